import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  CHUNKER_VERSION,
  chunkSources,
  hashContent,
  sourcesHash,
  type TextSource,
} from "./chunker";

const sentence = (index: number) =>
  `La phrase numéro ${index} décrit un point du règlement de l'école avec quelques détails utiles.`;

describe("chunkSources", () => {
  it("packs short paragraphs of a section together and keeps heading path and url", () => {
    const chunks = chunkSources([
      {
        url: "https://ecole.example/cantine",
        title: "Cantine",
        blocks: [
          { headingPath: ["Cantine", "Menus"], text: "Les menus sont affichés le lundi." },
          { headingPath: ["Cantine", "Menus"], text: "- Repas bio le mardi" },
          { headingPath: ["Cantine", "Tarifs"], text: "Le repas coûte 3,20 €." },
        ],
      },
    ]);
    expect(chunks.map(({ contentHash, ...chunk }) => chunk)).toEqual([
      {
        url: "https://ecole.example/cantine",
        title: "Cantine",
        headingPath: "Cantine > Menus",
        content: "Les menus sont affichés le lundi.\n- Repas bio le mardi",
        position: 0,
      },
      {
        url: "https://ecole.example/cantine",
        title: "Cantine",
        headingPath: "Cantine > Tarifs",
        content: "Le repas coûte 3,20 €.",
        position: 1,
      },
    ]);
  });

  it("cuts long text between sentences near the target size, with overlapping sentences", () => {
    const sentences = Array.from({ length: 40 }, (_, index) => sentence(index + 1));
    const chunks = chunkSources([
      { url: "u", title: "t", blocks: [{ headingPath: [], text: sentences.join(" ") }] },
    ]);
    expect(chunks.length).toBeGreaterThan(3);
    for (const [index, chunk] of chunks.entries()) {
      expect(chunk.content.length).toBeLessThanOrEqual(800 + 150);
      // Every chunk holds whole sentences only.
      expect(chunk.content).toMatch(/^La phrase numéro \d+ .*utiles\.$/s);
      const next = chunks[index + 1];
      if (next) {
        const lastSentence = chunk.content.slice(chunk.content.lastIndexOf("La phrase"));
        expect(next.content.startsWith(lastSentence)).toBe(true);
        expect(lastSentence.length).toBeLessThanOrEqual(150);
      }
    }
    const covered = new Set(chunks.flatMap((chunk) => chunk.content.match(/numéro \d+ /g) ?? []));
    expect(covered.size).toBe(40);
  });

  it("never cuts a word, even in a sentence longer than a chunk", () => {
    const words = Array.from({ length: 400 }, (_, index) => `mot${index}`);
    const chunks = chunkSources(
      [{ url: "u", title: "t", blocks: [{ headingPath: [], text: words.join(" ") }] }],
      { targetSize: 300, overlap: 50 },
    );
    const all = new Set(chunks.flatMap((chunk) => chunk.content.split(" ")));
    for (const word of all) expect(word).toMatch(/^mot\d+$/);
    expect(all.size).toBe(400);
    for (const chunk of chunks) expect(chunk.content.length).toBeLessThanOrEqual(350);
  });

  it("cuts a run of characters without a space longer than a chunk", () => {
    const run = "x".repeat(5000);
    const chunks = chunkSources([
      { url: "", title: "", blocks: [{ headingPath: [], text: `Début ${run} fin.` }] },
    ]);
    // At most a chunk's size and the overlap it repeats from the chunk before.
    expect(Math.max(...chunks.map((chunk) => chunk.content.length))).toBeLessThanOrEqual(950);
    expect(chunks.map((chunk) => chunk.content).join("")).toContain("x".repeat(800));
  });

  it("indexes repeated text once, whatever its case and spacing", () => {
    const chunks = chunkSources([
      { url: "a", title: "A", blocks: [{ headingPath: [], text: "Contactez la mairie." }] },
      { url: "b", title: "B", blocks: [{ headingPath: [], text: "contactez  la MAIRIE." }] },
    ]);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.contentHash).toBe(hashContent("CONTACTEZ la mairie."));
    expect(chunks[0]?.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("spells ligatures as the letters they stand for, in titles, headings and text", () => {
    const chunks = chunkSources([
      {
        url: "https://ecole.example/affichage",
        title: "Aﬃchage",
        blocks: [
          { headingPath: ["Eﬀets"], text: "Pour proﬁter du ﬁltre, ﬂoutez l'oﬃce et le souﬄe ﬅ ﬆ." },
        ],
      },
    ]);
    expect(chunks).toMatchObject([
      {
        url: "https://ecole.example/affichage",
        title: "Affichage",
        headingPath: "Effets",
        content: "Pour profiter du filtre, floutez l'office et le souffle st st.",
      },
    ]);
  });

  it("leaves out a document's table of contents and lists of tables", () => {
    const chunks = chunkSources([
      {
        url: "",
        title: "Guide",
        blocks: [
          { headingPath: ["Table des matières"], text: "1 Installer 2 Configurer 3 Dépanner" },
          { headingPath: ["Liste des tableaux"], text: "1.1 Commandes de base" },
          { headingPath: ["Installer"], text: "Lancez l'installateur depuis le disque." },
        ],
      },
    ]);
    expect(chunks.map((chunk) => chunk.content)).toEqual([
      "Lancez l'installateur depuis le disque.",
    ]);
  });

  it("keeps an announcement with the command it announces, in the next chunk if need be", () => {
    const intro = Array.from({ length: 8 }, (_, index) => sentence(index + 1)).join(" ");
    const chunks = chunkSources([
      {
        url: "u",
        title: "Plume",
        blocks: [
          { headingPath: ["Installer"], text: intro },
          { headingPath: ["Installer"], text: "La commande suivante installe le paquet :" },
          {
            headingPath: ["Installer"],
            text: "```\n$ sudo apt update\n$ sudo apt install plume\n$ plume --version\nplume 1.2\n```",
          },
        ],
      },
    ]);
    expect(chunks).toHaveLength(2);
    expect(chunks[0]?.content).not.toContain("installe le paquet");
    expect(chunks[1]?.content).toMatch(
      /La commande suivante installe le paquet :\n```\n\$ sudo apt update\n\$ sudo apt install plume\n[^`]+```$/,
    );
  });

  it("keeps an announced list with what announces it, whole, in the next chunk", () => {
    const intro = Array.from({ length: 8 }, (_, index) => sentence(index + 1)).join(" ");
    const items = [
      "- le texte brut, en UTF-8 ou en Latin-1, avec les fins de ligne de tous les systèmes ;",
      "- le Markdown, avec ses tableaux ;",
      "- le HTML, pour publier sur le Web.",
    ];
    const chunks = chunkSources([
      {
        url: "u",
        title: "Plume",
        blocks: [
          { headingPath: ["Formats"], text: intro },
          { headingPath: ["Formats"], text: "Plume ouvre les formats suivants :" },
          ...items.map((text) => ({ headingPath: ["Formats"], text })),
        ],
      },
    ]);
    expect(chunks).toHaveLength(2);
    expect(chunks[0]?.content).toMatch(/utiles\.$/);
    // The next chunk repeats the last sentence that fits in the overlap, then the list.
    expect(chunks[1]?.content).toBe(
      [sentence(8), "Plume ouvre les formats suivants :", ...items].join("\n"),
    );
  });

  it("leads each chunk of a long table's rows with the table's header row, never ends on it", () => {
    const intro = Array.from({ length: 7 }, (_, index) => sentence(index + 1)).join(" ");
    const rows = Array.from(
      { length: 12 },
      (_, index) => `Commande${index} │ C-${index} │ ${sentence(index + 20)}`,
    );
    const chunks = chunkSources([
      {
        url: "u",
        title: "Raccourcis",
        blocks: [
          { headingPath: ["Touches"], text: intro },
          { headingPath: ["Touches"], text: "Les commandes suivantes ont une touche :" },
          { headingPath: ["Touches"], text: "Commande ‖ Touche ‖ Description" },
          ...rows.map((text) => ({ headingPath: ["Touches"], text })),
          { headingPath: ["Touches"], text: "Toute touche peut être changée." },
        ],
      },
    ]);
    // The header row and what announces the table open the chunk of its first rows.
    expect(chunks[0]?.content).toMatch(/utiles\.$/);
    expect(chunks[1]?.content).toMatch(
      /^La phrase numéro 7 .*\nLes commandes suivantes ont une touche :\nCommande ‖ Touche ‖ Description\nCommande0 │ /,
    );
    for (const chunk of chunks.slice(2)) {
      expect(chunk.content).toMatch(/^Commande ‖ Touche ‖ Description\nCommande\d+ │ /);
    }
    const quoted = chunks.flatMap((chunk) => chunk.content.match(/^Commande\d+ /gm) ?? []);
    expect(new Set(quoted)).toEqual(new Set(rows.map((row) => row.split("│")[0])));
    expect(chunks.at(-1)?.content).toMatch(/Toute touche peut être changée\.$/);
  });

  it("cuts a code block longer than a chunk between its lines, each part a code block", () => {
    const lines = Array.from({ length: 60 }, (_, index) => `  echo "ligne ${index + 1}"`);
    const chunks = chunkSources(
      [
        {
          url: "u",
          title: "t",
          blocks: [{ headingPath: [], text: `\`\`\`\n${lines.join("\n")}\n\`\`\`` }],
        },
      ],
      { targetSize: 300, overlap: 50 },
    );
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      // The fences mark the text up: the chunk's size counts the code alone.
      expect(chunk.content.length).toBeLessThanOrEqual(300 + "```\n\n```".length);
      expect(chunk.content).toMatch(/^```\n( {2}echo "ligne \d+"\n)+```$/);
    }
    const quoted = chunks.flatMap((chunk) => chunk.content.match(/ligne \d+/g) ?? []);
    expect(quoted).toEqual(lines.map((_, index) => `ligne ${index + 1}`));
  });
});

