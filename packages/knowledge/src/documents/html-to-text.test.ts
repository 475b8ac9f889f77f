import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { htmlToText, READER_VERSION } from "./html-to-text";

const page = `<!doctype html>
<html lang="fr"><head>
  <title>École Jules Ferry &ndash; Inscriptions</title>
  <style>.x { color: red }</style>
  <script>var tracking = "ne pas lire";</script>
</head><body>
  <header class="site-header"><a href="/">Accueil</a> Logo de la mairie</header>
  <nav><ul><li><a href="/contact#form">Contact</a></li><li><a href="menu.html">Menu</a></li></ul></nav>
  <div id="tarteaucitron">Nous utilisons des cookies. <button>Accepter</button></div>
  <div class="content">
    <h1>Inscriptions</h1>
    <p>Les élèves sont   accueillis <strong>dès 3 ans</strong>.<br>Apportez le livret de famille.</p>
    <h2>Cantine</h2>
    <ul><li>Repas bio le mardi</li><li>Menus affichés <a href="https://example.org/menus">en ligne</a></li></ul>
    <p hidden>Texte caché</p>
    <p style="display: none">Autre texte caché</p>
    <span class="sr-only">Aller au contenu</span>
    <h2>Tarifs</h2>
    <table><tr><th>Quotient</th><th>Prix</th></tr><tr><td>A</td><td>1,20 €</td></tr></table>
    <form><label>Email</label><input name="email"></form>
  </div>
  <aside>Publicité</aside>
  <footer>Mentions légales <a href="mailto:x@y.fr">écrire</a> <a href="javascript:void(0)">js</a></footer>
</body></html>`;

