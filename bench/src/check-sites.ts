/** A fixture web site and the check set of questions asked about it. */
export interface CheckSite {
  id: "town-hall" | "help-centre";
  /** How the tables name it. */
  name: string;
  /** The site's files, served with clean addresses. */
  root: URL;
  questions: URL;
}

/**
 * The town hall's site is the one the engine was tuned on; the health insurer's help centre is
 * an outside check, written without looking at the engine's word lists.
 */
export const CHECK_SITES: readonly CheckSite[] = [
  {
    id: "town-hall",
    name: "town hall (Saint-Julien-des-Prés)",
    root: new URL("../fixtures/site/", import.meta.url),
    questions: new URL("../fixtures/questions.json", import.meta.url),
  },
  {
    id: "help-centre",
    name: "health insurer's help centre (Horizon Santé)",
    root: new URL("../fixtures/help-centre-site/", import.meta.url),
    questions: new URL("../fixtures/help-centre-questions.json", import.meta.url),
  },
];
