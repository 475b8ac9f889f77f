import { describe, expect, it } from "vitest";
import { DocumentError } from "../documents/document-error";
import { parseDocument } from "../documents/parse-document";
import { chunkSources } from "../indexing/chunker";
import {
  buildDocx,
  gigabyteStreamPdf,
  nestedHtml,
  textOperatorsPdf,
  tinyParagraphsDocx,
} from "../testing/hostile-documents";
import { buildPdf } from "../testing/pdf-fixture";
import { checkDocument, chunkDocument } from "./read-document";
import { readApart } from "./reader-pool";

const utf8 = (text: string) => new TextEncoder().encode(text);

async function refusal(reading: Promise<unknown>) {
  try {
    await reading;
  } catch (error) {
    if (error instanceof DocumentError) {
      return { code: error.code, message: error.message, limit: error.limit };
    }
    throw error;
  }
  throw new Error("expected a DocumentError");
}

describe("checkDocument and chunkDocument", () => {
  it("read and cut in a reader apart what parseDocument reads, and leave the caller its bytes", async () => {
    const pdf = buildPdf([
      [
        { size: 20, text: "Horaires" },
        { size: 11, text: "Ouvert à 9 h." },
      ],
    ]);
    const docx = buildDocx(
      '<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Cantine</w:t></w:r></w:p><w:p><w:r><w:t>Menus du lundi.</w:t></w:r></w:p>',
    );
    for (const bytes of [pdf, docx, utf8("# Titre\n\nBonjour.")]) {
      const copy = bytes.slice();
      const parsed = await parseDocument(copy);
      expect(await checkDocument(bytes)).toBe(parsed.kind);
      const chunked = await chunkDocument(bytes, { url: "https://a.example/", title: "Nom" });
      expect(chunked).toEqual({
        kind: parsed.kind,
        chunks: chunkSources([
          { url: "https://a.example/", title: parsed.title || "Nom", blocks: parsed.blocks },
        ]),
      });
      expect(bytes).toEqual(copy);
    }
  });

  it("reads a Word part of hundreds of thousands of paragraphs, just under 8 MB", async () => {
    const { docx, paragraphs } = tinyParagraphsDocx(8 * 1024 * 1024 - 1024);
    const { chunks } = await chunkDocument(docx, { url: "", title: "Mots" });
    const words = chunks.flatMap((chunk) => chunk.content.split(/\s+/));
    expect(new Set(words).size).toBe(paragraphs);
    expect(words).toContain(`mot${(paragraphs - 1).toString(36)}`);
  });

  it("refuses a PDF whose stream expands past 64 MB, a gigabyte as well", {
    timeout: 60_000,
  }, async () => {
    const expanded = {
      code: "too_large",
      message: "The document expands to more than 64 MB once decompressed.",
      limit: { kind: "expanded_size", value: 64 * 1024 * 1024 },
    };
    expect(await refusal(checkDocument(await gigabyteStreamPdf()))).toEqual(expanded);
    expect(await refusal(checkDocument(await textOperatorsPdf(150 * 1024 * 1024)))).toEqual(
      expanded,
    );
  });

  it("refuses a PDF page holding more than 1,000,000 characters", { timeout: 60_000 }, async () => {
    expect(await refusal(checkDocument(await textOperatorsPdf(40 * 1024 * 1024)))).toEqual({
      code: "too_large",
      message: "A page of the PDF holds more than 1,000,000 characters of text.",
      limit: { kind: "page_text", value: 1_000_000 },
    });
  });

  it("refuses a document whose reading needs more memory than a reader has", {
    timeout: 60_000,
  }, async () => {
    // Millions of empty elements: 20 MB of HTML, a tree of gigabytes.
    const html = `<title>Vide</title>${"<b></b>".repeat(3_000_000)}`;
    expect(await refusal(checkDocument(utf8(html), { maxBytes: 32 * 1024 * 1024 }))).toEqual({
      code: "too_large",
      message: "Reading the document needed more than 256 MB of memory.",
      limit: { kind: "memory", value: 256 * 1024 * 1024 },
    });
  });

  it("stops a reading that takes longer than its limit, and reads the next file", async () => {
    const slow = readApart(
      { kind: "document", bytes: await textOperatorsPdf(40 * 1024 * 1024), maxBytes: 1e9 },
      { timeLimitSeconds: 0.2 },
    );
    expect(await refusal(slow)).toEqual({
      code: "too_large",
      message: "The document took more than 0.2 s to read.",
      limit: { kind: "read_time", value: 0.2 },
    });
    expect(await checkDocument(utf8("Suite."))).toBe("text");
  });

  it("refuses elements nested past 2,000 levels by that limit", async () => {
    expect(await refusal(checkDocument(utf8(nestedHtml(100_000))))).toEqual({
      code: "unreadable",
      message: "This document's elements are nested more than 2,000 levels deep.",
      limit: { kind: "nesting", value: 2000 },
    });
  });

  it("stops reading when its signal is aborted", async () => {
    const controller = new AbortController();
    const reading = checkDocument(await textOperatorsPdf(40 * 1024 * 1024), {
      signal: controller.signal,
    });
    controller.abort(new Error("Arrêt du serveur"));
    await expect(reading).rejects.toThrow("Arrêt du serveur");
  });
});
