import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerQuestion } from "../answer/answer";
import { parseMarkdown } from "../documents/parse-markdown";
import { replaceChunks } from "../indexing/chunk-store";
import { chunkSources } from "../indexing/chunker";
import type { TestDb } from "../testing/engine-db";
import { createKnowledgeBase, openEngineTestDb } from "../testing/engine-db";
import { retrieve } from "./retrieve";

const school = `# École Jules Ferry

## Inscriptions

Les inscriptions des élèves à l'école se font à la mairie, du lundi au vendredi. Munissez-vous du livret de famille et d'un justificatif de domicile.

## Cantine

Le restaurant scolaire accueille les enfants de 11 h 30 à 13 h 30. Les repas sont préparés sur place avec des produits biologiques.

## Horaires

La garderie ouvre à 7 h 30. Les cours commencent à 8 h 30 et se terminent à 16 h 30.
`;

const library = `# Médiathèque

La médiathèque prête des livres, des disques et des jeux. L'abonnement annuel est gratuit pour les moins de 18 ans.
`;

let db: TestDb;
let schoolBase: number;
let libraryBase: number;
let inactiveBase: number;

beforeAll(async () => {
  db = await openEngineTestDb();
  schoolBase = await createKnowledgeBase(db);
  libraryBase = await createKnowledgeBase(db);
  inactiveBase = await createKnowledgeBase(db, { isActive: false });
  const index = (base: number, markdown: string, url: string) =>
    replaceChunks(db, base, chunkSources([{ url, ...parseMarkdown(markdown) }]));
  await index(schoolBase, school, "https://ecole.example/");
  await index(libraryBase, library, "https://mediatheque.example/");
  await index(inactiveBase, "# Piscine\n\nLa piscine ouvre ses inscriptions en septembre.", "p");
});

afterAll(() => db.close());

const headings = async (question: string, bases = [schoolBase, libraryBase, inactiveBase]) =>
  (await retrieve(db, question, bases)).chunks.map((chunk) => chunk.headingPath);

describe("retrieve", () => {
  it("finds text whatever the accents and inflections of the question", async () => {
    // "ecole" is in every chunk's heading path, "eleve" only in one: that one alone is kept.
    expect(await headings("eleve ecole")).toEqual(["École Jules Ferry > Inscriptions"]);
    expect(await headings("Comment inscrire les ELEVES à l'ecole ?")).toEqual([
      "École Jules Ferry > Inscriptions",
    ]);
  });

  it("answers rephrased questions that share only part of their words with the text", async () => {
    const [best] = (await retrieve(db, "À quelle heure ouvre la garderie le matin ?", [schoolBase]))
      .chunks;
    expect(best?.headingPath).toBe("École Jules Ferry > Horaires");
    expect(best?.url).toBe("https://ecole.example/");
    expect(best?.content).toContain("La garderie ouvre à 7 h 30.");
    expect(await headings("Les repas de la cantine sont-ils bio ?")).toEqual([
      "École Jules Ferry > Cantine",
    ]);
  });

  it("counts title and headings in the match", async () => {
    expect(await headings("médiathèque abonnement")).toEqual(["Médiathèque"]);
  });

  it("only searches the given, active knowledge bases", async () => {
    expect(await headings("inscriptions", [libraryBase])).toEqual([]);
    expect(await headings("piscine septembre")).toEqual([]);
    expect(await headings("inscriptions élèves", [])).toEqual([]);
  });

  it("finds nothing relevant for an unrelated question or one without meaningful words", async () => {
    expect(await headings("Quel est le prix du stationnement en centre-ville ?")).toEqual([]);
    expect(await headings("Bonjour, pouvez-vous m'aider ?")).toEqual([]);
    // One word in common out of three is not enough.
    expect(await headings("tarif parking mairie")).toEqual([]);
  });
});

