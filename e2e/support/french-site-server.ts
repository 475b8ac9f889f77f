import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A small public site of a town hall, several pages linked from its home page. */
export interface FrenchSite {
  /** The home page, ending with a slash. */
  url: string;
  /** The address of one page, e.g. `pageUrl("horaires")`. */
  pageUrl: (slug: keyof typeof PAGES) => string;
  close: () => Promise<void>;
}

const PAGES = {
  horaires: {
    title: "Horaires d'ouverture",
    body: `<p>La mairie de Valbrune est ouverte au public du lundi au vendredi, de 8 h 30 à 12 h et
      de 13 h 30 à 17 h 30.</p>
      <p>Le samedi, une permanence de l'accueil a lieu de 9 h à 12 h pour les démarches d'état
      civil. La mairie est fermée le dimanche et les jours fériés.</p>`,
  },
  "etat-civil": {
    title: "État civil",
    body: `<p>Pour obtenir un acte de naissance, de mariage ou de décès, faites votre demande au
      guichet de l'état civil ou par courrier, en joignant une copie de votre pièce d'identité.</p>
      <p>Les cartes d'identité et les passeports se demandent uniquement sur rendez-vous.</p>`,
  },
  cantine: {
    title: "Restauration scolaire",
    body: `<p>La cantine des écoles de Valbrune sert des repas préparés sur place avec des produits
      locaux.</p>
      <p>Le tarif d'un repas est de 3,20 euros ; l'inscription se fait chaque trimestre auprès du
      service enfance.</p>`,
  },
} as const;

function page(title: string, body: string): string {
  const links = Object.entries(PAGES)
    .map(([slug, each]) => `<li><a href="/${slug}">${each.title}</a></li>`)
    .join("");
  return `<!doctype html>
<html lang="fr">
  <head><meta charset="utf-8" /><title>${title} - Mairie de Valbrune</title></head>
  <body>
    <nav><ul><li><a href="/">Accueil</a></li>${links}</ul></nav>
    <main><h1>${title}</h1>${body}</main>
  </body>
</html>`;
}

const HOME = page(
  "Mairie de Valbrune",
  `<p>Bienvenue sur le site officiel de la commune de Valbrune. Retrouvez ici les informations
    pratiques sur les services municipaux.</p>`,
);

/** Serves the site on 127.0.0.1, another origin than the apps under test. */
export async function startFrenchSite(): Promise<FrenchSite> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    const slug = path.replace(/^\//, "") as keyof typeof PAGES;
    const html =
      path === "/" ? HOME : PAGES[slug] ? page(PAGES[slug].title, PAGES[slug].body) : null;
    if (html === null) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Introuvable");
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/`;
  return {
    url,
    pageUrl: (slug) => `${url}${slug}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
