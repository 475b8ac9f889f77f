import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEngineTestDb, type TestDb } from "../testing/engine-db";
import {
  ownNames,
  questionLexemes,
  questionLikeness,
  withQuestionNames,
} from "./question-likeness";
import { SAME_QUESTION_LIKENESS } from "./relevance-thresholds";

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

  it("marks what the question names beside its words", async () => {
    expect(await questionLexemes(db, "Quel est le tarif de la piscine Bellevue ?")).toEqual([
      "#bellevue",
      "bellevu",
      "piscin",
      "tarif",
    ]);
    expect(await questionLexemes(db, "tarif piscine bellevue")).toEqual([
      "bellevu",
      "piscin",
      "tarif",
    ]);
  });
});

describe("withQuestionNames", () => {
  it("adds to lexemes stored without them the names of their question", async () => {
    const question = "Où déposer les encombrants du quartier LysA ?";
    const marked = await questionLexemes(db, question);
    const stored = marked.filter((lexeme) => !lexeme.startsWith("#"));
    expect(withQuestionNames(stored, question)).toEqual(marked);
    expect(withQuestionNames(marked, question)).toEqual(marked);
    expect(withQuestionNames([], "Bonjour LysA")).toEqual([]);
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

  it("keeps apart wordings naming different things", async () => {
    const pairs = [
      [
        "Où déposer les encombrants du quartier LysA ?",
        "Où déposer les encombrants du quartier LysB ?",
      ],
      ["Mon chien Rex-A est perdu", "Mon chien Rex-B est perdu"],
      [
        "Quel est le tarif de la piscine Bellevue ?",
        "Quel est le tarif de la piscine Montplaisir ?",
      ],
      ["Horaires de la ligne de bus 12 le dimanche", "Horaires de la ligne de bus 14 le dimanche"],
      ["Comment installer la version 2.3.1 ?", "Comment installer la version 2.3.2 ?"],
      // A code is compared sign for sign.
      ["Que veut dire l'erreur E1234 ?", "Que veut dire l'erreur E1243 ?"],
    ];
    for (const [a, b] of pairs) {
      expect(await likeness(a as string, b as string), `${a} / ${b}`).toBeLessThan(
        SAME_QUESTION_LIKENESS,
      );
    }
  });

  it("finds the same question naming the same thing in another order or with a typo", async () => {
    expect(
      await likeness(
        "Où déposer les encombrants du quartier LysA ?",
        "LysA : où déposer les encombrants du quartier ?",
      ),
    ).toBe(1);
    expect(
      await likeness(
        "Où déposer les encombrants du quartier LysA ?",
        "ou deposser les encombrants quartier LysA",
      ),
    ).toBeGreaterThanOrEqual(SAME_QUESTION_LIKENESS);
    expect(
      await likeness("Quel est le tarif de la piscine Bellevue ?", "tarifs Bellevue piscine"),
    ).toBe(1);
  });

  it("compares by words a wording that leaves the name out or writes it in lower case", async () => {
    expect(
      await likeness(
        "Quel est le tarif de la piscine Bellevue ?",
        "Quel est le tarif de la piscine ?",
      ),
    ).toBeGreaterThanOrEqual(SAME_QUESTION_LIKENESS);
    expect(
      await likeness("Quel est le tarif de la piscine Bellevue ?", "tarif piscine bellevue"),
    ).toBe(1);
    // Capitals written for common words name nothing the other does not write.
    expect(
      await likeness(
        "Comment renouveler ma Carte Vitale ?",
        "Renouveler la carte vitale sur Ameli",
      ),
    ).toBeGreaterThanOrEqual(SAME_QUESTION_LIKENESS);
    // Naming more than the other is leaving nothing out of it.
    expect(
      await likeness("Horaires de la piscine Bellevue à Lyon", "Horaires piscine Bellevue"),
    ).toBeGreaterThanOrEqual(SAME_QUESTION_LIKENESS);
  });

  it("counts as its own a name the other wording neither names nor writes", () => {
    expect(ownNames(["#lysa", "lysa", "quarti"], ["#lysb", "lysb", "quarti"])).toEqual(["#lysa"]);
    expect(ownNames(["#bellevue", "bellevu"], ["bellevu", "piscin"])).toEqual([]);
    expect(ownNames(["#montplaisir", "montplais"], ["mont", "piscin"])).toEqual(["#montplaisir"]);
    expect(ownNames(["#saint-etienne", "saint", "etienn"], ["etienn", "saint"])).toEqual([]);
    expect(ownNames(["#rex-a", "rex"], ["#rex-b", "rex", "b"])).toEqual(["#rex-a"]);
    expect(ownNames(["#12", "12"], ["1", "bus"])).toEqual(["#12"]);
    expect(questionLikeness(["#lysa", "lysa", "quarti"], ["#lysb", "lysb", "quarti"])).toBe(0.5);
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
