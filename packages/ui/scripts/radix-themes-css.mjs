// The part of Radix Themes' CSS that @org/ui draws with, cut out of the stylesheets Radix ships.
//
// Radix Themes publishes the styles of all its components in one built file (components.css) and
// the classes of its layout and typography props in another (utilities.css, every value at every
// breakpoint): 51 KB gzipped together. This keeps, unchanged and in Radix's order, the rules that
// can match what our components render:
// - Components: those `src/**/*.tsx` import from "@radix-ui/themes", and those they render in
//   turn (a dialog's title is a Heading, a loading button's spinner sits in a Flex), found by
//   following the imports of Radix's built modules. The classes they can render are the `rt-Name`
//   class names written in those modules. A rule is kept when its selector can match with those
//   classes alone: every component class it requires is one of them (in `:is()`/`:where()`/`:has()`
//   one alternative is enough; `:not()` requires nothing). Rules that require no component class
//   (Radix's reset, the root theme) are kept; keyframes only while a kept rule animates with them.
// - Utilities: the classes of the props in UTILITY_PROPS.
// - No breakpoint variants (`md:rt-r-size-2`, in both files): they serve responsive prop values
//   (`size={{ initial: "1", md: "2" }}`), which neither @org/ui nor the back-office passes.
// The base tokens and the colour scales need no cutting: Radix ships them one file each, and
// src/styles/index.css imports the ones the theme uses.
//
// `node scripts/radix-themes-css.mjs` writes src/styles/radix-themes.css. The stylesheet test and
// the build fail while that file differs from what this script makes: after importing another
// Radix component, or upgrading Radix Themes, run it and commit the result.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import postcss from "postcss";

const packageRoot = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(join(packageRoot, "package.json"));
export const radixRoot = dirname(require.resolve("@radix-ui/themes/package.json"));
export const outputFile = join(packageRoot, "src/styles/radix-themes.css");

/**
 * The props whose utility classes are kept (`rt-r-<prop>`, `rt-r-<prop>-<value>`), and who passes
 * them. The others (padding, grid, flex, overflow…) are left out: no component of ours takes them.
 */
export const UTILITY_PROPS = {
  // Every Radix component takes margin props, and so do ours (`<Dialog.Description mb="4">`);
  // Radix's dialog titles set `mb="3"`.
  m: "margin",
  mx: "margin",
  my: "margin",
  mt: "margin",
  mr: "margin",
  mb: "margin",
  ml: "margin",
  // Dialog.Content and AlertDialog.Content (`maxWidth`), Skeleton.
  w: "width",
  "min-w": "width",
  "max-w": "width",
  h: "height",
  "min-h": "height",
  "max-h": "height",
  // Text and Heading: dialog titles and descriptions, checkbox and switch labels.
  weight: "text",
  ta: "text",
  lt: "text",
  tw: "text",
  truncate: "text",
  // TextArea.
  resize: "text area",
  // The Flex in which a loading button centres its spinner.
  position: "loading button",
  inset: "loading button",
  ai: "loading button",
  jc: "loading button",
};

function kebabCase(name) {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}

function walkFiles(dir, keep) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walkFiles(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** The Radix components that the package's sources import as values (not as types). */
export function importedComponents(sourceDir = join(packageRoot, "src")) {
  const names = new Set();
  const files = walkFiles(
    sourceDir,
    (path) => /\.tsx?$/.test(path) && !/\.(test|test-d|stories)\.tsx?$/.test(path),
  );
  const importPattern = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+["']@radix-ui\/themes["']/g;
  for (const file of files) {
    for (const [, typeOnly, specifiers] of readFileSync(file, "utf8").matchAll(importPattern)) {
      if (typeOnly) continue;
      for (const specifier of specifiers.split(",")) {
        const [name] = specifier.trim().split(/\s+as\s+/);
        if (name && !name.startsWith("type ")) names.add(name);
      }
    }
  }
  return [...names].sort();
}

const modulesDir = () => join(radixRoot, "dist/esm/components");

/** The component modules (`dialog`, `_internal/base-button`…) that the given components render. */
export function renderedModules(componentNames) {
  const pending = componentNames.map(kebabCase);
  const seen = new Set();
  while (pending.length > 0) {
    const name = pending.pop();
    if (seen.has(name)) continue;
    seen.add(name);
    const code = readFileSync(join(modulesDir(), `${name}.js`), "utf8");
    for (const [, path] of code.matchAll(/from\s*"(\.{1,2}\/[^"]+)\.js"/g)) {
      const module = relative(modulesDir(), join(dirname(join(modulesDir(), name)), path));
      // Props, icons and helpers draw nothing.
      if (module.startsWith("..") || /\.(props|primitive)$/.test(module) || module === "icons")
        continue;
      pending.push(module);
    }
  }
  return [...seen].sort();
}

/** The component classes (`rt-Button`, `rt-BaseDialogContent`…) that the modules can render. */
export function renderedClasses(modules) {
  const classes = new Set();
  for (const name of modules) {
    const code = readFileSync(join(modulesDir(), `${name}.js`), "utf8");
    for (const [className] of code.matchAll(/\brt-[A-Z][A-Za-z0-9]*/g)) classes.add(className);
  }
  return classes;
}

/** Splits a selector list at its top-level commas. */
function splitList(list) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (quote) {
      if (char === "\\") i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "\\") i++;
    else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === "," && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim());
}