describe("htmlToText", () => {
  const result = htmlToText(page, "https://ecole.example.fr/inscriptions/index.html");

  it("keeps the title and the readable blocks under their heading path", () => {
    expect(result.title).toBe("École Jules Ferry – Inscriptions");
    expect(result.blocks).toEqual([
      {
        headingPath: ["Inscriptions"],
        text: "Les élèves sont accueillis dès 3 ans.\nApportez le livret de famille.",
      },
      { headingPath: ["Inscriptions", "Cantine"], text: "- Repas bio le mardi" },
      { headingPath: ["Inscriptions", "Cantine"], text: "- Menus affichés en ligne" },
      { headingPath: ["Inscriptions", "Tarifs"], text: "Quotient ‖ Prix" },
      { headingPath: ["Inscriptions", "Tarifs"], text: "A │ 1,20 €" },
    ]);
  });

  it("leaves out navigation, chrome, scripts, forms, hidden text and cookie banners", () => {
    const all = result.blocks.map((block) => block.text).join("\n");
    for (const absent of ["Logo", "Contact", "cookies", "caché", "Aller au contenu", "Publicité"]) {
      expect(all).not.toContain(absent);
    }
    expect(all).not.toMatch(/tracking|color|Email|Mentions/);
  });

  it("extracts absolute http links without fragments, including navigation links", () => {
    expect(result.links).toEqual([
      "https://ecole.example.fr/",
      "https://ecole.example.fr/contact",
      "https://ecole.example.fr/inscriptions/menu.html",
      "https://example.org/menus",
    ]);
  });

  it("reads only the main content when the page marks it, keeping an article's own header", () => {
    const html = `<body><div>Bandeau</div><main><article><header><h1>Actualité</h1></header>
      <p>La kermesse aura lieu samedi.</p><footer>Publié le 3 mai</footer></article></main></body>`;
    const { title, blocks } = htmlToText(html, "https://a.example/");
    expect(title).toBe("Actualité");
    expect(blocks).toEqual([
      { headingPath: ["Actualité"], text: "La kermesse aura lieu samedi." },
      { headingPath: ["Actualité"], text: "Publié le 3 mai" },
    ]);
  });

  it("honours <base href> and meta robots", () => {
    const html = `<head><base href="https://cdn.example/docs/"><meta name="robots" content="noindex"></head>
      <body><a href="guide.html#top">Guide</a></body>`;
    const result = htmlToText(html, "https://a.example/");
    expect(result.links).toEqual(["https://cdn.example/docs/guide.html"]);
    expect(result.robots).toEqual({ noindex: true, nofollow: false });
    const nofollow = htmlToText(
      `<meta name="ROBOTS" content="NOFOLLOW"><a href="/x">x</a>`,
      "https://a.example/",
    );
    expect(nofollow.links).toEqual([]);
  });

  it("reads documentation pages: wrapped source lines, navigation bars and tables of contents", () => {
    const docbook = `<html><head><title>Chercher un paquet</title></head><body>
      <div class="navheader"><table><tr><td><a href="a.html">Précédent</a></td>
        <td><a href="c.html">Suivant</a></td></tr></table></div>
      <div class="toc"><dl><dt><a href="#s1">1. Motifs</a></dt></dl></div>
      <h2>Chercher un paquet</h2>
      <p>La recherche accepte des motifs. Le motif
         ~n sélectionne les paquets
         par leur nom.</p>
      <ul><li><a href="x.html">Voir les options</a></li><li>Un motif vide ne filtre rien.</li></ul>
      <div class="navfooter"><a href="index.html">Sommaire</a></div>
    </body></html>`;
    const { blocks } = htmlToText(docbook, "https://docs.example/ch02.html");
    expect(blocks.map((block) => block.text)).toEqual([
      "La recherche accepte des motifs. Le motif ~n sélectionne les paquets par leur nom.",
      "- Un motif vide ne filtre rien.",
    ]);
  });

  it("leaves out the navigation bars and tables of contents of pages converted from LaTeX", () => {
    const tex4ht = `<html><head><title>3 Les concepts de base</title></head><body>
      <div class="crosslinks"><p class="noindent">[<a href="ch4.html">next</a>]
        [<a href="ch2.html">prev</a>] [<a href="index.html">up</a>]</p></div>
      <h2 class="chapterHead">Les concepts de base</h2>
      <div class="tableofcontents"><span class="sectionToc">3.1 <a href="#s1">Le document</a></span>
        <br /><span class="sectionToc">3.2 <a href="#s2">Structure du document</a></span></div>
      <p class="noindent">Un document est un mélange de texte et de commandes.</p>
    </body></html>`;
    const { blocks } = htmlToText(tex4ht, "https://docs.example/ch3.html");
    expect(blocks.map((block) => block.text)).toEqual([
      "Un document est un mélange de texte et de commandes.",
    ]);
  });

  it("reads TeX's logos in pages converted from LaTeX as the page shows them, not in code", () => {
    const tex4ht = `<html><head><title>Le document LaTeX</title></head><body>
      <h3 class="sectionHead">Le document L<span class="ec-lmr-8">A</span>TE X</h3>
      <p class="noindent">Un document L<span class="ec-lmr-8">A</span>TE X est lu par TE X.</p>
      <pre class="verbatim">\\LaTeX{} et TE X</pre>
    </body></html>`;
    const { blocks } = htmlToText(tex4ht, "https://docs.example/s31.html");
    expect(blocks.map((block) => block.text)).toEqual([
      "Un document LaTeX est lu par TeX.",
      "```\n\\LaTeX{} et TE X\n```",
    ]);
    expect(blocks[0]?.headingPath).toEqual(["Le document LaTeX"]);
  });

  it("numbers the items of a numbered list as the page does", () => {
    const html = `<main><h2>Réparer le chargeur</h2><ol><li><p>Démarrez sur un disque de secours.</p></li>
      <li>Montez la partition racine.</li></ol>
      <ol start="3"><li>Réinstallez le chargeur.</li></ol>
      <ol type="a"><li>Première variante.</li><li>Seconde variante.</li></ol>
      <ul><li>Une remarque.</li></ul></main>`;
    const { blocks } = htmlToText(html, "https://docs.example/grub.html");
    expect(blocks.map((block) => block.text)).toEqual([
      "- 1. Démarrez sur un disque de secours.",
      "- 2. Montez la partition racine.",
      "- 3. Réinstallez le chargeur.",
      "- a. Première variante.",
      "- b. Seconde variante.",
      "- Une remarque.",
    ]);
  });

  it("keeps preformatted text as a code block, its line breaks and indentation included", () => {
    const html = `<main><h2>Installer Plume</h2>
      <p>La commande suivante installe le paquet :</p>
      <pre class="screen">
$ sudo apt install plume
Configuration de plume...
    fait</pre></main>`;
    const { blocks } = htmlToText(html, "https://docs.example/plume.html");
    expect(blocks.map((block) => block.text)).toEqual([
      "La commande suivante installe le paquet :",
      "```\n$ sudo apt install plume\nConfiguration de plume...\n    fait\n```",
    ]);
  });

  it("marks the items of a list whose text sits in paragraphs of their own, as DocBook writes them", () => {
    const html = `<main><p>Plume ouvre les formats suivants :</p>
      <div class="itemizedlist"><ul>
        <li class="listitem"><p>le texte brut ;</p></li>
        <li class="listitem"><p>le Markdown.</p><p>Les tableaux sont lus aussi.</p></li>
      </ul></div></main>`;
    const { blocks } = htmlToText(html, "https://docs.example/formats.html");
    expect(blocks.map((block) => block.text)).toEqual([
      "Plume ouvre les formats suivants :",
      "- le texte brut ;",
      "- le Markdown.",
      "Les tableaux sont lus aussi.",
    ]);
  });

  it("tells a table's header row, of <th> cells or in <thead>, from the rows under it", () => {
    const html = `<main><h2>Archiveurs</h2>
      <table><thead><tr><td>Paquet</td><td>Taille</td></tr></thead>
        <tbody><tr><td>zip</td><td>623</td></tr></tbody></table>
      <table><tr><th>Touche</th><th>Action</th></tr>
        <tr><th>C-l</th><td>Redessiner l'écran.</td></tr>
        <tr><th colspan="2">Déplacements</th></tr></table></main>`;
    const { blocks } = htmlToText(html, "https://docs.example/tables.html");
    expect(blocks.map((block) => block.text)).toEqual([
      "Paquet ‖ Taille",
      "zip │ 623",
      "Touche ‖ Action",
      // A row led by the name of its row is a row, and a header of one cell the table's title.
      "C-l │ Redessiner l'écran.",
      "Déplacements",
    ]);
  });

  it("reads a page whatever its body's classes, style or hidden state say of its layout", () => {
    const html = `<html><head><title>KiCad</title></head>
      <body class="book toc2 toc-left" style="visibility: hidden" hidden>
      <div id="toc" class="toc2"><ul><li><a href="#start">Démarrer</a></li></ul></div>
      <div id="content"><h2 id="start">Démarrer</h2><p>Ouvrez le gestionnaire de projets.</p></div>
      </body></html>`;
    const { blocks } = htmlToText(html, "https://docs.example/kicad.html");
    // The table of contents, named so, is still left out.
    expect(blocks).toEqual([
      { headingPath: ["Démarrer"], text: "Ouvrez le gestionnaire de projets." },
    ]);
  });

  it("reads a reference page as this version of the reader does", () => {
    const html = `<html><head><title>Référence</title></head><body class="toc-left">
      <nav><a href="/">Accueil</a></nav><main><h1>Référence</h1>
      <p>Les commandes d'aptitude&nbsp;:</p>
      <ol><li>ouvrir</li><li>compiler</li></ol>
      <h2>Options</h2><dl><dt>-v</dt><dd>Bavard.</dd><dt>-q</dt><dd><p>Muet.</p><p>Rien.</p></dd></dl>
      <table><thead><tr><th>Touche</th><th>Action</th></tr></thead><tr><td>q</td><td>Quitter</td></tr></table>
      <pre>aptitude  install
  paquet</pre></main><footer>Pied</footer></body></html>`;
    const read = createHash("sha256")
      .update(JSON.stringify(htmlToText(html, "https://docs.example/reference.html")))
      .digest("hex");
    // When the reading changes, READER_VERSION goes up with this hash: the pages read by the
    // earlier version are then downloaded and read again at the next crawl.
    expect({ version: READER_VERSION, read }).toEqual({
      version: 1,
      read: "2bb789ae22f0d754916ac5137560a5ea025240e3467182f9ae79eee24e7c86ba",
    });
  });
});
