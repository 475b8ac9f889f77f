import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scoreSentences } from "./extractive-answer";
import { SEARCH_CONFIGURATION } from "./search-configuration";
import type { TestDb } from "./testing/engine-db";
import { openEngineTestDb } from "./testing/engine-db";

let db: TestDb;

beforeAll(async () => {
  db = await openEngineTestDb();
});

afterAll(async () => {
  await db.close();
});

/** The sentences' scores computed by the database alone: terms matched plus ts_rank_cd. */
async function databaseScores(terms: string[], sentences: string[]): Promise<number[]> {
  const { rows } = await db.query<{ score: number }>(
    `WITH terms AS (
       SELECT to_tsquery('${SEARCH_CONFIGURATION}', term) AS q FROM unnest($1::text[]) AS term
        WHERE numnode(to_tsquery('${SEARCH_CONFIGURATION}', term)) > 0
     )
     SELECT (SELECT count(*) FROM terms WHERE to_tsvector('${SEARCH_CONFIGURATION}', s) @@ terms.q)
            + ts_rank_cd(to_tsvector('${SEARCH_CONFIGURATION}', s),
                         to_tsquery('${SEARCH_CONFIGURATION}', array_to_string($1::text[], ' | ')))
            AS score
       FROM unnest($2::text[]) WITH ORDINALITY AS sentence(s, n) ORDER BY n`,
    [terms, sentences],
  );
  return rows.map((row) => Number(row.score));
}

const sentences = [
  "La garderie ouvre à 7 h 30 et ferme à 18 h 30.",
  "Les enfants inscrits à la garderie sont accueillis par M. Martin ; l'inscription à la garderie se fait en mairie.",
  "Le restaurant scolaire sert des repas préparés sur place, les menus sont affichés à l'entrée.",
  "Inscriptions, réinscriptions et désinscriptions : formulaire en ligne avant le 1er septembre 2025.",
  "Un car scolaire dessert les hameaux ; le car passe deux fois, matin et soir, et le car est gratuit.",
  "Prière de consulter https://mairie.example/ecole ou d'écrire à ecole@mairie.example.",
  "Élèves, élève, ÉLÈVES : l'été, les écoles ferment.",
  "Covid-19 : la demi-pension reprend ; le port du masque n'est plus obligatoire.",
  "Rien à voir ici.",
  "",
];

describe("scoreSentences", () => {
  it.each([
    { terms: ["garderie", "inscription"] },
    { terms: ["car", "scolaire", "gratuit", "hameaux"] },
    { terms: ["eleves", "ecole", "été"] },
    { terms: ["repas", "repas", "menu"] },
    { terms: ["le", "de", "garderie"] },
    { terms: ["le", "la"] },
    { terms: ["2025", "septembre", "1er"] },
    { terms: ["covid", "19", "demi", "pension", "masque"] },
    { terms: ["mairie", "example", "ecole"] },
    { terms: ["introuvable"] },
  ])("scores sentences as the database does for $terms", async ({ terms }) => {
    const expected = await databaseScores(terms, sentences);
    // Twice: once reading the texts, once from what was read.
    expect(await scoreSentences(db, terms, sentences)).toEqual(expected);
    expect(await scoreSentences(db, terms, sentences)).toEqual(expected);
  });

  it("scores nothing without terms", async () => {
    expect(await scoreSentences(db, [], sentences)).toEqual(sentences.map(() => 0));
  });
});
