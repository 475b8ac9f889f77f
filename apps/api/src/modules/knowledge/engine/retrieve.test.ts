import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/types";
import { replaceChunks } from "./chunk-store";
import { chunkSources } from "./chunker";
import { parseMarkdown } from "./documents/parse-markdown";
import { retrieve } from "./retrieve";
import { createKnowledgeBase, openEngineTestDb } from "./testing/engine-db";

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

let db: Db;
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