/** The index of the parenthesis closing the one opened at `open`. */
function closingParenthesis(text, open) {
  let depth = 0;
  let quote = null;
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === "\\") i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "\\") i++;
    else if (char === "(") depth++;
    else if (char === ")" && --depth === 0) return i;
  }
  throw new Error(`Unbalanced parentheses in ${text}`);
}

const componentClass = /\.(rt-[A-Z][A-Za-z0-9]*)/g;

/** Whether one selector can match an element when only `classes` are ever rendered. */
function canMatch(selector, classes) {
  let rest = "";
  for (let i = 0; i < selector.length; i++) {
    const pseudo = /^:(where|is|has|not|matches|-webkit-any)\(/.exec(selector.slice(i));
    if (!pseudo) {
      rest += selector[i];
      if (selector[i] === "\\") rest += selector[++i] ?? "";
      continue;
    }
    const open = i + pseudo[0].length - 1;
    const close = closingParenthesis(selector, open);
    if (pseudo[1] !== "not") {
      const alternatives = splitList(selector.slice(open + 1, close));
      if (!alternatives.some((alternative) => canMatch(alternative, classes))) return false;
    }
    i = close;
  }
  return [...rest.matchAll(componentClass)].every(([, className]) => classes.has(className));
}

/** A class that only applies from a breakpoint on (`md:rt-r-size-2`), set by responsive props. */
const breakpointClass = /\.[a-z]+\\:-?rt-/;

/** Whether a selector of utilities.css belongs to one of the kept props. */
function isKeptUtility(selector) {
  const names = [...selector.matchAll(/\.-?rt-(?:r-)?([a-z0-9-]+)/g)].map(([, name]) => name);
  const props = Object.keys(UTILITY_PROPS);
  return (
    names.length > 0 &&
    names.every((name) => props.some((prop) => name === prop || name.startsWith(`${prop}-`)))
  );
}

/** Drops the selectors `keep` refuses, then the rules and at-rules left empty. */
function prune(root, keep) {
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test(rule.parent.name)) return;
    const selectors = rule.selectors.filter(
      (selector) => !breakpointClass.test(selector) && keep(selector),
    );
    if (selectors.length === 0) rule.remove();
    else if (selectors.length < rule.selectors.length) rule.selectors = selectors;
  });
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
  }
  const animations = new Set();
  root.walkDecls(/^animation(-name)?$/, (declaration) => {
    for (const word of declaration.value.split(/[\s,]+/)) animations.add(word);
  });
  root.walkAtRules(/keyframes$/, (atRule) => {
    if (!animations.has(atRule.params)) atRule.remove();
  });
}

function readRadix(file) {
  return postcss.parse(readFileSync(join(radixRoot, file), "utf8"), { from: undefined });
}

/** The content of src/styles/radix-themes.css. */
export function radixThemesCss(sourceDir) {
  const imported = importedComponents(sourceDir);
  const modules = renderedModules(imported);
  const classes = renderedClasses(modules);
  const { version } = JSON.parse(readFileSync(join(radixRoot, "package.json"), "utf8"));

  const components = readRadix("components.css");
  prune(components, (selector) => canMatch(selector, classes));
  const utilities = readRadix("utilities.css");
  prune(utilities, isKeptUtility);

  return [
    "/* biome-ignore-all lint: Radix Themes' own rules, kept as Radix builds them */",
    "/* biome-ignore-all format: generated */",
    "/*",
    ` * Generated by scripts/radix-themes-css.mjs from @radix-ui/themes ${version}: do not edit.`,
    ` * Imported: ${imported.join(", ")}.`,
    ` * Rendered: ${modules.join(", ")}.`,
    ` * Utilities: ${Object.keys(UTILITY_PROPS).join(", ")}.`,
    " */",
    components.toString().trim(),
    utilities.toString().trim(),
    "",
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(outputFile, radixThemesCss());
  console.info(`Wrote ${relative(process.cwd(), outputFile)}`);
}
