import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEngineTestDb, type TestDb } from "../testing/engine-db";
import { type CuratedWording, matchCuratedAnswer } from "./curated-match";
import { questionLexemes } from "./question-likeness";

let db: TestDb;
beforeAll(async () => {
  db = await openEngineTestDb();
});
afterAll(async () => {
  await db.close();
});

async function curatedFor(question: string, wordings: readonly string[]) {
  const curated: CuratedWording[] = await Promise.all(
    wordings.map(async (wording, at) => ({
      curatedAnswerId: at + 1,
      lexemes: await questionLexemes(db, wording),
    })),
  );
  return matchCuratedAnswer({ lexemes: await questionLexemes(db, question) }, curated)
    ?.curatedAnswerId;
}

describe("matchCuratedAnswer", () => {
  it("gives the answer of a wording asking the same thing", async () => {
    expect(
      await curatedFor("horaire ouverture mairie", ["Quels sont les horaires de la mairie ?"]),
    ).toBe(1);
    expect(await curatedFor("Comment payer la cantine ?", ["Horaires de la mairie"])).toBe(
      undefined,
    );
  });

  it("does not give the answer about one named thing for another", async () => {
    const lysA = "Où déposer les encombrants du quartier LysA ?";
    expect(await curatedFor("Où déposer les encombrants du quartier LysB ?", [lysA])).toBe(
      undefined,
    );
    expect(await curatedFor("mon chien Rex-B est perdu", ["Mon chien Rex-A est perdu"])).toBe(
      undefined,
    );
    expect(
      await curatedFor("tarif piscine Montplaisir", ["Quel est le tarif de la piscine Bellevue ?"]),
    ).toBe(undefined);
  });

  it("gives the answer about the thing named, among wordings naming others", async () => {
    const wordings = [
      "Quel est le tarif de la piscine Bellevue ?",
      "Quel est le tarif de la piscine Montplaisir ?",
    ];
    expect(await curatedFor("Montplaisir : tarif de la piscine ?", wordings)).toBe(2);
    expect(await curatedFor("tarfi de la piscine Bellevue", wordings)).toBe(1);
  });

  it("compares by words a question that leaves the name out", async () => {
    expect(
      await curatedFor("Quel est le tarif de la piscine ?", [
        "Quel est le tarif de la piscine Bellevue ?",
      ]),
    ).toBe(1);
    expect(
      await curatedFor("Quel est le tarif de la piscine Bellevue ?", [
        "Quel est le tarif de la piscine ?",
      ]),
    ).toBe(1);
  });
});

describe("matchCuratedAnswer by meaning", () => {
  it("gives no answer about one named thing for another, however close their vectors", async () => {
    const same = [0.6, 0.8, 0];
    const wording: CuratedWording = {
      curatedAnswerId: 1,
      lexemes: await questionLexemes(db, "Où déposer les encombrants du quartier LysA ?"),
      vector: same,
    };
    const asked = async (question: string) =>
      matchCuratedAnswer({ lexemes: await questionLexemes(db, question), vector: same }, [wording])
        ?.curatedAnswerId;
    expect(await asked("Encombrants, quartier LysB : où les laisser ?")).toBe(undefined);
    // Close in meaning and about the same thing, or naming nothing: the answer.
    expect(await asked("Encombrants, quartier LysA : où les laisser ?")).toBe(1);
    expect(await asked("Où laisser un vieux canapé ?")).toBe(1);
  });
});
