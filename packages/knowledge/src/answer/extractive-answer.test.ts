import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RetrievedChunk } from "../retrieve/retrieve";
import type { TestDb } from "../testing/engine-db";
import { openEngineTestDb } from "../testing/engine-db";
import { extractiveAnswer, scoreSentences, scoreSentencesInDatabase } from "./extractive-answer";
import { FIXED_REPLIES } from "./replies";

let db: TestDb;

beforeAll(async () => {
  db = await openEngineTestDb();
});

afterAll(async () => {
  await db.close();
});

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
    const expected = await scoreSentencesInDatabase(db, terms, sentences);
    // Twice: once reading the texts, once from what was read.
    expect(await scoreSentences(db, terms, sentences)).toEqual(expected);
    expect(await scoreSentences(db, terms, sentences)).toEqual(expected);
  });

  it("scores nothing without terms", async () => {
    expect(await scoreSentences(db, [], sentences)).toEqual(sentences.map(() => 0));
  });
});

function passage(content: string, headingPath = "Guide > Inscription"): RetrievedChunk {
  return {
    id: 1,
    knowledgeBaseId: 1,
    url: "https://docs.example/guide",
    title: "Guide",
    headingPath,
    content,
    score: 1,
    coverage: 1,
  };
}

describe("extractiveAnswer", () => {
  it("quotes, of the best page's passages, the one whose sentence holds the most of the question", async () => {
    const overview = {
      ...passage(
        "Le marché se tient sur la place. Le marché accueille des producteurs de la région.",
        "Guide > Le marché",
      ),
      id: 1,
    };
    const hours = {
      ...passage("Le marché ouvre le samedi de 8 h à 13 h, sur la place.", "Guide > Horaires"),
      id: 2,
    };
    const elsewhere = {
      ...passage("Le marché de Noël ouvre le samedi sur le parvis.", "Fêtes"),
      id: 3,
      url: "https://docs.example/fetes",
    };
    const { answer, links } = await extractiveAnswer(
      db,
      ["marché", "ouvre", "samedi"],
      [overview, elsewhere, hours],
    );
    expect(answer).toContain("Le marché ouvre le samedi de 8 h à 13 h");
    expect(links.map((link) => link.url)).toEqual([
      "https://docs.example/guide",
      "https://docs.example/fetes",
    ]);
  });

  it("quotes the passage saying what is asked of the page's subject, not the one naming it most", async () => {
    const page = (id: number, content: string, headingPath: string) => ({
      ...passage(content, headingPath),
      id,
      title: "Baguette magique",
    });
    const naming = page(
      1,
      "Pour élargir la zone pendant l'utilisation de la Baguette magique, faites glisser la souris.",
      "Baguette magique",
    );
    const answering = page(
      2,
      "Vous pouvez contrôler le seuil de similarité par un cliquer-glisser vers la droite.",
      "Baguette magique > Manipulation",
    );
    const { answer, links } = await extractiveAnswer(
      db,
      ["contrôler", "seuil", "similarité", "baguette", "magique", "pendant"],
      [naming, answering],
    );
    // Each holds three of the question's words; two of the first's name the page's subject.
    expect(answer).toContain("Vous pouvez contrôler le seuil de similarité");
    expect(answer).not.toContain("Pour élargir la zone");
    expect(links[0]?.chunk).toBe(answering.content);
  });

  it("quotes a table's row under its header row, without the rows the question is not about", async () => {
    const content = [
      "Les commandes suivantes peuvent être liées à une touche :",
      "Commande ‖ Touche ‖ Description",
      "Changelog │ C │ Afficher le journal des modifications du paquet.",
      "Quit │ q │ Fermer la vue actuelle.",
      "QuitProgram │ Q │ Quitter le programme.",
      "Refresh │ C-l │ Redessiner la totalité de l'écran.",
      "ScrollDown │ C-e │ Faire défiler l'écran d'une ligne vers le bas.",
      "Search │ / │ Chercher un paquet.",
    ].join("\n");
    const chunks = [passage(content, "Raccourcis > Touches")];
    const refresh = await extractiveAnswer(
      db,
      ["touche", "redessiner", "totalité", "écran"],
      chunks,
    );
    expect(refresh.answer).toBe(
      [
        "Les commandes suivantes peuvent être liées à une touche :",
        "",
        "- **Commande — Touche — Description**",
        "- Refresh — C-l — Redessiner la totalité de l'écran.",
      ].join("\n"),
    );
    // Several rows hold the question's words: each is quoted, in the table's order.
    const quit = await extractiveAnswer(db, ["quitter", "fermer", "programme"], chunks);
    expect(quit.answer).toContain(
      [
        "- **Commande — Touche — Description**",
        "- Quit — q — Fermer la vue actuelle.",
        "- QuitProgram — Q — Quitter le programme.",
      ].join("\n"),
    );
    expect(quit.answer).not.toMatch(/Changelog|Refresh|Search/);
  });

  it("quotes a sentence that writes a pipe as it is, not as a table's row", async () => {
    const content =
      "Si la dépendance est « Depends: exim | mail-transport-agent », aptitude installe d'abord exim. La commande « ps aux | grep exim » le montre.";
    const { answer } = await extractiveAnswer(
      db,
      ["dépendance", "exim", "installe"],
      [passage(content, "Guide > Dépendances")],
    );
    // Its pipes escaped in Markdown, the visitor reads them as written.
    expect(answer).toBe(content.replaceAll("|", "\\|"));
  });

  it("quotes a row of a passage that holds no header row, and a header row asked for, as rows", async () => {
    const rows = [
      "gzip │ V:882, I:999 │ 252 │ .gz │ Utilitaire de compression GNU.",
      "zip │ V:47, I:398 │ 623 │ .zip │ InfoZIP : outil d'archivage et de compression.",
      "zstd │ V:201, I:539 │ 2158 │ .zst │ Zstandard : compression rapide sans perte.",
    ];
    const headless = await extractiveAnswer(
      db,
      ["infozip", "archivage"],
      [passage(rows.join("\n"), "Archives")],
    );
    expect(headless.answer).toBe(
      "- zip — V:47, I:398 — 623 — .zip — InfoZIP : outil d'archivage et de compression.",
    );
    const content = ["Paquet ‖ Popularité ‖ Taille ‖ Extension ‖ Description", ...rows].join("\n");
    // The question is about a column: the table is quoted from its header row.
    const column = await extractiveAnswer(
      db,
      ["popularité", "taille"],
      [passage(content, "Archives")],
    );
    expect(column.answer).toMatch(
      /^- \*\*Paquet — Popularité — Taille — Extension — Description\*\*\n- gzip — /,
    );
  });

  it("quotes from its start the section whose heading asks the question", async () => {
    const content = [
      "Le bureau de l'urbanisme reçoit deux sortes de dossiers.",
      "La première, le permis de construire, concerne les maisons neuves.",
      "La seconde, la demande de permis d'aménager, concerne les lotissements.",
      "Une clôture ou un abri de jardin demandent une déclaration préalable.",
    ].join("\n");
    const chunks = [passage(content, "Urbanisme > Demandes de permis")];
    // Its second sentence holds the most of the question, its opening says what was asked.
    const asked = await extractiveAnswer(db, ["quelles", "demandes", "permis"], chunks);
    expect(asked.answer).toMatch(/^Le bureau de l'urbanisme reçoit deux sortes de dossiers\./);
    // Under a heading that asks something else, the best sentence leads the answer.
    const elsewhere = await extractiveAnswer(db, ["clôture", "abri", "jardin"], chunks);
    expect(elsewhere.answer).toBe(
      "**Guide — Demandes de permis**\n\nUne clôture ou un abri de jardin demandent une déclaration préalable.",
    );
    // Under a page's long title, its heading alone is worded as the question.
    const manual = {
      ...passage(content, "Manuel du service de l'urbanisme de Valbrune 2025 > Demandes de permis"),
      title: "Manuel du service de l'urbanisme de Valbrune 2025",
    };
    const titled = await extractiveAnswer(db, ["quelles", "demandes", "permis"], [manual]);
    expect(titled.answer).toMatch(/^Le bureau de l'urbanisme reçoit deux sortes de dossiers\./);
  });

  it("quotes a paragraph its author left without a full stop, but not a line of names", async () => {
    const { answer } = await extractiveAnswer(
      db,
      ["traduction", "algorithmes"],
      [
        passage(
          [
            "Il y a deux algorithmes de traduction dans le logiciel",
            "Le premier traduit mot à mot. Le second traduit phrase par phrase.",
            "Traduction française",
            "Martin Dupont, Jeanne Durand, Paul Martin",
            "Les traducteurs relisent chaque version.",
          ].join("\n"),
          "Guide > Traductions",
        ),
      ],
    );
    expect(answer).toContain(
      "Il y a deux algorithmes de traduction dans le logiciel.\n\nLe premier traduit mot à mot.",
    );
    expect(answer).not.toContain("Martin Dupont");
    expect(answer).not.toContain("Traduction française");
  });

  it("leads a definition with the term it defines, but not with an image's caption or a quotation's author", async () => {
    const { answer } = await extractiveAnswer(
      db,
      ["trier", "taille"],
      [
        passage(
          [
            "installsize",
            "Trier les paquets selon la taille nécessaire à leur installation.",
            "name",
            "Trier les paquets selon leur nom.",
            "Figure 2.1. La liste triée",
            "Liste d'origine",
            "Les paquets sont triés par défaut selon leur nom.",
            "Personne ne se rappelle du chanteur. La chanson reste.",
            "-- Terry Pratchett",
            "Cette liste est complétée à chaque version.",
          ].join("\n"),
          "Guide > Trier les paquets",
        ),
      ],
    );
    expect(answer).toBe(
      [
        "**installsize** — Trier les paquets selon la taille nécessaire à leur installation.",
        "**name** — Trier les paquets selon leur nom.",
        "Les paquets sont triés par défaut selon leur nom.",
        "Personne ne se rappelle du chanteur. La chanson reste.",
        "Cette liste est complétée à chaque version.",
      ].join("\n\n"),
    );
    expect(answer).not.toContain("Pratchett");
  });

  it("reads its last paragraph to its end when little of it is left, but not a long one", async () => {
    const sentence = (at: number) =>
      `La phrase numéro ${at} de ce paragraphe dit encore quelque chose de la piscine municipale et de ses bassins.`;
    const paragraph = (count: number) =>
      Array.from({ length: count }, (_, at) => sentence(at + 1)).join(" ");
    const ask = async (count: number) =>
      (
        await extractiveAnswer(
          db,
          ["piscine", "vestiaires"],
          [passage(`Les vestiaires de la piscine sont collectifs. ${paragraph(count)}`, "Guide")],
        )
      ).answer;
    // About 700 characters: read to its last sentence.
    expect(await ask(6)).toMatch(new RegExp(`${sentence(6)}$`));
    // About 1,100: it stops at the length an answer is read at a glance.
    const long = await ask(10);
    expect(long).not.toContain(sentence(7));
    expect(long.length).toBeLessThanOrEqual(600);
  });

  it("leads an answer with its section's name without a title left in another language", async () => {
    const chunk = {
      ...passage(
        "Le mot de passe se change avec la commande passwd, qui demande l'ancien.",
        "Authentication and access controls > Authentification normale",
      ),
      title: "Authentication and access controls",
    };
    const { answer } = await extractiveAnswer(db, ["changer", "mot", "passe"], [chunk]);
    expect(answer).toMatch(/^\*\*Authentification normale\*\*\n\n/);
    const english = {
      ...chunk,
      headingPath: "Authentication and access controls > The shadow file",
    };
    const { answer: unnamed } = await extractiveAnswer(db, ["changer", "mot", "passe"], [english]);
    expect(unnamed).toBe(
      "Le mot de passe se change avec la commande passwd, qui demande l'ancien.",
    );
  });

  it("quotes a sentence that opens with what it quotes, a path in lower case", async () => {
    const { answer } = await extractiveAnswer(
      db,
      ["resolv", "conf", "statique"],
      [
        passage(
          "« /etc/resolv.conf » est un fichier statique si resolvconf n'est pas installé. S'il l'est, c'est un lien.",
          "Guide > Résolution des noms",
        ),
      ],
    );
    expect(answer).toContain("« /etc/resolv.conf » est un fichier statique");
  });

  it("quotes a list's item after the lead-in of the list and the items before it", async () => {
    const { answer } = await extractiveAnswer(
      db,
      ["fichier", "configuration", "utilisateur"],
      [
        passage(
          [
            "La configuration est lue, dans l'ordre, depuis les sources suivantes :",
            "- les options de la ligne de commande ;",
            "- le fichier de configuration de l'utilisateur, ~/.config/outil ;",
            "- le fichier du système, /etc/outil.conf.",
          ].join("\n"),
          "Guide > Configuration",
        ),
      ],
    );
    expect(answer).toMatch(
      /^La configuration est lue, dans l'ordre, depuis les sources suivantes :\n\n- les options/,
    );
    expect(answer).toContain("- le fichier du système, /etc/outil.conf.");
  });

  it("quotes an answer of a list of questions after its question, and stops before the next one", async () => {
    const { answer } = await extractiveAnswer(
      db,
      ["trouver", "paquet", "nom", "exact"],
      [
        passage(
          [
            "Comment désactiver la souris ?",
            "La souris se désactive dans les préférences de l'outil.",
            "Comment trouver un paquet par son nom ?",
            "Le motif ^nom$ trouve le paquet de ce nom exact, et lui seul.",
            "Comment trouver les paquets cassés ?",
            "La commande Rechercher les cassés les trouve tous.",
          ].join("\n"),
          "Guide > Questions fréquentes",
        ),
      ],
    );
    expect(answer).toBe(
      "**Guide — Questions fréquentes**\n\nComment trouver un paquet par son nom ?\n\nLe motif ^nom$ trouve le paquet de ce nom exact, et lui seul.",
    );
  });

  it("reads a definition that goes on from its term in lower case, after what announces the list", async () => {
    const { answer } = await extractiveAnswer(
      db,
      ["options", "classe", "marges"],
      [
        passage(
          [
            "Les options de classe modifient la mise en pages du document.",
            "Voici les options utilisées ici :",
            "a4paper,",
            "permet de régler les marges pour une impression sur du papier au format A4 ;",
            "twoside",
            "qui règle les marges pour une impression en recto-verso ;",
            "apt",
            "est la base commune des programmes de gestion de paquets.",
          ].join("\n"),
          "Guide > Options de classe",
        ),
      ],
    );
    expect(answer).toBe(
      [
        "Les options de classe modifient la mise en pages du document.",
        "Voici les options utilisées ici :",
        "**a4paper** — Permet de régler les marges pour une impression sur du papier au format A4.",
        "**twoside** — Qui règle les marges pour une impression en recto-verso.",
        "**apt** — Est la base commune des programmes de gestion de paquets.",
      ].join("\n\n"),
    );
    // A short line alone before one in lower case is a sentence cut in two, not a term.
    const cut = await extractiveAnswer(
      db,
      ["marges", "préambule"],
      [passage("Les marges du\ndocument se règlent dans le préambule.", "Guide > Marges")],
    );
    expect(cut.answer).not.toContain("**Les marges du**");
    expect(cut.answer).not.toContain("Document se règlent");
  });

  it("takes neither a short line alone, a run of them, a label with its value nor a footnote for a term", async () => {
    const { answer } = await extractiveAnswer(
      db,
      ["traducteurs", "relisent"],
      [
        passage(
          [
            "Traduction française",
            "Martin Dupont, Jeanne Durand",
            "Les traducteurs relisent chaque version.",
            "Publié le 22 septembre",
            "Les traducteurs relisent aussi les pages d'aide.",
            "Valeur par défaut : false",
            "Ils relisent les traductions des autres.",
            "Jean Dupont",
            "[1] Les traducteurs sont bénévoles.",
          ].join("\n"),
          "Guide > Traductions",
        ),
      ],
    );
    expect(answer).toBe(
      [
        "Les traducteurs relisent chaque version.",
        "Les traducteurs relisent aussi les pages d'aide.",
        "Ils relisent les traductions des autres.",
      ].join("\n\n"),
    );
  });

  it("stops before the page's footnotes, and quotes one alone when it answers", async () => {
    const notes = [
      "[1] Bien sûr, tout logiciel libre s'utilise à vos propres risques.",
      "[2] La liste de diffusion est archivée chaque mois.",
    ];
    const section = passage(
      [
        "Le dépôt de développement est modifié chaque jour, sans garantie qu'il se compile.[1]",
        "Les rapports de bogues y sont les bienvenus.[2] Ils sont lus chaque semaine.",
        "Pour en envoyer un, tapez la commande suivante :",
        ...notes,
      ].join("\n"),
      "Guide > Développement",
    );
    const { answer } = await extractiveAnswer(db, ["dépôt", "développement"], [section]);
    // Without their calls, sentences end as sentences; a footnote is not what is announced.
    expect(answer).toMatch(
      /sans garantie qu'il se compile\.\n\nLes rapports de bogues y sont les bienvenus\. Ils sont lus chaque semaine\.$/,
    );
    const { answer: note } = await extractiveAnswer(
      db,
      ["liste", "diffusion", "archivée"],
      [section],
    );
    expect(note).toContain("La liste de diffusion est archivée chaque mois.");
    expect(note).not.toContain("\\[2\\]");
    expect(note).not.toContain("Bien sûr");
  });

  it("ends on a whole sentence, even when the passage does not", async () => {
    const { answer } = await extractiveAnswer(
      db,
      ["inscription", "dossier"],
      [
        passage(
          "L'inscription se fait avec le dossier rempli. Le dossier est à rendre avant le 1er " +
            "juin. Les pièces manquantes retardent",
        ),
      ],
    );
    expect(answer).toBe(
      "L'inscription se fait avec le dossier rempli. Le dossier est à rendre avant le 1er juin.",
    );
  });

  it("keeps a list as a Markdown list with its lead-in, and leaves out cross references", async () => {
    const { answer } = await extractiveAnswer(
      db,
      ["pièces", "dossier"],
      [
        passage(
          [
            "Le dossier comprend les pièces suivantes :",
            "- une pièce d'identité ;",
            "- un justificatif de domicile.",
            "Voir Section 4.2 pour les tarifs.",
          ].join("\n"),
          "Guide > Dossier",
        ),
      ],
    );
    expect(answer).toBe(
      "Le dossier comprend les pièces suivantes :\n\n- une pièce d'identité ;\n- un justificatif de domicile.",
    );
  });

  it("quotes the paragraph of its best sentence from its start, or from the sentence before when it is long", async () => {
    const gamut = [
      "Dans la reproduction des couleurs, le gamut est l'ensemble des couleurs qu'un système peut reproduire.",
      "Ce terme désigne aussi l'ensemble des couleurs d'une image.",
      "Les gamuts d'un écran et d'une imprimante diffèrent souvent, et l'impression perd alors des nuances.",
    ].join(" ");
    const short = await extractiveAnswer(
      db,
      ["imprimante", "impression", "nuances"],
      [passage(gamut, "Glossaire > Gamut")],
    );
    expect(short.answer).toBe(gamut);

    const opening = `${"Le gamut se mesure de bien des façons, selon l'appareil et la lumière. ".repeat(8)}`;
    const long = await extractiveAnswer(
      db,
      ["imprimante", "impression", "nuances"],
      [passage(`${opening}${gamut}`, "Glossaire > Gamut")],
    );
    // Too long to quote from its start: the sentence before the best one says what "it" is.
    expect(long.answer).toBe(
      "**Guide — Gamut**\n\nCe terme désigne aussi l'ensemble des couleurs d'une image. Les gamuts d'un écran et d'une imprimante diffèrent souvent, et l'impression perd alors des nuances.",
    );
  });

  it("starts with the paragraphs before its best sentence that say about as much of the question, when there is room", async () => {
    const content = [
      "Les fichiers s'affichent dans la liste de la fenêtre principale.",
      "taille",
      "Trier les fichiers selon leur taille.",
      "taillechange",
      "Trier les fichiers selon le changement de leur taille sur le disque après une copie.",
      "nom",
      "Trier les fichiers selon leur nom.",
    ].join("\n");
    const { answer } = await extractiveAnswer(
      db,
      ["trier", "fichiers", "taille", "disque"],
      // A heading that does not ask the question: its section is not quoted from its start.
      [passage(content, "Guide > Options de la liste")],
    );
    // The best sentence is the second definition; the first says most of the question too, the
    // paragraph before them one word of it.
    expect(answer).toBe(
      [
        "**Guide — Options de la liste**",
        "**taille** — Trier les fichiers selon leur taille.",
        "**taillechange** — Trier les fichiers selon le changement de leur taille sur le disque après une copie.",
        "**nom** — Trier les fichiers selon leur nom.",
      ].join("\n\n"),
    );
  });

  it("quotes a line starting with the name its page's title writes in lower case", async () => {
    const manual = {
      ...passage(
        [
          "Cette commande sert surtout aux rapports de bogues.",
          "paquet-archive produit une archive compressée de l'état des paquets.",
        ].join("\n"),
        "Description",
      ),
      title: "paquet-archive",
    };
    const { answer } = await extractiveAnswer(db, ["archive", "compressée", "état"], [manual]);
    expect(answer).toContain(
      "paquet-archive produit une archive compressée de l'état des paquets.",
    );
    // Elsewhere, a line in lower case goes on from text left out.
    const { answer: cut } = await extractiveAnswer(
      db,
      ["archive", "compressée", "état"],
      [{ ...manual, title: "Sauvegardes" }],
    );
    expect(cut).not.toContain("produit une archive");
  });

  it("quotes a sentence without the cross reference it makes in parentheses", async () => {
    const { answer } = await extractiveAnswer(
      db,
      ["sauvegarder", "archives", "cache"],
      [
        passage(
          [
            "Ne sauvegardez pas les archives du cache (voir Section 4.2 et Section 4.3) : elles se téléchargent à nouveau.",
            "Gardez plutôt la liste des paquets installés (consultez le Chapitre 9).",
          ].join("\n"),
          "Guide > Sauvegarde",
        ),
      ],
    );
    expect(answer).toContain(
      "Ne sauvegardez pas les archives du cache : elles se téléchargent à nouveau.\n\nGardez plutôt la liste des paquets installés.",
    );
    expect(answer).not.toMatch(/Section|Chapitre/);
  });

  it("leaves out the sentences that send the reader to another section, not those that name one", async () => {
    const { answer } = await extractiveAnswer(
      db,
      ["brosses", "taille", "pinceau"],
      [
        passage(
          [
            "Le pinceau peint avec les brosses de la boîte à outils (voir la section intitulée « Brosses »).",
            "Ces brosses sont décrites dans la section Brosses.",
            "Voyez aussi Dessin.",
            "Comme signalé dans la section « Options », la taille des brosses se règle dans les options du pinceau.",
            "Consultez le chapitre brosses pour des détails sur la taille des brosses du pinceau.",
            "Consultez le manuel « Brosses » dans le chapitre de la peinture pour plus d'informations.",
            "Consultez la page de manuel de gimp(1) pour la taille des brosses du pinceau.",
          ].join("\n"),
          "Guide > Pinceau",
        ),
      ],
    );
    expect(answer).toBe(
      [
        "Le pinceau peint avec les brosses de la boîte à outils.",
        "Comme signalé dans la section « Options », la taille des brosses se règle dans les options du pinceau.",
        "Consultez la page de manuel de gimp(1) pour la taille des brosses du pinceau.",
      ].join("\n\n"),
    );
  });

  it("keeps a sentence that names a section of a screen to see, or asks to see how", async () => {
    const { answer } = await extractiveAnswer(
      db,
      ["cookies", "confidentialité"],
      [
        passage(
          [
            "Cliquez sur Paramètres pour voir la section Confidentialité, où se règlent les cookies du site.",
            "Voyez comme la page se recharge quand vous acceptez les cookies de mesure.",
          ].join("\n"),
          "Guide > Cookies",
        ),
      ],
    );
    expect(answer).toBe(
      [
        "Cliquez sur Paramètres pour voir la section Confidentialité, où se règlent les cookies du site.",
        "Voyez comme la page se recharge quand vous acceptez les cookies de mesure.",
      ].join("\n\n"),
    );
  });

  it("quotes what a caption announced by a sentence heads, and a long listing's first lines", async () => {
    const settings = Array.from({ length: 120 }, (_, n) => `réglage${n + 1} = valeur ${n + 1}`);
    const { answer } = await extractiveAnswer(
      db,
      ["réglages", "thème"],
      [
        passage(
          [
            "Les réglages du thème se lisent dans le fichier suivant :",
            "Exemple 3.2. Fichier de réglages complet",
            "```",
            ...settings,
            "```",
          ].join("\n"),
          "Guide > Réglages",
        ),
      ],
    );
    const [lead, caption, code] = answer.split("\n\n");
    expect(lead).toBe("Les réglages du thème se lisent dans le fichier suivant :");
    expect(caption).toBe("**Exemple 3.2. Fichier de réglages complet**");
    expect(code).toMatch(/^```\nréglage1 = valeur 1\nréglage2 = valeur 2\n[^`]+\n…\n```$/);
    expect(code?.length).toBeLessThan(1100);
  });

  it("stays short enough to read at a glance, and never cuts a sentence for it", async () => {
    const sentence = (n: number) =>
      `Le point ${n} du règlement de la garderie précise une règle de vie que chaque famille doit connaître avant la rentrée.`;
    const content = Array.from({ length: 12 }, (_, n) => sentence(n + 1)).join(" ");
    const { answer } = await extractiveAnswer(db, ["garderie"], [passage(content, "Garderie")]);
    expect(answer.length).toBeLessThanOrEqual(600);
    expect(answer.length).toBeGreaterThan(300);
    expect(answer.startsWith("Le point 1 ")).toBe(true);
    expect(answer.endsWith("avant la rentrée.")).toBe(true);
  });

  it("links the quoted passage first, a web page once, at most three", async () => {
    const page = (url: string, content: string) => ({ ...passage(content), url });
    const { links } = await extractiveAnswer(
      db,
      ["garderie"],
      [
        page("https://docs.example/a", "La garderie ouvre à 7 h."),
        page("https://docs.example/a", "La garderie ferme à 18 h."),
        page("https://docs.example/b", "La garderie est gratuite."),
        page("https://docs.example/c", "La garderie a un jardin."),
        page("https://docs.example/d", "La garderie a un préau."),
      ],
    );
    expect(links.map((link) => link.url)).toEqual([
      "https://docs.example/a",
      "https://docs.example/b",
      "https://docs.example/c",
    ]);
  });

  it("names the section it quotes by the page's title and the heading, without their numbers", async () => {
    const { answer } = await extractiveAnswer(
      db,
      ["effacer"],
      [
        {
          ...passage("Cochez « Bords durs » pour effacer sans adoucir le bord.", "3.9.3. Options"),
          title: "3.9. Gomme",
        },
      ],
    );
    expect(answer).toBe(
      "**Gomme — Options**\n\nCochez « Bords durs » pour effacer sans adoucir le bord.",
    );
    // A title naming a whole manual gives way to the heading above.
    const manual = "Manuel de l'éditeur d'images Plume, version 12";
    const inManual = await extractiveAnswer(
      db,
      ["effacer"],
      [
        {
          ...passage(
            "Cochez « Bords durs » pour effacer sans adoucir le bord.",
            `${manual} > 3.9. Gomme > 3.9.3. Options`,
          ),
          title: manual,
        },
      ],
    );
    expect(inManual.answer.split("\n\n")[0]).toBe("**Gomme — Options**");
  });

  it("says it found no sentence to quote, and links the passages, when they hold none", async () => {
    const { answer, links } = await extractiveAnswer(
      db,
      ["commandes"],
      [passage("et les autres commandes du paquet")],
    );
    expect(answer).toBe(
      "Je n'ai pas trouvé de phrase qui réponde directement à votre question, mais ces pages en parlent :",
    );
    expect(links).toHaveLength(1);
  });

  it("quotes the paragraphs written in the bot's language of a page translated in part", async () => {
    const content = [
      "Pour utiliser le filtre Ombre portée, ajoutez un canal alpha à l’image.",
      "You can find this filter in the image menu. For example:",
      "```\nFilters → Light and Shadow → Drop Shadow\n```",
      "Le filtre est alors activé dans le menu Filtres.",
    ].join("\n");
    const section = passage(content, "Guide > Ombre portée");
    const { answer } = await extractiveAnswer(db, ["filtre", "ombre"], [section]);
    // The English paragraph's short sentence and the listing it announces go with it.
    expect(answer).toBe(
      "Pour utiliser le filtre Ombre portée, ajoutez un canal alpha à l’image.\n\nLe filtre est alors activé dans le menu Filtres.",
    );
    const english = await extractiveAnswer(db, ["filtre", "ombre"], [section], "en");
    expect(english.answer).toContain("You can find this filter");
  });

  it("quotes the sentence that answers best in whatever language, with those of the bot's", async () => {
    const content = [
      "Les sauvegardes se font chaque nuit.",
      "Do not back up the contents of the pseudo file systems such as /proc and /sys.",
      "Une sauvegarde complète prend une heure.",
      "Restoring is described in the next section, with its commands.",
    ].join("\n");
    const { answer } = await extractiveAnswer(
      db,
      ["pseudo", "contents"],
      [passage(content, "Guide > Sauvegardes")],
    );
    expect(answer).toBe(
      "Do not back up the contents of the pseudo file systems such as /proc and /sys.\n\nUne sauvegarde complète prend une heure.",
    );
  });

  it("quotes what a sentence of the bot's language announces, in whatever language", async () => {
    const content = [
      "Le premier réglage du fichier est le suivant :",
      "- Set the option to true when the server is on the local network.",
      "Les autres réglages sont facultatifs.",
    ].join("\n");
    const { answer } = await extractiveAnswer(
      db,
      ["premier", "réglage"],
      [passage(content, "Guide > Réglages")],
    );
    expect(answer).toContain(
      "Le premier réglage du fichier est le suivant :\n\n- Set the option to true when the server is on the local network.",
    );
  });

  it("quotes the best sentence in another language with what it announces", async () => {
    const content = [
      "Le débogueur aide à trouver les erreurs des programmes.",
      "You can install the gdb debugger with the following command:",
      "```\napt-get install gdb\n```",
      "Il se lance ensuite depuis un terminal.",
    ].join("\n");
    const { answer } = await extractiveAnswer(
      db,
      ["install", "gdb", "debugger"],
      [passage(content, "Guide > Débogueur")],
    );
    expect(answer).toContain(
      "You can install the gdb debugger with the following command:\n\n```\napt-get install gdb\n```",
    );
  });

  it("quotes the one sentence of the bot's language of a page left in another", async () => {
    const content = [
      "Le filtre Ombre portée ajoute une ombre sous la sélection de l'image.",
      "The shadow is drawn with the colour chosen in the toolbox.",
      "Its offset is set in pixels, and so is its blur radius.",
      "The filter works on the whole image when nothing is selected.",
    ].join("\n");
    const { answer } = await extractiveAnswer(
      db,
      ["filtre", "ombre", "portée"],
      [passage(content, "Guide > Ombre portée")],
    );
    expect(answer).toBe("Le filtre Ombre portée ajoute une ombre sous la sélection de l'image.");
  });

  it("quotes a page written in another language than the bot's as it is", async () => {
    const content = [
      "The debugger is installed with the following command:",
      "```\napt-get install gdb\n```",
      "It lets you inspect a program while it runs.",
    ].join("\n");
    const { answer } = await extractiveAnswer(
      db,
      ["gdb"],
      [{ ...passage(content, "Guide > Gdb"), title: "Gdb" }],
    );
    expect(answer).toContain("The debugger is installed with the following command:");
    expect(answer).toContain("It lets you inspect a program while it runs.");
  });

  it("writes what it says itself in the bot's language", async () => {
    const english = FIXED_REPLIES.en;
    const quoted = await extractiveAnswer(
      db,
      ["commandes"],
      [passage("et les autres commandes du paquet")],
      "en",
    );
    expect(quoted.answer).toBe(
      "I could not find a sentence that answers your question directly, but these pages talk about it:",
    );
    expect((await extractiveAnswer(db, ["commandes"], [], "en")).answer).toBe(english.noAnswer);
  });
});