const townHall = `# Services de la commune

## Mairie

Horaires de la mairie : du lundi au vendredi de 8 h 30 à 17 h. Horaires d'été : le matin seulement.

## Déchèterie

Horaires de la déchèterie : le samedi de 9 h à 18 h. Les horaires changent en hiver.

## Médiathèque

Horaires de la médiathèque : le mercredi de 10 h à 19 h.

## Restaurant scolaire

Tarifs du restaurant scolaire : 3,20 € le repas, horaires de 11 h 30 à 13 h 30.

## Salle des fêtes

La salle des fêtes se loue pour les mariages et les réunions de famille.
`;

describe("retrieve, scored by BM25", () => {
  let townBase: number;
  beforeAll(async () => {
    townBase = await createKnowledgeBase(db);
    await replaceChunks(
      db,
      townBase,
      chunkSources([{ url: "https://commune.example/", ...parseMarkdown(townHall) }]),
    );
  });
  const town = async (question: string) =>
    (await retrieve(db, question, [townBase])).chunks.map((chunk) => chunk.headingPath);

  it("lets the rare word of the question decide over the common one", async () => {
    const [best] = await town("horaires déchèterie");
    expect(best).toBe("Services de la commune > Déchèterie");
  });

  it("says nothing when the question's decisive word is nowhere, whatever its common words", async () => {
    expect(await town("Quels sont les horaires de la piscine municipale ?")).toEqual([]);
    expect(await town("horaires du club de judo")).toEqual([]);
  });

  it("ignores the everyday words of a question when the texts never use them", async () => {
    expect(await town("horaires médiathèque semaine prochaine")).toEqual([
      "Services de la commune > Médiathèque",
    ]);
  });

  it("matches accents, inflections and derived words either way", async () => {
    expect((await town("dechetterie HORAIRE"))[0]).toBe("Services de la commune > Déchèterie");
    expect((await town("Où louer la salle ?"))[0]).toBe("Services de la commune > Salle des fêtes");
  });

  it("answers nothing when the question names what the texts never mention", async () => {
    // "inscriptions" and "école" are known; "Lyon", written as a name, is not.
    expect(await headings("Inscriptions à l'école de Lyon")).toEqual([]);
    expect(await headings("inscriptions école")).not.toEqual([]);
  });

  it("answers nothing when half of the question's words are unknown to the texts", async () => {
    expect(await headings("recette galette garderie")).toEqual([]);
    // Everyday words the texts do not use are only the visitor's wording.
    expect((await headings("Je voudrais savoir vite quand ouvre la garderie"))[0]).toBe(
      "École Jules Ferry > Horaires",
    );
  });

  it("follows a re-ingestion of the knowledge base", async () => {
    const base = await createKnowledgeBase(db);
    const ingest = (markdown: string) =>
      replaceChunks(
        db,
        base,
        chunkSources([{ url: "https://club.example/", ...parseMarkdown(markdown) }]),
      );
    await ingest("# Club\n\nLe club de judo s'entraîne le mardi soir au gymnase.");
    expect((await retrieve(db, "entraînement judo", [base])).chunks).toHaveLength(1);
    await ingest("# Club\n\nLe club de tennis joue le jeudi sur les courts municipaux.");
    expect((await retrieve(db, "entraînement judo", [base])).chunks).toEqual([]);
    const [tennis] = (await retrieve(db, "tennis jeudi", [base])).chunks;
    expect(tennis?.content).toContain("Le club de tennis joue le jeudi");
  });
});

const insurer: Record<string, string> = {
  "https://aide.example/optique": `# Optique

## Lunettes

Les lunettes sont remboursées tous les deux ans, verres et monture compris.

## Lentilles

Les lentilles de contact bénéficient d'un forfait annuel de 100 €.`,
  "https://aide.example/medecines-douces": `# Médecines douces

Les séances d'ostéopathie et de chiropraxie sont remboursées 40 € par séance.`,
  "https://aide.example/carte": `# Carte de tiers payant

Présentez votre carte dans les pharmacies et les laboratoires : vous n'avancez pas les frais.`,
  "https://aide.example/contact": `# Nous contacter

Nos conseillers répondent au téléphone du lundi au vendredi. Le forfait de gestion est offert.`,
};

