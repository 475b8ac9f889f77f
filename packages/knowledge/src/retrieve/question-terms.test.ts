import { describe, expect, it } from "vitest";
import { questionNameMarks, questionTerms } from "./question-terms";

describe("questionTerms", () => {
  it("keeps the words that carry the question", () => {
    expect(questionTerms("Bonjour, quels sont les horaires d'ouverture de la mairie ?")).toEqual([
      "horaires",
      "ouverture",
      "mairie",
    ]);
    expect(questionTerms("Comment est-ce que je peux inscrire mon enfant à l'école ?")).toEqual([
      "inscrire",
      "enfant",
      "école",
    ]);
  });

  it("ignores accents when recognising function words, keeps numbers and dedupes", () => {
    expect(questionTerms("Où ÊTRE à 8 h ? Être là à 8 h.")).toEqual(["8"]);
    expect(questionTerms("???")).toEqual([]);
  });

  it("keeps a technical token whole, as the texts' index holds it", () => {
    expect(questionTerms("Pourquoi l'adresse 127.0.1.1 apparaît-elle dans /etc/hosts ?")).toEqual([
      "adresse",
      "127.0.1.1",
      "apparaît",
      "/etc/hosts",
    ]);
    expect(questionTerms("Faut-il modifier ~/.bashrc ou sources.list ?")).toEqual([
      "modifier",
      "~/.bashrc",
      "sources.list",
    ]);
    // A hyphenated word is indexed by its parts too; an inversion is no word of the subject.
    expect(questionTerms("Y a-t-il un pare-feu ? Qu'est-ce qu'apt-get ?")).toEqual([
      "pare",
      "feu",
      "apt",
      "get",
    ]);
  });

  it("keeps a single letter written as a capital: it names something", () => {
    expect(questionTerms("Comment afficher un client X distant ?")).toEqual([
      "afficher",
      "client",
      "x",
      "distant",
    ]);
    expect(questionTerms("A quoi sert le paquet B ? À quoi sert le c ?")).toEqual([
      "sert",
      "paquet",
      "b",
    ]);
  });
});

describe("questionNameMarks", () => {
  it("marks the tokens written as names, whole", () => {
    expect(questionNameMarks("Où déposer les encombrants du quartier LysA ?")).toEqual(["#lysa"]);
    expect(questionNameMarks("Mon chien Rex-A est perdu")).toEqual(["#rex-a"]);
    expect(questionNameMarks("Tarif de la piscine Bellevue ? Et à Saint-Étienne ?")).toEqual([
      "#bellevue",
      "#saint-etienne",
    ]);
    expect(questionNameMarks("Le PPA de l'iPhone, version 2.3.1, dans /etc/hosts ?")).toEqual([
      "#ppa",
      "#iphone",
      "#2.3.1",
      "#/etc/hosts",
    ]);
    expect(questionNameMarks("Horaires du bus 12 ? Paquet B")).toEqual(["#12", "#b"]);
  });

  it("leaves out capitals that start a sentence and function words", () => {
    expect(
      questionNameMarks("Horaires de la piscine ? Piscine fermée. « Mairie » ouverte"),
    ).toEqual([]);
    expect(questionNameMarks("Bonjour, Je voudrais savoir. A quoi sert le paquet ?")).toEqual([]);
    expect(questionNameMarks("")).toEqual([]);
  });

  it("reads a long question in one pass", () => {
    const question = `${"Lyon, ".repeat(20_000)}?`;
    const started = performance.now();
    expect(questionNameMarks(question)).toEqual(["#lyon"]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
