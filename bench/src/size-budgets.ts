import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

const KIB = 1024;

/** One shipped figure: what it weighs, minified and gzipped, against what it may weigh. */
export interface SizeFigure {
  name: string;
  /** What was measured, in a few words (files or entry). */
  source: string;
  minifiedBytes: number;
  gzipBytes: number;
  budgetGzipBytes: number;
}

/**
 * Gzipped budgets, in KiB. The widget, loader and embed-page figures are product requirements; the
 * others were set from a measurement plus headroom (see the README), so a growth shows up in review.
 */
export const BUDGETS_KIB = {
  chatWidgetWithoutReact: 30,
  // react-markdown with remark-gfm, fetched when the first answer is drawn.
  chatWidgetMarkdown: 56,
  loader: 5,
  embedPage: 100,
  // Half of the 277 KiB Flowise's widget ships.
  embedPageAfterFirstAnswer: 150,
  adminInitial: 195,
  // All of Radix Themes made 84 of the back-office stylesheet's 91 KiB; @org/ui now ships only the
  // parts its components draw with.
  adminCss: 40,
  packages: {
    // The contract and calls of the owner's loop: questions to improve, curated answers,
    // analytics, tests of an assistant and scheduled crawls.
    "@org/api-client": 28,
    "@org/api-client/react": 20,
    "@org/auth": 24,
    "@org/chat-widget": 30,
    // What a host page's loader draws with: the messages, the launcher's texts and icons, the
    // panel's sizes and surface colours, and the appearance's defaults and order.
    "@org/chat-widget/host": 2.3,
    "@org/chat-widget/markdown": 1,
    "@org/ui": 100,
    "@org/ui/tokens": 1.5,
  },
} as const;

type PackageEntry = keyof typeof BUDGETS_KIB.packages;

/** Each publishable entry point, as a consumer imports it from the built package. */
const PACKAGE_ENTRIES: Record<PackageEntry, { dir: string; file: string }> = {
  "@org/api-client": { dir: "packages/api-client", file: "dist/index.js" },
  "@org/api-client/react": { dir: "packages/api-client", file: "dist/react/index.js" },
  "@org/auth": { dir: "packages/auth", file: "dist/index.js" },
  "@org/chat-widget": { dir: "packages/chat-widget", file: "dist/index.js" },
  "@org/chat-widget/host": { dir: "packages/chat-widget", file: "dist/host.js" },
  "@org/chat-widget/markdown": { dir: "packages/chat-widget", file: "dist/markdown.js" },
  "@org/ui": { dir: "packages/ui", file: "dist/index.js" },
  "@org/ui/tokens": { dir: "packages/ui", file: "dist/tokens.js" },
};

function gzipSize(content: Uint8Array | string): number {
  return gzipSync(content, { level: 9 }).byteLength;
}

function requireBuilt(path: string): string {
  if (!existsSync(path)) {
    throw new Error(`${relative(repoRoot, path)} is missing: run \`pnpm build\` first.`);
  }
  return path;
}

/** The peer dependencies of a package, with their subpaths, which the consumer provides. */
function peerExternals(packageDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as {
    peerDependencies?: Record<string, string>;
  };
  return Object.keys(manifest.peerDependencies ?? {}).flatMap((name) => [name, `${name}/*`]);
}

/**
 * Bundles one built entry with esbuild, minified, with the given modules left to the consumer;
 * what it imports dynamically goes to chunks of its own, loaded later.
 */
