// French typography in the product's own texts: a no-break space (U+00A0) before ? ! : ; and
// inside « », so that a line never starts with the colon of "traités :". Texts are the string
// literals, template literals and JSX texts of the apps' and packages' sources (tests aside),
// read with the TypeScript parser so that code (`a ? b : c`) is never taken for text. A text cut
// in pieces is read whole: a string written over several lines with `+`, the JSX text around an
// element or a `{" "}`, the parts of a template literal around its interpolations.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import ts from "typescript";

/** The specification's texts stay as it writes them, typography included. */
const SPECIFICATION_TEXTS = ["Oops! Something went wrong :')"];

/**
 * A plain space between a word (or an interpolation or an element, at a piece's start, or a
 * no-break space already there) and the mark that follows it, and plain spaces inside French
 * quotation marks. A mark after another sign (`. _ : /`, a Markdown table's `|:--`) is a
 * character being listed, not punctuation.
 */
const MISSING_NO_BREAK_SPACE =
  /(?:^|(?<=[\p{L}\p{N})\]»"'…%*\u00a0])) (?=[?!:;](?:\s|["'`<]|$))|« | »/u;

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

const isConcatenation = (node) =>
  ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken;

const isStringLiteral = (node) =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/** The operands of `a + b + c`, in order. */
function operands(node) {
  return isConcatenation(node) ? [...operands(node.left), ...operands(node.right)] : [node];
}

/** The string of a JSX child, for a text or a `{"…"}`; undefined for an element or code. */
function jsxChildText(child) {
  if (ts.isJsxText(child)) return child.text;
  if (ts.isJsxExpression(child) && child.expression && isStringLiteral(child.expression)) {
    return child.expression.text;
  }
  return undefined;
}

/**
 * The texts of a node that holds some, each a list of pieces read together (`{node, text}`), the
 * texts of one node being separated by code (an interpolation, an element). Undefined for a node
 * that holds none of its own.
 */
function textsOf(node) {
  if (isStringLiteral(node) && !isConcatenation(node.parent)) {
    return [[{ node, text: node.text }]];
  }
  if (isConcatenation(node) && !isConcatenation(node.parent)) {
    return runs(operands(node), (operand) => (isStringLiteral(operand) ? operand.text : undefined));
  }
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head, ...node.templateSpans.map((span) => span.literal)];
    return parts.map((part) => [{ node: part, text: part.text }]);
  }
  if (ts.isJsxElement(node) || ts.isJsxFragment(node)) return runs(node.children, jsxChildText);
  return undefined;
}

/** Consecutive `items` that have a text, as lists of pieces; the others separate them. */
function runs(items, textOfItem) {
  const result = [[]];
  for (const item of items) {
    const text = textOfItem(item);
    if (text === undefined) result.push([]);
    else result.at(-1).push({ node: item, text });
  }
  return result.filter((run) => run.length > 0);
}

/** The line of the piece of `pieces` holding the character at `index` of their joined text. */
function lineAt(file, pieces, index) {
  let rest = index;
  for (const { node, text } of pieces) {
    if (rest < text.length || node === pieces.at(-1).node) {
      const start = ts.isJsxText(node) ? node.pos : node.getStart();
      const before = ts.isJsxText(node) ? text.slice(0, rest).split("\n").length - 1 : 0;
      return file.getLineAndCharacterOfPosition(start).line + 1 + before;
    }
    rest -= text.length;
  }
  return undefined;
}

/** Each text of a source that lacks a no-break space, with its line. */
export function typographyProblems(fileName, source) {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const problems = [];
  const visit = (node) => {
    const texts = textsOf(node) ?? [];
    // Words anywhere in the node make it prose: its ` !` after an interpolation is punctuation.
    if (texts.some((pieces) => pieces.some(({ text }) => /\p{L}/u.test(text)))) {
      for (const pieces of texts) {
        const text = pieces.map((piece) => piece.text).join("");
        const unquoted = SPECIFICATION_TEXTS.reduce(
          (rest, spec) => rest.replaceAll(spec, " ".repeat(spec.length)),
          text,
        );
        const match = MISSING_NO_BREAK_SPACE.exec(unquoted);
        if (match) problems.push({ line: lineAt(file, pieces, match.index), text: text.trim() });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}

/** Every problem of the repository's sources, as `file:line: text` lines. */
export function repositoryProblems(root) {
  return sourceFiles(root).flatMap((file) =>
    typographyProblems(file, readFileSync(`${root}/${file}`, "utf8")).map(
      ({ line, text }) => `${file}:${line}: ${text}`,
    ),
  );
}
