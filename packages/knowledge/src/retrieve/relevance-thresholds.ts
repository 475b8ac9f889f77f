// Every threshold that decides whether the engine answers or says it does not know, which
// passages count as relevant, and when two questions are one. Each was set on every check set of
// the knowledge benchmark together (bench/README.md), never on one question; the package README
// ("How the engine decides it does not know") says how they combine.

/**
 * Share of the question's known words (each weighing its rarity in the searched knowledge bases)
 * a passage must cover to be relevant. Kept low: a visitor's own wording shares few words with
 * the passage that answers it; questions about something else are told apart by their unknown
 * words (`UNKNOWN_SHARE`), not by this floor.
 */
export const MIN_COVERAGE = 0.15;

/**
 * Share of the best passage's coverage another passage must reach to be relevant too: when one
 * passage holds every word of the question, passages holding only its most common word are left
 * out.
 */
export const RELATIVE_COVERAGE = 0.75;

/**
 * Share of the relevance floor from which the best passage of another page is still offered after
 * the relevant ones, as a link to read further (a lead), never quoted: a rephrased question often
 * covers the right page a little less than a page that happens to share its wording.
 */
export const RELATED_COVERAGE = 0.6;

/**
 * Cosine similarity to the question from which a passage found by embeddings alone is relevant:
 * below it, embedding models rank passages that share only the subject.
 */
export const MIN_SIMILARITY = 0.5;

/**
 * Share of a question's words that the knowledge bases never use, everyday words aside, from
 * which the question is taken to be about something they do not cover. A visitor's own wording
 * of a subject the texts word otherwise rarely leaves half of the words unknown; a question on
 * another subject (a place, a product, another trade) often does. At a third, one in twenty
 * questions the texts answer was refused; at a half, one in thirty-five, for four more off-topic
 * questions answered of 65.
 */
export const UNKNOWN_SHARE = 1 / 2;

/**
 * Confidence (the best relevant passage's coverage, or its similarity) below which an answer is
 * likely about something else: its question joins the questions to improve even though it was
 * given, the passage quoted holding less than half of what was asked.
 */
export const LOW_CONFIDENCE = 0.5;

/**
 * Two wordings at least this alike (questionLikeness) ask the same question: above the one half
 * of two questions sharing only their subject, below a shared wording with a word more or less.
 */
export const SAME_QUESTION_LIKENESS = 0.6;

/**
 * The most alike two wordings that each name something of their own can be: as alike as two
 * questions sharing only their subject, so that "Rex A" never takes the answer about "Rex B".
 */
export const NAMING_OTHER_THINGS = 0.5;

/**
 * A question this close in meaning to a wording (cosine of their vectors) asks the same thing:
 * embedding models put rewordings of one question well above 0.8 and questions that only share
 * a subject below it.
 */
export const SAME_MEANING_SIMILARITY = 0.85;
