import { describe, expect, it } from "vitest";
import { questionTerms } from "./question-terms";

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
