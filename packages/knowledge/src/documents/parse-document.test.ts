import { describe, expect, it } from "vitest";
import { MAX_PDF_PAGES } from "../constants";
import { buildDocx, nestedHtml } from "../testing/hostile-documents";
import { buildPdf } from "../testing/pdf-fixture";
import { buildZip } from "../testing/zip-fixture";
import { DocumentError } from "./document-error";
import { parseDocument } from "./parse-document";

const utf8 = (text: string) => new TextEncoder().encode(text);

async function failure(bytes: Uint8Array, options?: { maxBytes?: number }) {
  try {
    await parseDocument(bytes, options);
  } catch (error) {
    if (error instanceof DocumentError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected a DocumentError");
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const paragraph = (text: string, style?: string, list = false) =>
  `<w:p><w:pPr>${style ? `<w:pStyle w:val="${style}"/>` : ""}${
    list ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : ""
  }</w:pPr><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

describe("parseDocument: PDF", () => {
  it("reads text, infers headings from type size and paragraphs from spacing", async () => {
    const pdf = buildPdf(
      [
        [
          { size: 20, text: "Règlement intérieur" },
          { size: 15, text: "Horaires", gapBefore: 8 },
          { size: 11, text: "L'école ouvre à 8 h 20 et ferme", gapBefore: 6 },
          { size: 11, text: "à 16 h 30 (le mercredi, à 12 h)." },
          { size: 11, text: "Les retards sont notés.", gapBefore: 14 },
        ],
        [
          { size: 15, text: "Cantine" },
          { size: 11, text: "Les menus sont affichés chaque lundi.", gapBefore: 6 },
        ],
      ],
      { title: "École Jules Ferry" },
    );
    const document = await parseDocument(pdf);
    expect(document.kind).toBe("pdf");
    expect(document.title).toBe("École Jules Ferry");
    expect(document.blocks).toEqual([
      {
        headingPath: ["Règlement intérieur", "Horaires"],
        text: "L'école ouvre à 8 h 20 et ferme à 16 h 30 (le mercredi, à 12 h).",
      },
      { headingPath: ["Règlement intérieur", "Horaires"], text: "Les retards sont notés." },
      {
        headingPath: ["Règlement intérieur", "Cantine"],
        text: "Les menus sont affichés chaque lundi.",
      },
    ]);
  });

  it("reads lines in a fixed-width font as a code block, and marked lines as list items", async () => {
    const pdf = buildPdf([
      [
        { size: 15, text: "Installer Plume" },
        { size: 11, text: "Deux paquets sont utiles :", gapBefore: 6 },
        { size: 11, text: "- plume, l'éditeur ;" },
        { size: 11, text: "- plume-doc, sa documentation." },
        { size: 11, text: "La commande suivante installe le paquet :", gapBefore: 6 },
        { size: 9, text: "$ sudo apt install plume", monospace: true, gapBefore: 4 },
        { size: 9, text: "Configuration de plume (1.2-1)...", monospace: true },
        { size: 9, text: "fait", monospace: true, indent: 10.8 },
        { size: 11, text: "Ensuite :", gapBefore: 6 },
        { size: 11, text: "1. ouvrez le menu des applications ;" },
        { size: 11, text: "cliquez sur Plume.", indent: 12 },
      ],
    ]);
    const { blocks } = await parseDocument(pdf);
    expect(blocks.map((block) => block.text)).toEqual([
      "Deux paquets sont utiles :",
      "- plume, l'éditeur ;",
      "- plume-doc, sa documentation.",
      "La commande suivante installe le paquet :",
      "```\n$ sudo apt install plume\nConfiguration de plume (1.2-1)...\n  fait\n```",
      "Ensuite :",
      "- 1. ouvrez le menu des applications ; cliquez sur Plume.",
    ]);
  });

  it("makes hyphenated words whole and leaves out the running headers and footers", async () => {
    const page = (number: number, body: string[]) => [
      { size: 9, text: "Guide de l'usager" },
      ...body.map((text, at) => ({ size: 11, text, gapBefore: at === 0 ? 20 : 0 })),
      { size: 9, text: `Guide de l'usager ${number} / 3`, gapBefore: 30 },
    ];
    const pdf = buildPdf([
      page(1, ["L'heure système utilise habituelle-", "ment le temps universel."]),
      page(2, ["Un mot composé peut-", "Être coupé là où il porte déjà un trait."]),
      page(3, ["La médiathèque est ouverte le samedi."]),
    ]);
    // A paragraph may go on over the next page: nothing but the page's edges came between them.
    const texts = (await parseDocument(pdf)).blocks.map((block) => block.text);
    expect(texts).toEqual([
      "L'heure système utilise habituellement le temps universel. Un mot composé peut-Être " +
        "coupé là où il porte déjà un trait. La médiathèque est ouverte le samedi.",
    ]);
  });

  it("gives an admonition its own blocks, its label first as an HTML page titles it", async () => {
    const pdf = buildPdf([
      [
        { size: 15, text: "Sauvegardes" },
        { size: 11, text: "Vous serez victime, un jour ou l'autre, de tous les", gapBefore: 6 },
        { size: 11, text: "modes de défaillance possibles." },
      ],
      [
        // A tip at the top of the next page, its label above it: no paragraph goes on into it.
        { size: 11, text: "ASTUCE", bold: true, indent: 9 },
        { size: 11, text: "Mettez en place un système de sauvegardes simple", indent: 9 },
        { size: 11, text: "et faites-en souvent.", indent: 9 },
        // Back at the margin, with no wider gap: out of the tip.
        { size: 11, text: "Trois facteurs définissent une méthode de sauvegarde." },
        { size: 11, text: "Note", gapBefore: 14 },
        { size: 11, text: "Le terme « système mini-Debian » est de l'auteur." },
        { size: 11, text: "Note que ce terme n'est pas officiel.", gapBefore: 14 },
      ],
    ]);
    expect((await parseDocument(pdf)).blocks.map((block) => block.text)).toEqual([
      "Vous serez victime, un jour ou l'autre, de tous les modes de défaillance possibles.",
      "Astuce",
      "Mettez en place un système de sauvegardes simple et faites-en souvent.",
      "Trois facteurs définissent une méthode de sauvegarde.",
      "Note",
      "Le terme « système mini-Debian » est de l'auteur.",
      "Note que ce terme n'est pas officiel.",
    ]);
  });

  it("reads a label set beside its text in a font of its own as the admonition's label", async () => {
    const pdf = buildPdf([
      [
        { size: 11, text: "Le drapeau immuable protège un fichier." },
        {
          size: 11,
          text: "Ne positionnez pas ce drapeau sur",
          boldLead: { text: "Warning:", width: 72 },
          gapBefore: 14,
        },
        { size: 11, text: "un système en marche.", indent: 72 },
        { size: 11, text: "Important ce drapeau se retire avec chattr -i.", gapBefore: 14 },
      ],
    ]);
    expect((await parseDocument(pdf)).blocks.map((block) => block.text)).toEqual([
      "Le drapeau immuable protège un fichier.",
      "Warning",
      "Ne positionnez pas ce drapeau sur un système en marche.",
      // In the font of its text, the word is the sentence's first.
      "Important ce drapeau se retire avec chattr -i.",
    ]);
  });

  it("reads a heading that is an admonition's word as the heading of its section", async () => {
    const pdf = buildPdf([
      [
        { size: 11, text: "Le guide commence ici, avec une phrase de texte courant." },
        { size: 15, text: "Avertissement", gapBefore: 6 },
        { size: 11, text: "Ce guide est fourni sans garantie d'aucune sorte.", gapBefore: 6 },
        { size: 15, text: "Installation", gapBefore: 6 },
        { size: 11, text: "Le paquet s'installe avec la commande apt.", gapBefore: 6 },
      ],
    ]);
    expect((await parseDocument(pdf)).blocks).toEqual([
      { headingPath: [], text: "Le guide commence ici, avec une phrase de texte courant." },
      {
        headingPath: ["Avertissement"],
        text: "Ce guide est fourni sans garantie d'aucune sorte.",
      },
      { headingPath: ["Installation"], text: "Le paquet s'installe avec la commande apt." },
    ]);
  });

  it("refuses a PDF of more pages than it reads", async () => {
    const pages = Array.from({ length: MAX_PDF_PAGES + 1 }, () => [{ size: 11, text: "Page." }]);
    expect(await failure(buildPdf(pages))).toEqual({
      code: "too_large",
      message: "The PDF has more than 3,000 pages.",
    });
  });

  it("reports a damaged PDF as unreadable and a PDF without text as empty", async () => {
    expect(await failure(utf8("%PDF-1.4\nthis is not really a pdf"))).toEqual({
      code: "unreadable",
      message: "The PDF is damaged and cannot be read.",
    });
    expect((await failure(buildPdf([[]]))).code).toBe("empty");
  });
});

