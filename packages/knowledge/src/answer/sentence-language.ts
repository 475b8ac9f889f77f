import type { BotLanguage } from "@org/api-client";

/**
 * Words that tell a sentence's language: each language's most frequent articles, prepositions,
 * pronouns and auxiliaries; a word two languages share ("a", "on", "or", "as", "en") is in
 * neither list. A new language a bot may speak adds its entry here.
 */
const FUNCTION_WORDS: Record<BotLanguage, ReadonlySet<string>> = {
  fr: new Set(
    "le la les l un une des du de d et ou mais est sont au aux dans pour par sur avec que qui ne pas si vous votre vos il elle ils ce cette ces cela son sa ses leur nous être peut aussi".split(
      " ",
    ),
  ),
  en: new Set(
    "the an of to and is are in for with that this it be can you your by from which will not was were has have its if when then there here how what should would may must also see".split(
      " ",
    ),
  ),
};

/** How many of its words a sentence must hold of one language, at least, to be read as in it. */
const MIN_FUNCTION_WORDS = 3;

/**
 * The language a sentence is written in, when its function words tell: at least
 * `MIN_FUNCTION_WORDS` of one language's, and more than twice as many as of any other's; what
 * it quotes is not counted. A short sentence, a name, a command, or a sentence naming a label
 * of another language ("Choisissez Export As in the File menu") tells none.
 */
export function sentenceLanguage(text: string): BotLanguage | undefined {
  const words =
    withoutQuotes(text)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  const counts = Object.entries(FUNCTION_WORDS).map(([language, list]) => ({
    language: language as BotLanguage,
    count: words.filter((word) => list.has(word)).length,
  }));
  counts.sort((a, b) => b.count - a.count);
  const [first, second] = counts;
  if (!first || first.count < MIN_FUNCTION_WORDS) return undefined;
  return first.count > 2 * (second?.count ?? 0) ? first.language : undefined;
}

/**
 * The language a title or heading is written in, when its function words tell: some of one
 * language's and none of another's ("The Palettes context menu"); a name or a heading of nouns
 * alone ("Options", "GIMP") tells none, nor does a word joined to another ("Check-in en ligne")
 * or an acronym ("Support IT", "SI units").
 */
export function nameLanguage(text: string): BotLanguage | undefined {
  const written = withoutQuotes(text).match(/\p{L}+(?:-\p{L}+)*/gu) ?? [];
  const words = new Set(
    written
      .filter((word) => !word.includes("-") && (word.length < 2 || word !== word.toUpperCase()))
      .map((word) => word.toLowerCase()),
  );
  const told = Object.entries(FUNCTION_WORDS).filter(([, list]) =>
    [...words].some((word) => list.has(word)),
  );
  return told.length === 1 ? (told[0]?.[0] as BotLanguage) : undefined;
}

/** A text without what it quotes: a label or a message of another language, as it is written. */
function withoutQuotes(text: string): string {
  return text.replace(/«[^«»]*»|[“”][^“”]*”|"[^"]*"|`[^`]*`/gu, " ");
}
