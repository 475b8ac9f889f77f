import { describe, expect, it } from "vitest";
import { type CheckQuestion, scoreCheckSet } from "./check-set";

const QUESTIONS: CheckQuestion[] = [
  {
    kind: "literal",
    question: "Comment purger un paquet ?",
    evidence: "aptitude purge paquet",
  },
  {
    kind: "rephrased",
    question: "Je veux tout effacer d'un logiciel, fichiers de réglage compris",
    evidence: "supprime aussi ses fichiers de configuration",
  },
];

describe("answers holding the fact", () => {
  it("reads an answer as the visitor does: the evidence counts across Markdown marks", async () => {
    const report = await scoreCheckSet(QUESTIONS, "", async (question) =>
      question.startsWith("Comment")
        ? {
            links: [{ url: "/a", chunk: "" }],
            noAnswer: false,
            answer: "**Purger**\n\nLa commande suivante :\n\n```sh\naptitude purge paquet\n```",
          }
        : {
            links: [{ url: "/b", chunk: "" }],
            noAnswer: false,
            answer: "- `purge` supprime aussi ses fichiers de **configuration**.",
          },
    );
    expect(report.literal.factHeld).toBe(1);
    expect(report.rephrased.factHeld).toBe(1);
  });

  it("reads evidence copied from a source set with ligatures in the letters they stand for", async () => {
    const copied = [
      { kind: "literal", question: "Comment", evidence: "proﬁter de l'eﬀet" },
    ] as const;
    const report = await scoreCheckSet([...copied], "", async () => ({
      links: [{ url: "/a", chunk: "" }],
      noAnswer: false,
      answer: "Pour profiter de l'effet du filtre, activez-le.",
    }));
    expect(report.literal.factHeld).toBe(1);
  });

  it("reads the first passage of a system that writes no answer, and nothing of a refusal", async () => {
    const report = await scoreCheckSet(QUESTIONS, "", async (question) =>
      question.startsWith("Comment")
        ? {
            links: [
              { url: "/a", chunk: "Sans rapport." },
              { url: "/b", chunk: "Tapez aptitude purge paquet pour purger." },
            ],
            noAnswer: false,
          }
        : {
            links: [],
            noAnswer: true,
            // A refusal is read as one, whatever its words.
            answer: "Je ne sais pas si purge supprime aussi ses fichiers de configuration.",
          },
    );
    // The evidence is in the second passage only: the first is what is read.
    expect(report.literal.factHeld).toBe(0);
    expect(report.rephrased.factHeld).toBe(0);
    expect(report.outcomes.map((outcome) => outcome.holdsFact)).toEqual([false, false]);
  });
});