describe("parseDocument: DOCX", () => {
  it("reads headings from styles, list items, tables and the declared title", async () => {
    const styles = `<w:styles ${W}>
      <w:style w:type="paragraph" w:styleId="Titre1"><w:name w:val="heading 1"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr></w:style>
      <w:style w:type="paragraph" w:styleId="Sous"><w:name w:val="Sous-partie"/><w:pPr><w:outlineLvl w:val="1"/></w:pPr></w:style>
      <w:style w:type="paragraph" w:styleId="Titre"><w:name w:val="Title"/></w:style>
    </w:styles>`;
    const core = `<cp:coreProperties xmlns:cp="x" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Guide des familles &amp; élèves</dc:title></cp:coreProperties>`;
    const docx = buildDocx(
      [
        paragraph("Guide", "Titre"),
        paragraph("Inscriptions", "Titre1"),
        paragraph("Munissez-vous du livret de famille."),
        `<w:p><w:r><w:t>Texte</w:t></w:r><w:r><w:delText>supprimé</w:delText></w:r><w:r><w:tab/><w:t>conservé</w:t></w:r></w:p>`,
        paragraph("Documents", "Sous"),
        paragraph("Carnet de santé", undefined, true),
        paragraph("Justificatif de domicile", undefined, true),
        paragraph("Tarifs", "Heading2"),
        `<w:tbl><w:tr><w:tc>${paragraph("Quotient")}</w:tc><w:tc>${paragraph("Prix")}</w:tc></w:tr>
         <w:tr><w:tc>${paragraph("A")}</w:tc><w:tc>${paragraph("1,20 €")}</w:tc></w:tr></w:tbl>`,
      ].join(""),
      { "word/styles.xml": styles, "docProps/core.xml": core },
    );
    const document = await parseDocument(docx);
    expect(document.kind).toBe("docx");
    expect(document.title).toBe("Guide des familles & élèves");
    expect(document.blocks).toEqual([
      { headingPath: ["Inscriptions"], text: "Munissez-vous du livret de famille." },
      { headingPath: ["Inscriptions"], text: "Texte conservé" },
      { headingPath: ["Inscriptions", "Documents"], text: "- Carnet de santé" },
      { headingPath: ["Inscriptions", "Documents"], text: "- Justificatif de domicile" },
      { headingPath: ["Inscriptions", "Tarifs"], text: "Quotient │ Prix" },
      { headingPath: ["Inscriptions", "Tarifs"], text: "A │ 1,20 €" },
    ]);
  });

  it("refuses other archives, damaged archives and parts that expand past 8 MB", async () => {
    expect((await failure(buildZip({ "notes.txt": "bonjour" }))).code).toBe("unsupported_type");
    const docx = buildDocx(paragraph("Bonjour"));
    expect((await failure(docx.subarray(0, docx.length - 30))).code).toBe("unreadable");
    const large = buildDocx(paragraph("a".repeat(9_000_000)));
    expect(large.length).toBeLessThan(100_000);
    expect(await failure(large)).toEqual({
      code: "too_large",
      message: "The document expands to more than 8 MB once decompressed.",
    });
  });

  it("reads a small file whose part expands to many times its size, within 8 MB", async () => {
    const words = Array.from({ length: 60_000 }, (_, index) => paragraph(`mot ${index % 50}`));
    const docx = buildDocx(words.join(""));
    expect(docx.length * 20).toBeLessThan(4_000_000);
    const document = await parseDocument(docx, { maxBytes: docx.length });
    expect(document.blocks).toHaveLength(60_000);
  });

  it("reads paragraphs in tables, text boxes and content controls as Word shows them", async () => {
    const run = (text: string) => `<w:r><w:t>${text}</w:t></w:r>`;
    const textBox = `<w:r><mc:AlternateContent><mc:Choice><w:drawing><w:txbxContent>${paragraph(
      "dans la zone",
    )}</w:txbxContent></w:drawing></mc:Choice><mc:Fallback>${paragraph("copie")}</mc:Fallback></mc:AlternateContent></w:r>`;
    const docx = buildDocx(
      [
        `<w:sdt><w:sdtContent>${paragraph("Contrôle")}</w:sdtContent></w:sdt>`,
        `<w:p>${run("Texte ")}${textBox}${run(" suite")}</w:p>`,
        `<w:tbl><w:tblPr><w:tblStyle w:val="Grille"/></w:tblPr><w:tr><w:tc><w:tcPr/>${paragraph(
          "Case",
        )}${paragraph("deux lignes")}<w:tbl><w:tr><w:tc>${paragraph("imbriquée")}</w:tc></w:tr></w:tbl></w:tc><w:tc>${paragraph(
          "",
        )}</w:tc><w:tc>${paragraph("B &amp; C")}</w:tc></w:tr></w:tbl>`,
        `<w:p><w:pPr><w:pStyle w:val="Heading1"/><w:tabs><w:tab w:val="left"/></w:tabs></w:pPr>${run(
          "Titre",
        )}<w:r><w:br/></w:r>${run("long")}</w:p>`,
        paragraph("Sous le titre"),
      ].join(""),
    );
    const document = await parseDocument(docx);
    expect(document.blocks).toEqual([
      { headingPath: [], text: "Contrôle" },
      { headingPath: [], text: "Texte dans la zone suite" },
      { headingPath: [], text: "Case deux lignes │ B & C" },
      { headingPath: ["Titre long"], text: "Sous le titre" },
    ]);
  });
});

