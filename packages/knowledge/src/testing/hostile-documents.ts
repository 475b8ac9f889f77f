import { createDeflate, deflateSync } from "node:zlib";
import { buildZip } from "./zip-fixture";

// Files made to hold their reader: small to send, huge or endless once read. Built by the
// tests that check the server stays responsive while it reads them, and refuses them by name.

const DOCUMENT_OPEN = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>`;
const DOCUMENT_CLOSE = "</w:body></w:document>";

/** A Word document (.docx) whose `word/document.xml` holds `body` (paragraphs, tables…). */
export function buildDocx(
  body: string,
  files: Record<string, string> = {},
): Uint8Array<ArrayBuffer> {
  return buildZip({
    "[Content_Types].xml": `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
    "word/document.xml": `${DOCUMENT_OPEN}${body}${DOCUMENT_CLOSE}`,
    ...files,
  });
}

/**
 * A Word document whose content part expands to just under `partBytes` of tiny paragraphs (one
 * short word each): hundreds of thousands of them, in a file of a few hundred KB.
 */
export function tinyParagraphsDocx(partBytes: number): {
  docx: Uint8Array<ArrayBuffer>;
  paragraphs: number;
} {
  const paragraphs: string[] = [];
  let length = DOCUMENT_OPEN.length + DOCUMENT_CLOSE.length;
  for (let index = 0; ; index++) {
    const paragraph = `<w:p><w:r><w:t>mot${index.toString(36)}</w:t></w:r></w:p>`;
    if (length + paragraph.length >= partBytes) break;
    paragraphs.push(paragraph);
    length += paragraph.length;
  }
  return { docx: buildDocx(paragraphs.join("")), paragraphs: paragraphs.length };
}

/**
 * A one-page PDF whose content stream is `stream`, declared as encoded by `filters` in order
 * (the PDF reader undoes the first one first).
 */
export function pdfWithContentStream(
  stream: Uint8Array,
  filters: readonly string[],
): Uint8Array<ArrayBuffer> {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>",
  ];
  const parts: Buffer[] = [];
  let length = 0;
  const write = (part: string | Uint8Array) => {
    const bytes = typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part);
    parts.push(bytes);
    length += bytes.length;
  };
  const offsets: number[] = [];
  write("%PDF-1.4\n");
  for (const [index, body] of objects.entries()) {
    offsets.push(length);
    write(`${index + 1} 0 obj\n${body}\nendobj\n`);
  }
  offsets.push(length);
  const filter = `[${filters.map((name) => `/${name}`).join(" ")}]`;
  write(`5 0 obj\n<< /Length ${stream.length} /Filter ${filter} >>\nstream\n`);
  write(stream);
  write("\nendstream\nendobj\n");
  const xref = length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`);
  write(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${entries.join("")}`);
  write(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * `unit` repeated `times` times, deflated (zlib) without ever holding the whole in memory; the
 * fastest level compresses runs of one byte as well as any.
 */
async function deflateRepeated(unit: Uint8Array, times: number, level = 6): Promise<Buffer> {
  const deflate = createDeflate({ level });
  const output: Buffer[] = [];
  deflate.on("data", (part: Buffer) => output.push(part));
  const ended = new Promise((resolve, reject) => {
    deflate.on("end", resolve);
    deflate.on("error", reject);
  });
  for (let written = 0; written < times; written++) {
    if (!deflate.write(unit)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat(output);
}

/**
 * A PDF of under 1 MB whose one page's content stream (Flate) inflates to about
 * `inflatedBytes` of text operators, each showing a word.
 */
export async function textOperatorsPdf(inflatedBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const operators = Array.from(
    { length: 20 },
    (_, line) => `BT /F1 11 Tf 56 ${780 - line * 36} Td (mot ${line}) Tj ET\n`,
  ).join("");
  const unit = Buffer.from(operators, "latin1");
  const stream = await deflateRepeated(unit, Math.ceil(inflatedBytes / unit.length));
  return pdfWithContentStream(stream, ["FlateDecode"]);
}

/** A PDF of a few KB whose content stream, deflated twice, inflates to 1 GiB of spaces. */
export async function gigabyteStreamPdf(): Promise<Uint8Array<ArrayBuffer>> {
  const once = await deflateRepeated(Buffer.alloc(1024 * 1024, 0x20), 1024, 1);
  return pdfWithContentStream(deflateSync(once), ["FlateDecode", "FlateDecode"]);
}

/** An HTML page whose elements nest `depth` deep. */
export function nestedHtml(depth: number): string {
  return `<title>Profond</title>${"<div>".repeat(depth)}x${"</div>".repeat(depth)}`;
}

/** An HTML page of `bytes` (ASCII) made of many short paragraphs, each with a link. */
export function largeHtml(bytes: number): string {
  const head = "<!doctype html><html><head><title>Grande page</title></head><body><main>";
  const tail = "</main></body></html>";
  const paragraphs: string[] = [];
  let length = head.length + tail.length;
  for (let index = 0; ; index++) {
    const paragraph = `<p>Paragraphe <b>${index}</b> du marche <a href="/p${index}">suite</a></p>`;
    if (length + paragraph.length > bytes) break;
    paragraphs.push(paragraph);
    length += paragraph.length;
  }
  return head + paragraphs.join("") + tail;
}