async function bundle(entry: string, external: string[]) {
  const result = await build({
    entryPoints: [requireBuilt(entry)],
    bundle: true,
    splitting: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    outdir: "out",
    external,
    // Stylesheets are shipped and measured apart from the scripts.
    loader: { ".css": "empty" },
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
    metafile: true,
  });
  const entryOutput = Object.entries(result.metafile.outputs).find(
    ([, output]) => output.entryPoint !== undefined,
  )?.[0] as string;
  // The entry and every chunk it imports statically, however deep: what loads before it runs.
  const loadedFirst = new Set<string>();
  const pending = [entryOutput];
  while (pending.length > 0) {
    const output = pending.pop() as string;
    if (loadedFirst.has(output)) continue;
    loadedFirst.add(output);
    for (const item of result.metafile.outputs[output]?.imports ?? []) {
      if (item.kind === "import-statement" && !item.external) pending.push(item.path);
    }
  }
  const firstPaths = new Set([...loadedFirst].map((output) => resolve(output)));
  const scripts = result.outputFiles.filter((file) => file.path.endsWith(".js"));
  const size = (files: typeof scripts) => {
    const code = Buffer.concat(files.map((file) => file.contents));
    return { minifiedBytes: code.byteLength, gzipBytes: gzipSize(code) };
  };
  const first = scripts.filter((file) => firstPaths.has(file.path));
  return { first: size(first), later: size(scripts.filter((file) => !first.includes(file))) };
}

/** What an entry costs before its first dynamic import: the entry and what it imports statically. */
async function bundledSize(entry: string, external: string[]) {
  return (await bundle(entry, external)).first;
}

/**
 * The size of each publishable entry point, bundled with its peer dependencies external, before
 * its first dynamic import.
 */
export async function measurePackages(): Promise<SizeFigure[]> {
  const figures: SizeFigure[] = [];
  for (const [name, { dir, file }] of Object.entries(PACKAGE_ENTRIES) as [
    PackageEntry,
    { dir: string; file: string },
  ][]) {
    const packageDir = join(repoRoot, dir);
    const size = await bundledSize(join(packageDir, file), peerExternals(packageDir));
    figures.push({
      name: `package ${name}`,
      source: `${dir}/${file}, peers external`,
      ...size,
      budgetGzipBytes: BUDGETS_KIB.packages[name] * KIB,
    });
  }
  return figures;
}

/**
 * The chat widget as an application that already has React would add it: what the launcher and
 * the panel's first paint need, then the Markdown renderer its first answer fetches.
 */
export async function measureChatWidgetWithoutReact(): Promise<SizeFigure[]> {
  const { first, later } = await bundle(join(repoRoot, "packages/chat-widget/dist/index.js"), [
    "react",
    "react-dom",
    "react/jsx-runtime",
    "react-dom/client",
  ]);
  return [
    {
      name: "chat widget without React",
      source: "packages/chat-widget/dist/index.js, its entry chunk",
      ...first,
      budgetGzipBytes: BUDGETS_KIB.chatWidgetWithoutReact * KIB,
    },
    {
      name: "chat widget's Markdown chunk",
      source: "packages/chat-widget/dist/index.js, its dynamic imports",
      ...later,
      budgetGzipBytes: BUDGETS_KIB.chatWidgetMarkdown * KIB,
    },
  ];
}

/** The script a host site adds to its pages. */
export function measureLoader(): SizeFigure {
  const content = readFileSync(requireBuilt(join(repoRoot, "apps/embed-host/dist/loader.js")));
  return {
    name: "loader.js",
    source: "apps/embed-host/dist/loader.js",
    minifiedBytes: content.byteLength,
    gzipBytes: gzipSize(content),
    budgetGzipBytes: BUDGETS_KIB.loader * KIB,
  };
}

const scriptSrc = /<script[^>]*\stype="module"[^>]*\ssrc="([^"]+)"/g;
const modulePreload = /<link[^>]*\srel="modulepreload"[^>]*\shref="([^"]+)"/g;
const staticImport =
  /(?:\bimport|\bexport)\s*(?:[\w${},*\s]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const dynamicImport = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

function matches(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] as string);
}

/**
 * The scripts a built page loads: those its HTML names (entry scripts and module preloads) and,
 * transitively, what they import; dynamic imports are followed only when asked.
 */
export function pageScripts(
  distDir: string,
  htmlFile: string,
  { followDynamicImports }: { followDynamicImports: boolean },
): string[] {
  const html = readFileSync(requireBuilt(join(distDir, htmlFile)), "utf8");
  const pending = [...matches(scriptSrc, html), ...matches(modulePreload, html)].map((src) =>
    join(distDir, src),
  );
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(requireBuilt(file), "utf8");
    const imports = [
      ...matches(staticImport, code),
      ...(followDynamicImports ? matches(dynamicImport, code) : []),
    ];
    pending.push(...imports.map((specifier) => join(dirname(file), specifier)));
  }
  return [...seen].sort();
}

