import { DocumentError } from "./document-error";
import { isZip, listZipEntries } from "./zip-reader";

export type DocumentKind = "pdf" | "docx" | "html" | "markdown" | "text";

export type SniffedDocument =
  | { kind: "pdf" | "docx" }
  | { kind: "html" | "markdown" | "text"; text: string };

/** How much of a text is looked at to tell its kind: its beginning says it. */
const SNIFFED_CHARACTERS = 64 * 1024;
const HTML_OPENING = /^<(?:!doctype\s+html|html|head|body|meta|title)[\s>]/i;
const HTML_TAGS = /<(?:p|div|h[1-6]|table|ul|ol|section|article|main|br)[\s>/]/gi;
// Line by line (`[ \t]`, never `\s`, where a run could cross lines), and with no run a failed
// match could take back piece by piece: read in linear time.
const MARKDOWN_SIGNS =
  /^[ \t]{0,3}#{1,6}[ \t]+\S|^[ \t]{0,3}(```|~~~)|\[[^[\]\n]+\]\([^()\s]+\)|^[ \t]*\|[^\n]*\|[ \t]*$|^[ \t]*(?:[-*+]|\d+\.)[ \t]+\S/m;

/** Tells the kind of a document from its bytes, whatever its file name says. */
export function sniffDocument(bytes: Uint8Array): SniffedDocument {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  if (head.includes("%PDF-")) return { kind: "pdf" };
  if (isZip(bytes)) {
    if (listZipEntries(bytes).some((entry) => entry.name === "word/document.xml")) {
      return { kind: "docx" };
    }
    throw new DocumentError(
      "unsupported_type",
      "This archive is not a Word document; only .docx archives can be read.",
    );
  }
  const text = decodeText(bytes);
  const beginning = text.slice(0, SNIFFED_CHARACTERS);
  if (
    HTML_OPENING.test(afterComments(beginning)) ||
    (text.trimStart().startsWith("<") && countHtmlTags(text) >= 2)
  ) {
    return { kind: "html", text };
  }
  return { kind: MARKDOWN_SIGNS.test(beginning) ? "markdown" : "text", text };
}

/** The text after its leading white space and HTML comments. */
function afterComments(text: string): string {
  let at = 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at] ?? "")) at += 1;
    if (!text.startsWith("<!--", at)) return text.slice(at);
    const end = text.indexOf("-->", at + 4);
    if (end < 0) return "";
    at = end + 3;
  }
}

function countHtmlTags(text: string): number {
  return text.slice(0, 4096).match(HTML_TAGS)?.length ?? 0;
}

/** UTF-8 (with or without BOM) or UTF-16 with a BOM; anything else is not text we can read. */
function decodeText(bytes: Uint8Array): string {
  const [first, second] = bytes;
  let text: string;
  try {
    if (first === 0xff && second === 0xfe)
      text = new TextDecoder("utf-16le", { fatal: true }).decode(bytes);
    else if (first === 0xfe && second === 0xff)
      text = new TextDecoder("utf-16be", { fatal: true }).decode(bytes);
    else text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw unsupported();
  }
  if (hasBinaryControlCharacters(text.slice(0, 8192))) throw unsupported();
  return text;
}

/** Control characters other than whitespace betray a binary file. */
function hasBinaryControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d)
      return true;
  }
  return false;
}

function unsupported(): DocumentError {
  return new DocumentError(
    "unsupported_type",
    "Unsupported file type: send a PDF, Word (.docx), HTML, Markdown or plain text (UTF-8) file.",
  );
}
