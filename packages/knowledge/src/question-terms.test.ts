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
});
