import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questionLexemes, questionLikeness } from "./question-likeness";
import { openEngineTestDb, type TestDb } from "./testing/engine-db";

let db: TestDb;
beforeAll(async () => {
  db = await openEngineTestDb();
});
afterAll(async () => {
  await db.close();
});

async function likeness(a: string, b: string): Promise<number> {
  return questionLikeness(await questionLexemes(db, a), await questionLexemes(db, b));
}

describe("questionLexemes", () => {
  it("keeps a question's meaningful words, stemmed, accents folded", async () => {
    expect(await questionLexemes(db, "Quels sont les horaires d'ouverture de la mairie ?")).toEqual(
      (await questionLexemes(db, "mairie : horaire, ouvertures")).slice(),
    );
    expect(await questionLexemes(db, "Bonjour, comment ça va ?")).toEqual([]);
  });
});

describe("questionLikeness", () => {
  it("finds the same question in another order, another form or with a typo", async () => {
    expect(
      await likeness(
        "Quels sont les horaires d'ouverture de la mairie ?",
        "horaires ouverture mairie",
      ),
    ).toBe(1);
    expect(
      await likeness("Comment renouveler ma carte d'identité ?", "renouvellement carte identitée"),
    ).toBeGreaterThanOrEqual(0.6);
    expect(await likeness("Où se trouve la médiathèque ?", "ou se trouve la mediateque")).toBe(1);
  });

  it("keeps apart questions that only share their subject", async () => {
    expect(
      await likeness("Horaires de la piscine ?", "Horaires de la mairie ?"),
    ).toBeLessThanOrEqual(0.5);
    expect(await likeness("Comment payer la cantine ?", "Où voter ?")).toBe(0);
    expect(await likeness("Bonjour", "Bonjour")).toBe(0);
  });

  it("counts one letter added, dropped, replaced or swapped, on words long enough", () => {
    expect(questionLikeness(["mediathequ"], ["mediatequ"])).toBe(1);
    expect(questionLikeness(["cantin"], ["cnatin"])).toBe(1);
    expect(questionLikeness(["cantin"], ["cantine"])).toBe(1);
    expect(questionLikeness(["canin"], ["cantin"])).toBe(0);
    expect(questionLikeness(["cantin"], ["canton"])).toBe(1);
    expect(questionLikeness(["vote"], ["note"])).toBe(0);
    expect(questionLikeness(["cantin"], ["cartes"])).toBe(0);
  });
});
