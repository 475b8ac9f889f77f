/** One line of a generated PDF: its type size in points and its text (Latin-1 characters). */
export interface PdfLine {
  size: number;
  text: string;
  /** Extra space above the line, in points (a paragraph break). */
  gapBefore?: number;
  /** Courier, a fixed-width font, instead of Helvetica. */
  monospace?: boolean;
  /** Helvetica-Bold instead of Helvetica. */
  bold?: boolean;
  /** Words in Helvetica-Bold before the text, which starts `width` points right of them. */
  boldLead?: { text: string; width: number };
  /** Distance from the left margin, in points. */
  indent?: number;
}

/**
 * Writes a minimal but valid PDF (catalog, one page per array, Helvetica, its bold or Courier, a text
 * object per line, a correct cross-reference table), to test the reader on a real file.
 */
export function buildPdf(pages: PdfLine[][], info: { title?: string } = {}): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  // Objects 1-6 are fixed; each page then takes two: the page and its content stream.
  const pageIds = pages.map((_, index) => 7 + index * 2);
  add("<< /Type /Catalog /Pages 2 0 R >>");
  add(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`,
  );
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  add(info.title ? `<< /Title (${pdfString(info.title)}) >>` : "<< >>");
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>");
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  for (const [index, lines] of pages.entries()) {
    let y = 780;
    const operations = lines.map((line) => {
      y -= (line.gapBefore ?? 0) + line.size * 1.3;
      const font = line.monospace ? "F2" : line.bold ? "F3" : "F1";
      const x = 56 + (line.indent ?? 0);
      const show = (face: string, left: number, text: string) =>
        `BT /${face} ${line.size} Tf ${left} ${y.toFixed(1)} Td (${pdfString(text)}) Tj ET`;
      const lead = line.boldLead;
      return lead
        ? `${show("F3", x, lead.text)}\n${show(font, x + lead.width, line.text)}`
        : show(font, x, line.text);
    });
    const stream = operations.join("\n");
    const pageId = 7 + index * 2;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 5 0 R /F3 6 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
    );
    add(`<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`);
  }

  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const [index, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, "latin1"));
}

function pdfString(text: string): string {
  return text.replace(/[\\()]/g, "\\$&");
}
