// French typography in the product's own texts: a no-break space (U+00A0) before ? ! : ; and
// inside « », so that a line never starts with the colon of "traités :". Texts are the string
// literals, template literal parts and JSX texts of the apps' and packages' sources (tests aside),
// read with the TypeScript parser so that code (`a ? b : c`) is never taken for text.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import ts from "typescript";

/** The specification's texts stay as it writes them, typography included. */
const SPECIFICATION_TEXTS = ["Oops! Something went wrong :')"];

/**
 * A plain space between a word (or an interpolation, at a text's start) and the mark that follows
 * it, and plain spaces inside French quotation marks. A mark after another sign (`. _ : /`, a
 * Markdown table's `|:--`) is a character being listed, not punctuation.
 */
const MISSING_NO_BREAK_SPACE = /(?:^|(?<=[\p{L}\p{N})\]»"'…%*])) (?=[?!:;](?:\s|["'`<]|$))|« | »/u;

/** The source files whose texts users read: every app and package, tests and fixtures aside. */
export function sourceFiles(root) {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => /^(apps|packages)\/.*\.tsx?$/.test(file))
    .filter((file) => !/\.test\.tsx?$|\.test-d\.tsx?$|\/(testing|test)\//.test(file));
}

/** Each text of a source that lacks a no-break space, with its line. */
export function typographyProblems(fileName, source) {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const problems = [];
  const visit = (node) => {
    const text = textOf(node);
    if (text !== undefined && /\p{L}/u.test(text)) {
      const unquoted = SPECIFICATION_TEXTS.reduce((rest, spec) => rest.replaceAll(spec, ""), text);
      if (MISSING_NO_BREAK_SPACE.test(unquoted)) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        problems.push({ line: line + 1, text: text.trim() });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}

function textOf(node) {
  if (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node)
  ) {
    return node.text;
  }
  if (ts.isJsxText(node)) return node.getText();
  return undefined;
}

/** Every problem of the repository's sources, as `file:line: text` lines. */
export function repositoryProblems(root) {
  return sourceFiles(root).flatMap((file) =>
    typographyProblems(file, readFileSync(`${root}/${file}`, "utf8")).map(
      ({ line, text }) => `${file}:${line}: ${text}`,
    ),
  );
}
