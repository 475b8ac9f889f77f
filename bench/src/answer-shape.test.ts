import { describe, expect, it } from "vitest";
import { answerFlaws } from "./answer-shape";

const question = "Comment installer le paquet ?";

describe("answerFlaws", () => {
  it("finds nothing wrong in whole sentences, a list and a code block announced", () => {
    const answer = [
      "**Installer un paquet**",
      "",
      "La commande suivante installe le paquet :",
      "",
      "```",
      "# apt-get install paquet",
      "```",
      "",
      "Les options utiles sont :",
      "",
      "- -y répond oui à tout ;",
      "- -s simule l'installation.",
    ].join("\n");
    expect(answerFlaws(answer, question)).toEqual([]);
  });

  it("reads a definition led by its term in bold from its definition's first word", () => {
    expect(answerFlaws("**installsize** — Trier les paquets selon leur taille.", question)).toEqual(
      [],
    );
    expect(answerFlaws("**installsize** — selon leur taille.", question)).toEqual([
      'starts mid-sentence: "selon leur taille."',
    ]);
    const titlePage =
      "version 1.2.53, Copyright © 1998-2002 Josip Rodin, Copyright © 2005 Osamu Aoki";
    expect(answerFlaws(`**${titlePage}** — Ce document décrit la construction.`, question)).toEqual(
      [`not a term: "${titlePage.slice(0, 60)}…"`],
    );
  });

  it("finds the source's navigation quoted as text", () => {
    expect(answerFlaws("Voir Section 4.2 pour les tarifs.", question)).toEqual([
      'navigation text: "Voir Section 4.2 pour les tarifs."',
    ]);
    expect(answerFlaws("Voyez aussi Annulation.", question)).toEqual([
      'navigation text: "Voyez aussi Annulation."',
    ]);
    expect(
      answerFlaws("Le texte est une expression (voir la section intitulée « Motifs »).", question),
    ).toHaveLength(1);
    expect(answerFlaws("La section des paquets voit passer les mises à jour.", question)).toEqual(
      [],
    );
    expect(answerFlaws("Voyez comme la page se recharge.", question)).toEqual([]);
    expect(
      answerFlaws(
        "L'opération est perdue. Voyez la section Annuler pour plus d'information.",
        question,
      ),
    ).toHaveLength(1);
    expect(answerFlaws("Consultez la page de manuel de fstab(5).", question)).toEqual([]);
  });

  it("reads a sentence opening with what it quotes as whole, whatever its case", () => {
    expect(answerFlaws("« /etc/resolv.conf » est un fichier statique.", question)).toEqual([]);
    expect(answerFlaws("et le fichier est statique.", question)).toEqual([
      'starts mid-sentence: "et le fichier est statique."',
    ]);
  });

  it("reads the lines of a code block as code, not as sentences", () => {
    const answer = "Ajoutez ces lignes :\n\n```\nexport LANG=fr_FR.UTF-8\n\nexport LC_ALL=C\n```";
    expect(answerFlaws(answer, question)).toEqual([]);
  });

  it("finds an answer that ends on what it announces", () => {
    expect(answerFlaws("La ligne qu'il convient d'ajouter est la suivante :", question)).toEqual([
      `announces what is missing: "La ligne qu'il convient d'ajouter est la suivante :"`,
    ]);
    expect(answerFlaws("C'est le comportement par défaut.\n\nExemple 8.2.", question)).toContain(
      `announces what is missing: "Exemple 8.2."`,
    );
    expect(
      answerFlaws("**Exemple 3.1. Installer un paquet**", question).some((flaw) =>
        flaw.startsWith("announces what is missing"),
      ),
    ).toBe(true);
    expect(
      answerFlaws("Le paquet est installé. Example 8.2", question).some((flaw) =>
        flaw.startsWith("announces what is missing"),
      ),
    ).toBe(true);
  });

  it("finds an announcement followed by another one instead of its block", () => {
    const answer =
      "Pour la commande dpkg-buildpackage :\n\nPour la commande debuild :\n\n- debuild -sa";
    expect(answerFlaws(answer, question)).toEqual([
      `announces what is missing: "Pour la commande dpkg-buildpackage :"`,
    ]);
  });

  it("lets a caption head what a sentence announces, and a paragraph go on before announcing", () => {
    const answer = [
      "Les niveaux par défaut sont :",
      "",
      "**Tableau 2.2. Niveaux de coût**",
      "",
      "- 10 000 — actions sûres",
      "",
      "Les fichiers sont lus comme suit :",
      "",
      "Le bureau définit deux variables. Par exemple, sous GNOME :",
      "",
      "- XDG_DATA_HOME n'est pas défini.",
      "",
      "**Exemple 2.1. Coûts**",
      "",
      "Le coût par défaut est le suivant :",
      "",
      "```",
      "safety, priority",
      "```",
    ].join("\n");
    expect(answerFlaws(answer, question)).toEqual([]);
  });

  it("does not take a sentence naming a table for a caption", () => {
    const answer =
      "Le Tableau 2.3 donne la liste des termes.\n\nTableau 2.3 donne la liste des termes.";
    expect(answerFlaws(answer, question)).toEqual([]);
  });
});
