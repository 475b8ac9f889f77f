import { existsSync } from "node:fs";

/**
 * A check set: questions asked about some material, and where that material comes from.
 * Fixtures are sites written for the benchmark; real sets read the French documentation that a
 * Debian package installs, written by people who never saw this engine.
 */
export interface CheckSite {
  id: string;
  /** How the tables name it. */
  name: string;
  source: SiteSource | DocumentsSource;
  questions: URL;
  /** Real sets name the Debian package that installs their material. */
  debianPackage?: string;
  /** Never looked at while the engine is tuned; its figures are reported as they are. */
  heldOut?: boolean;
}

/** A web site served from a folder on 127.0.0.1 and crawled from `start`. */
export interface SiteSource {
  kind: "site";
  root: URL;
  start: string;
  /** Every HTML file of the folder is linked from the start page: the crawl must find them all. */
  complete: boolean;
}

/** Files uploaded as documents, one knowledge base each check set. */
export interface DocumentsSource {
  kind: "documents";
  files: URL[];
}

const fixture = (name: string) => new URL(`../fixtures/${name}`, import.meta.url);
const installed = (path: string) => new URL(`file://${path}`);

export const CHECK_SITES: readonly CheckSite[] = [
  {
    id: "town-hall",
    name: "town hall (fixture, tuning set of the first engine)",
    source: { kind: "site", root: fixture("site/"), start: "/", complete: true },
    questions: fixture("questions.json"),
  },
  {
    id: "help-centre",
    name: "health insurer's help centre (fixture)",
    source: { kind: "site", root: fixture("help-centre-site/"), start: "/", complete: true },
    questions: fixture("help-centre-questions.json"),
  },
  {
    id: "gimp-help",
    name: "GIMP user manual (gimp-help-fr, HTML)",
    source: {
      kind: "site",
      root: installed("/usr/share/gimp/2.0/help/fr/"),
      start: "/index.html",
      complete: false,
    },
    questions: fixture("real/gimp-help-questions.json"),
    debianPackage: "gimp-help-fr",
  },
  {
    id: "aptitude",
    name: "aptitude user's manual (aptitude-doc-fr, HTML)",
    source: {
      kind: "site",
      root: installed("/usr/share/doc/aptitude/html/fr/"),
      start: "/index.html",
      complete: false,
    },
    questions: fixture("real/aptitude-questions.json"),
    debianPackage: "aptitude-doc-fr",
  },
  {
    id: "debian-reference",
    name: "Debian reference (debian-reference-fr, one PDF document)",
    source: {
      kind: "documents",
      files: [installed("/usr/share/debian-reference/debian-reference.fr.pdf")],
    },
    questions: fixture("real/debian-reference-questions.json"),
    debianPackage: "debian-reference-fr",
  },
  {
    id: "maint-guide",
    name: "Debian New Maintainers' Guide (maint-guide-fr, HTML, held out)",
    source: {
      kind: "site",
      root: installed("/usr/share/doc/maint-guide-fr/html/"),
      start: "/index.fr.html",
      complete: false,
    },
    questions: fixture("real/maint-guide-questions.json"),
    debianPackage: "maint-guide-fr",
    heldOut: true,
  },
  {
    id: "texworks-help",
    name: "TeXworks manual (texworks-help-fr, HTML in ISO-8859-1, held out)",
    source: {
      kind: "site",
      root: installed("/usr/share/texworks-help/fr/"),
      start: "/index.html",
      complete: false,
    },
    questions: fixture("real/texworks-help-questions.json"),
    debianPackage: "texworks-help-fr",
    heldOut: true,
  },
];

/** Refuses to measure a real set whose Debian package is not installed. */
export function assertInstalled(site: CheckSite): void {
  const paths = site.source.kind === "site" ? [site.source.root] : site.source.files;
  const missing = paths.filter((path) => !existsSync(path));
  if (missing.length > 0) {
    throw new Error(
      `The ${site.name} check set reads ${missing.map((path) => path.pathname).join(", ")}: ` +
        `install it with \`apt-get install ${site.debianPackage ?? "(its package)"}\`.`,
    );
  }
}
