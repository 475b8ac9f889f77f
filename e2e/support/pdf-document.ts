/**
 * A real PDF file (catalog, pages, Helvetica, one text line per operation, a correct
 * cross-reference table) with the given paragraphs laid out one page each. Text is written in
 * Latin-1, so French accents survive.
 */
export function pdfDocument(title: string, pages: readonly (readonly string[])[]): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pages.map((_, index) => `${4 + index * 2} 0 R`).join(" ")}] /Count ${pages.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  for (const [index, lines] of pages.entries()) {
    const content = lines
      .map((line, row) => `BT /F1 11 Tf 50 ${790 - row * 15} Td (${escapePdf(line)}) Tj ET`)
      .join("\n");
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + index * 2} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    );
  }
  objects.push(`<< /Title (${escapePdf(title)}) >>`);

  let file = "%PDF-1.4\n";
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(file, "latin1");
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(file, "latin1");
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  file += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  file += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(file, "latin1");
}

function escapePdf(text: string): string {
  return text.replace(/[\\()]/g, "\\$&");
}
