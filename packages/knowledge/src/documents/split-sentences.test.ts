import { describe, expect, it } from "vitest";
import { splitSentences } from "./split-sentences";

describe("splitSentences", () => {
  it("splits at sentence ends followed by a new sentence", () => {
    expect(
      splitSentences("L'école ouvre à 8 h. Elle ferme à 16 h 30 ! Et le mercredi ? 12 h… Voilà."),
    ).toEqual([
      "L'école ouvre à 8 h.",
      "Elle ferme à 16 h 30 !",
      "Et le mercredi ?",
      "12 h…",
      "Voilà.",
    ]);
  });

  it("keeps titles, abbreviations and initials inside the sentence", () => {
    expect(
      splitSentences(
        "M. Dupont et Mme Martin (cf. p. 12) reçoivent. Le Dr. Roux, J. Ferry, etc. sont cités. Fin.",
      ),
    ).toEqual([
      "M. Dupont et Mme Martin (cf. p. 12) reçoivent.",
      "Le Dr. Roux, J. Ferry, etc. sont cités.",
      "Fin.",
    ]);
  });

  it("ends a sentence after etc. when a new one starts, and at line breaks", () => {
    expect(splitSentences("Crayons, cahiers, etc. Tout est fourni.\nDeuxième ligne")).toEqual([
      "Crayons, cahiers, etc.",
      "Tout est fourni.",
      "Deuxième ligne",
    ]);
  });

  it("handles closing quotes and decimal numbers", () => {
    expect(splitSentences("Il a dit « bonjour. » Puis il a payé 3.50 euros. Ensuite")).toEqual([
      "Il a dit « bonjour. »",
      "Puis il a payé 3.50 euros.",
      "Ensuite",
    ]);
  });

  // Each of these took from seconds to minutes when the reading went back over what it had read.
  it("reads text made to be slow to split in linear time", { timeout: 5000 }, () => {
    const dots = `Début${".".repeat(200_000)}fin`;
    expect(splitSentences(dots)).toEqual([dots]);
    const spaces = `Début. ${" ".repeat(200_000)}«`;
    expect(splitSentences(spaces)).toEqual([spaces]);
    const titles = "M. ".repeat(100_000);
    expect(splitSentences(`${titles}Dupont.`)).toEqual([`${titles}Dupont.`]);
    const word = `${"a".repeat(200_000)}.`;
    expect(splitSentences(`${word} B${word} C.`)).toEqual([word, `B${word}`, "C."]);
  });
});