function pageFigure(
  name: string,
  app: string,
  htmlFile: string,
  followDynamicImports: boolean,
  budgetKib: number,
): SizeFigure {
  const distDir = join(repoRoot, app, "dist");
  const files = pageScripts(distDir, htmlFile, { followDynamicImports });
  // Each file travels compressed on its own, so the page weighs the sum of the gzipped files.
  const contents = files.map((file) => readFileSync(file));
  return {
    name,
    source: `${app}/dist/${htmlFile}: ${files.length} script${files.length === 1 ? "" : "s"}`,
    minifiedBytes: contents.reduce((sum, content) => sum + content.byteLength, 0),
    gzipBytes: contents.reduce((sum, content) => sum + gzipSize(content), 0),
    budgetGzipBytes: budgetKib * KIB,
  };
}

/** What the /embed page loads before its first answer, React included. */
export function measureEmbedPage(): SizeFigure {
  return pageFigure("/embed page", "apps/embed-host", "embed.html", false, BUDGETS_KIB.embedPage);
}

/** Every script a visitor of the /embed page has downloaded once the first answer is drawn. */
export function measureEmbedPageAfterFirstAnswer(): SizeFigure {
  return pageFigure(
    "/embed page after the first answer, all JS",
    "apps/embed-host",
    "embed.html",
    true,
    BUDGETS_KIB.embedPageAfterFirstAnswer,
  );
}

/** What the back-office loads before its first screen: entry scripts and module preloads. */
export function measureAdminInitial(): SizeFigure {
  return pageFigure(
    "admin initial JS",
    "apps/admin",
    "index.html",
    false,
    BUDGETS_KIB.adminInitial,
  );
}

/** Every stylesheet of the built back-office: @org/ui's (tokens, Radix Themes, components), its own. */
export function measureAdminCss(): SizeFigure {
  const assetsDir = join(repoRoot, "apps/admin/dist/assets");
  requireBuilt(join(repoRoot, "apps/admin/dist/index.html"));
  const files = readdirSync(assetsDir).filter((file) => file.endsWith(".css"));
  // Each file travels compressed on its own, as the scripts do.
  const contents = files.map((file) => readFileSync(join(assetsDir, file)));
  return {
    name: "admin CSS",
    source: `apps/admin/dist/assets: ${files.length} stylesheet${files.length === 1 ? "" : "s"}`,
    minifiedBytes: contents.reduce((sum, content) => sum + content.byteLength, 0),
    gzipBytes: contents.reduce((sum, content) => sum + gzipSize(content), 0),
    budgetGzipBytes: BUDGETS_KIB.adminCss * KIB,
  };
}

export async function measureAll(): Promise<SizeFigure[]> {
  return [
    ...(await measureChatWidgetWithoutReact()),
    measureLoader(),
    measureEmbedPage(),
    measureEmbedPageAfterFirstAnswer(),
    measureAdminInitial(),
    measureAdminCss(),
    ...(await measurePackages()),
  ];
}

export function withinBudget(figure: SizeFigure): boolean {
  return figure.gzipBytes <= figure.budgetGzipBytes;
}

function kib(bytes: number): string {
  return `${(bytes / KIB).toFixed(1)} KiB`;
}

/** The figures as a Markdown table. */
export function formatSizeTable(figures: SizeFigure[]): string {
  return [
    "| figure | measured | minified | gzipped | budget (gzipped) | |",
    "|---|---|---:|---:|---:|---|",
    ...figures.map(
      (figure) =>
        `| ${figure.name} | ${figure.source} | ${kib(figure.minifiedBytes)} | ${kib(figure.gzipBytes)} | ${kib(figure.budgetGzipBytes)} | ${withinBudget(figure) ? "ok" : "OVER"} |`,
    ),
  ].join("\n");
}