describe("retrieve over the pages of a site", () => {
  let base: number;
  beforeAll(async () => {
    base = await createKnowledgeBase(db);
    const pages = Object.entries(insurer).map(([url, markdown]) => ({
      url,
      ...parseMarkdown(markdown),
    }));
    await replaceChunks(db, base, chunkSources(pages));
  });
  const urls = async (question: string) =>
    (await retrieve(db, question, [base])).chunks.map((chunk) => chunk.url);

  it("lists each page's best passage before any page's second", async () => {
    const { chunks } = await retrieve(db, "forfait remboursé", [base]);
    const pages = chunks.map((chunk) => chunk.url);
    expect(new Set(pages.slice(0, 3))).toEqual(
      new Set([
        "https://aide.example/optique",
        "https://aide.example/contact",
        "https://aide.example/medecines-douces",
      ]),
    );
    // The optique page's second passage comes after every page's first.
    expect(pages.slice(3)).toEqual(["https://aide.example/optique"]);
  });

  it("quotes the best passage alone and links the other pages without quoting them", async () => {
    const { chunks } = await retrieve(db, "forfait remboursé", [base]);
    const answer = await answerQuestion({
      db,
      question: "forfait remboursé",
      bot: { model: "none" },
      knowledgeBaseIds: [base],
    });
    expect(answer.links.map((link) => link.url)).toEqual(
      [...new Set(chunks.map((chunk) => chunk.url))].slice(0, 3),
    );
    expect(answer.answer).toContain(chunks[0]?.content.slice(0, 30));
    for (const other of chunks.slice(1)) expect(answer.answer).not.toContain(other.content);
  });

  it("understands shortened words and words built on the text's own", async () => {
    expect((await urls("Mon ostéo est-il remboursé ?"))[0]).toBe(
      "https://aide.example/medecines-douces",
    );
    expect((await urls("Que demande le pharmacien ?"))[0]).toBe("https://aide.example/carte");
  });

  it("ignores conjugated everyday verbs the texts never use", async () => {
    expect((await urls("J'attends mes lentilles, je comprends qu'il faut patienter ?"))[0]).toBe(
      "https://aide.example/optique",
    );
  });
});

describe("retrieve over technical documentation", () => {
  let base: number;
  beforeAll(async () => {
    base = await createKnowledgeBase(db);
    const pages = [
      {
        url: "https://doc.example/reseau",
        markdown:
          "# Réseau\n\nLe fichier /etc/hosts associe le nom de la machine à l'adresse 127.0.1.1, pour les systèmes sans adresse permanente.",
      },
      {
        url: "https://doc.example/apt",
        markdown:
          "# Dépôts\n\nLe fichier /etc/apt/sources.list liste les dépôts que consulte APT, un par ligne.",
      },
      {
        url: "https://doc.example/shell",
        markdown:
          "# Interpréteur\n\nLe système lit la configuration des machines du réseau au démarrage.",
      },
    ];
    await replaceChunks(
      db,
      base,
      chunkSources(pages.map(({ url, markdown }) => ({ url, ...parseMarkdown(markdown) }))),
    );
  });
  const urls = async (question: string) =>
    (await retrieve(db, question, [base])).chunks.map((chunk) => chunk.url);

  it("matches paths, addresses and file names as the texts write them", async () => {
    expect((await urls("Pourquoi 127.0.1.1 est-il dans /etc/hosts ?"))[0]).toBe(
      "https://doc.example/reseau",
    );
    expect((await urls("Que liste /etc/apt/sources.list ?"))[0]).toBe("https://doc.example/apt");
  });

  it("finds a path or file name by the words a visitor writes of it", async () => {
    expect((await urls("À quoi sert le fichier hosts ?"))[0]).toBe("https://doc.example/reseau");
    expect((await urls("Où est la liste des sources ?"))[0]).toBe("https://doc.example/apt");
  });
});
