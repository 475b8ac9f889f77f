import { formatBytes } from "../crawl/safe-fetch";
import { DocumentError } from "./document-error";
import { htmlToText } from "./html-to-text";
import { parseDocx } from "./parse-docx";
import { parseMarkdown, parsePlainText } from "./parse-markdown";
import { parsePdf } from "./parse-pdf";
import { type DocumentKind, type SniffedDocument, sniffDocument } from "./sniff-document";
import type { StructuredText } from "./structured-text";

export const DEFAULT_MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

export interface ParsedDocument extends StructuredText {
  kind: DocumentKind;
}

/**
 * Reads a PDF, DOCX, HTML, Markdown or plain-text document into text with its headings, in the
 * calling thread (`checkDocument` and `chunkDocument` read in a reader apart). The kind is told
 * from the content. Throws `DocumentError` for anything it cannot read.
 */
export async function parseDocument(
  bytes: Uint8Array,
  { maxBytes = DEFAULT_MAX_DOCUMENT_BYTES }: { maxBytes?: number } = {},
): Promise<ParsedDocument> {
  if (bytes.byteLength > maxBytes) {
    throw new DocumentError("too_large", `The document is larger than ${formatBytes(maxBytes)}.`);
  }
  if (bytes.byteLength === 0) throw new DocumentError("empty", "The document is empty.");
  const sniffed = sniffDocument(bytes);
  const parsed = await parseSniffed(sniffed, bytes);
  if (parsed.blocks.length === 0) {
    throw new DocumentError(
      "empty",
      sniffed.kind === "pdf"
        ? "No text could be found in this PDF (a scanned document needs text recognition first)."
        : "No text could be found in this document.",
    );
  }
  return { kind: sniffed.kind, ...parsed };
}

async function parseSniffed(sniffed: SniffedDocument, bytes: Uint8Array): Promise<StructuredText> {
  switch (sniffed.kind) {
    case "pdf":
      return parsePdf(bytes);
    case "docx":
      return parseDocx(bytes);
    case "html": {
      const { title, blocks } = htmlToText(sniffed.text, "https://document.invalid/");
      return { title, blocks };
    }
    case "markdown":
      return parseMarkdown(sniffed.text);
    case "text":
      return parsePlainText(sniffed.text);
  }
}
