// CSV as spreadsheets read and write it (RFC 4180), with the separator of spreadsheets in French: a
// semicolon, since their decimal separator is the comma (a comma-separated file opens in one
// column). A field is quoted when it holds a semicolon, a comma, a quote or a line break, quotes
// doubled inside it; lines end with CRLF. Read back, a file may be separated by commas or
// semicolons.

/** A byte order mark first: spreadsheets then read the file as UTF-8, accents included. */
const BOM = "\uFEFF";

/** A cell: a number is written as such, for a spreadsheet to read it as one. */
export type CsvCell = string | number;

/** What formatCsv puts between two fields. */
const SEPARATOR = ";";

/** The rows as a CSV file, with a byte order mark. */
export function formatCsv(rows: readonly (readonly CsvCell[])[]): string {
  return BOM + rows.map((row) => `${row.map(csvField).join(SEPARATOR)}\r\n`).join("");
}

function csvField(value: CsvCell): string {
  if (typeof value === "number") return String(value);
  // A leading = + - @ would be read as a formula by a spreadsheet: written after a ', which
  // parseCsv takes off. A text that begins so after quotes of its own gets one more, so that it
  // reads back as it was.
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";,\r\n]/.test(safe) || safe !== value ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export class CsvError extends Error {
  constructor(
    message: string,
    /** The line the problem is on, from 1. */
    readonly line: number,
  ) {
    super(message);
  }
}

/** A text a spreadsheet would take for a formula, behind any quotes (') of its own. */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** What formatCsv wrote for a text a spreadsheet would take for a formula, read back. */
function unescapedFormula(field: string): string {
  return field.startsWith("'") && FORMULA_START.test(field) ? field.slice(1) : field;
}

/**
 * The separator of a CSV text, told by its first line that is not blank: its first comma or
 * semicolon out of quotes; a comma when it has neither (a single column).
 */
function separatorOf(source: string): "," | ";" {
  let quoted = false;
  let lineHeld = false;
  for (const char of source) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "," || char === ";")) return char;
    else if (!quoted && (char === "\r" || char === "\n")) {
      if (lineHeld) break;
      continue;
    }
    lineHeld = true;
  }
  return ",";
}

/**
 * The rows of a CSV text, separated by commas or semicolons, each with the line it starts on;
 * blank lines are skipped.
 */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const rows: { line: number; fields: string[] }[] = [];
  const source = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  const separator = separatorOf(source);
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  /** The field was quoted and its closing quote read: only its end may follow. */
  let closed = false;
  let line = 1;
  let rowLine = 1;
  let at = 0;
  const endField = () => {
    fields.push(unescapedFormula(field));
    field = "";
    closed = false;
  };
  const endRow = () => {
    endField();
    if (fields.length > 1 || fields[0] !== "") rows.push({ line: rowLine, fields });
    fields = [];
  };
  while (at < source.length) {
    const char = source[at] as string;
    if (quoted) {
      if (char === '"') {
        if (source[at + 1] === '"') {
          field += '"';
          at += 2;
          continue;
        }
        quoted = false;
        closed = true;
      } else {
        if (char === "\n") line += 1;
        field += char;
      }
      at += 1;
      continue;
    }
    if (char === '"' && field === "" && !closed) {
      quoted = true;
    } else if (char === separator) {
      endField();
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && source[at + 1] === "\n") at += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else if (closed) {
      throw new CsvError("text after the closing quote of a field", line);
    } else if (char === '"') {
      throw new CsvError("a quote inside an unquoted field", line);
    } else {
      field += char;
    }
    at += 1;
  }
  if (quoted) throw new CsvError("a quoted field is never closed", rowLine);
  if (field !== "" || fields.length > 0) endRow();
  return rows;
}
