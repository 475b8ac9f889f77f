import { describe, expect, it } from "vitest";
import { CsvError, formatCsv, parseCsv } from "./csv";

describe("CSV", () => {
  it("writes what it reads back, quotes, separators and line breaks included", () => {
    const rows = [
      ["question", "wordings", "answer"],
      ['Un "devis" ?', "ligne 1\nligne 2", "a, b; c"],
      ["=1+1", "", "été"],
    ];
    const text = formatCsv(rows);
    // Separated by semicolons, as a spreadsheet in French reads it.
    expect(text.startsWith("\uFEFFquestion;wordings;answer\r\n")).toBe(true);
    expect(text).toContain('"Un ""devis"" ?";"ligne 1\nligne 2";"a, b; c"');
    // A formula is written as text.
    expect(text).toContain(`"'=1+1";;été`);
    expect(parseCsv(text).map((row) => row.fields)).toEqual(rows);
  });

  it("reads back a text that begins with quotes before a formula as it was", () => {
    const rows = [["'=A1 est une référence", "''+33", "'simple", "@moi"]];
    const text = formatCsv(rows);
    expect(text).toBe(`\uFEFF"''=A1 est une référence";"'''+33";'simple;"'@moi"\r\n`);
    expect(parseCsv(text).map((row) => row.fields)).toEqual(rows);
  });

  it("writes a number as a number, a negative one with no formula escape", () => {
    expect(formatCsv([[-1, "-1", 0]])).toBe(`\uFEFF-1;"'-1";0\r\n`);
  });

  it("reads the separator its first line uses, a comma or a semicolon", () => {
    const fields = (text: string) => parseCsv(text).map((row) => row.fields);
    expect(fields('\uFEFF\r\n"a;1";b\nx,y;"z;\n"')).toEqual([
      ["a;1", "b"],
      ["x,y", "z;\n"],
    ]);
    expect(fields("a,b\nx;y,z")).toEqual([
      ["a", "b"],
      ["x;y", "z"],
    ]);
    expect(fields("question\nx;y")).toEqual([["question"], ["x;y"]]);
  });

  it("says on which line a row starts, skipping blank lines", () => {
    const rows = parseCsv('a,b\n\n"x\ny",z\r\nlast,1');
    expect(rows).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 3, fields: ["x\ny", "z"] },
      { line: 5, fields: ["last", "1"] },
    ]);
  });

  it("refuses a quote out of place or never closed, with its line", () => {
    expect(() => parseCsv('a,b\nc"d,e')).toThrow(
      new CsvError("a quote inside an unquoted field", 2),
    );
    expect(() => parseCsv('a,b\n"c"d,e')).toThrow(
      new CsvError("text after the closing quote of a field", 2),
    );
    expect(() => parseCsv('a,b\n"c""d","e"')).not.toThrow();
    expect(() => parseCsv('a\n"open,b\nc')).toThrow(CsvError);
    try {
      parseCsv('a\n"open,b\nc');
    } catch (error) {
      expect((error as CsvError).line).toBe(2);
    }
  });
});