describe("parseDocument: text formats", () => {
  it("reads Markdown with headings, lists, tables, code blocks and inline markup", async () => {
    const markdown = `---
layout: page
---
# Cantine

Les repas sont **bio** le _mardi_ ; voir [le menu](https://ecole.example/menu).

Allergies
---------

- Signalez-les au \`directeur\`
- Un PAI est établi

| Jour | Plat |
|------|------|
| Lundi | Gratin |

\`\`\`
horaires: 12h-13h30
\`\`\`
`;
    const document = await parseDocument(utf8(markdown));
    expect(document.kind).toBe("markdown");
    expect(document.title).toBe("Cantine");
    expect(document.blocks).toEqual([
      { headingPath: ["Cantine"], text: "Les repas sont bio le mardi ; voir le menu." },
      { headingPath: ["Cantine", "Allergies"], text: "- Signalez-les au directeur" },
      { headingPath: ["Cantine", "Allergies"], text: "- Un PAI est établi" },
      { headingPath: ["Cantine", "Allergies"], text: "Jour │ Plat" },
      { headingPath: ["Cantine", "Allergies"], text: "Lundi │ Gratin" },
      { headingPath: ["Cantine", "Allergies"], text: "```\nhoraires: 12h-13h30\n```" },
    ]);
  });

  it("reads HTML and plain text whatever the file is called", async () => {
    const html = await parseDocument(
      utf8("<!DOCTYPE html><title>Infos</title><h2>Accueil</h2><p>Ouvert dès 7 h 30.</p>"),
    );
    expect(html).toMatchObject({
      kind: "html",
      title: "Infos",
      blocks: [{ headingPath: ["Accueil"], text: "Ouvert dès 7 h 30." }],
    });
    const text = await parseDocument(utf8("\uFEFFPremier paragraphe.\nSuite.\n\n\nSecond."));
    expect(text).toEqual({
      kind: "text",
      title: "",
      blocks: [
        { headingPath: [], text: "Premier paragraphe.\nSuite." },
        { headingPath: [], text: "Second." },
      ],
    });
  });

  // Each of these held the process from seconds to hours when a pattern went back over its text.
  it("reads text made to be slow to read in linear time", { timeout: 10_000 }, async () => {
    const comments = `${"<!--a-->".repeat(60)}<p>x`;
    expect(await parseDocument(utf8(comments))).toMatchObject({ kind: "text" });
    const made = [
      `Titre\n${"\n".repeat(200_000)}fin`,
      `Texte ${"[".repeat(200_000)}`,
      `# Titre${" ".repeat(200_000)}x\nTexte.`,
      `Texte ${"**a ".repeat(100_000)}`,
      `Texte ${"[a](".repeat(100_000)}`,
      `Texte ${"<a ".repeat(100_000)}`,
      `Texte ${"<http://a".repeat(100_000)}`,
      `| a |\n|${" ".repeat(200_000)}x`,
      `\`\`\`\n${" ".repeat(200_000)}x\n\`\`\``,
    ];
    for (const text of made) {
      const { blocks } = await parseDocument(utf8(text));
      expect(blocks.length, text.slice(0, 12)).toBeGreaterThan(0);
    }
  });

  it("reads elements nested 2,000 deep and refuses deeper ones as unreadable", async () => {
    expect((await parseDocument(utf8(nestedHtml(2000)))).blocks).toEqual([
      { headingPath: [], text: "x" },
    ]);
    const refusal = {
      code: "unreadable",
      message: "This document's elements are nested more than 2,000 levels deep.",
    };
    expect(await failure(utf8(nestedHtml(2001)))).toEqual(refusal);
    expect(await failure(utf8(nestedHtml(100_000)))).toEqual(refusal);
    const sdt = (depth: number) =>
      buildDocx(`${"<w:sdt>".repeat(depth)}${paragraph("x")}${"</w:sdt>".repeat(depth)}`);
    // The document and its body, a paragraph, its run and its text take five levels.
    expect((await parseDocument(sdt(1995))).blocks).toEqual([{ headingPath: [], text: "x" }]);
    expect(await failure(sdt(1996))).toEqual(refusal);
  });

  it("refuses binary, non-UTF-8, empty and oversized input with typed errors", async () => {
    expect((await failure(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2]))).code).toBe(
      "unsupported_type",
    );
    expect((await failure(new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x20]))).code).toBe(
      "unsupported_type",
    );
    expect((await failure(new Uint8Array())).code).toBe("empty");
    expect((await failure(utf8("   \n\n  "))).code).toBe("empty");
    expect(await failure(utf8("x".repeat(2048)), { maxBytes: 1024 })).toEqual({
      code: "too_large",
      message: "The document is larger than 1 KB.",
    });
  });
});