/**
 * Sources that take every path of the cut: sections, long paragraphs, lists, code, tables,
 * repeats.
 */
const REFERENCE: TextSource[] = [
  {
    url: "https://ecole.example/inscriptions",
    title: "Inscriptions",
    blocks: [
      { headingPath: ["Sommaire"], text: "Inscriptions, cantine, transports" },
      { headingPath: ["Inscriptions"], text: "Les inscriptions ouvrent en mars." },
      ...Array.from({ length: 14 }, (_, index) => ({
        headingPath: ["Inscriptions", "Pièces"],
        text: sentence(index + 1),
      })),
      { headingPath: ["Inscriptions", "Pièces"], text: "Apportez les pièces suivantes :" },
      { headingPath: ["Inscriptions", "Pièces"], text: "- un justificatif de domicile ;" },
      { headingPath: ["Inscriptions", "Pièces"], text: "- un certiﬁcat de scolarité ;" },
      { headingPath: ["Inscriptions", "Pièces"], text: "- le livret de famille." },
      { headingPath: ["Portail"], text: "Exemple 3.1. Se connecter au portail" },
      { headingPath: ["Portail"], text: "Connectez-vous ainsi :" },
      {
        headingPath: ["Portail"],
        text: [
          "```",
          ...Array.from({ length: 40 }, (_, line) => `ssh eleve${line}@ecole.example`),
          "```",
        ].join("\n"),
      },
      { headingPath: ["Portail"], text: `${"abcdefghij".repeat(120)} ${sentence(99).repeat(12)}` },
      { headingPath: ["Tarifs"], text: "Quotient ‖ Prix du repas ‖ Prix de la garderie" },
      ...Array.from({ length: 30 }, (_, index) => ({
        headingPath: ["Tarifs"],
        text: `Quotient ${index + 1} │ ${index + 1},20 € │ ${index + 2},10 €`,
      })),
    ],
  },
  {
    url: "https://ecole.example/cantine",
    title: "Cantine",
    blocks: [{ headingPath: ["Inscriptions"], text: "LES INSCRIPTIONS  ouvrent en mars." }],
  },
];

describe("the version of the cut", () => {
  it("cuts the reference sources as this version does: a change to the cut needs a new version", () => {
    const cut = createHash("sha256")
      .update(JSON.stringify(chunkSources(REFERENCE)))
      .digest("hex");
    // When the chunks change, CHUNKER_VERSION goes up with this hash: chunks cut by the earlier
    // version are then cut again at the next ingestion of their knowledge base.
    expect({ version: CHUNKER_VERSION, cut }).toEqual({
      version: 4,
      cut: "09e11dfb1a648f84895a6ed30d5cef35f934b9d7b623ab41943acbb81500d7a5",
    });
  });

  it("hashes what the chunks depend on: the sources, their order and the options", async () => {
    const [first, second] = REFERENCE as [TextSource, TextSource];
    const hash = await sourcesHash([first, second]);
    expect(await sourcesHash([structuredClone(first), structuredClone(second)])).toBe(hash);
    expect(await sourcesHash([first, second], { targetSize: 800, overlap: 150 })).toBe(hash);
    expect(await sourcesHash([second, first])).not.toBe(hash);
    expect(await sourcesHash([first, { ...second, title: "Restauration" }])).not.toBe(hash);
    expect(await sourcesHash([first, second], { targetSize: 500 })).not.toBe(hash);
  });
});
