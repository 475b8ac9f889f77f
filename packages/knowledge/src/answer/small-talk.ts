import { escapeMarkdown } from "./plain-markdown";
import { botLanguage, FIXED_REPLIES } from "./replies";

// Small talk: a visitor's message that only greets, asks how the bot is, thanks, says goodbye,
// acknowledges or says no, in French or in English, or that holds no word at all (« ? », 👍).
// It asks nothing, so nothing is searched for it: the bot answers it in kind, in its language,
// and it is no question the bot failed to answer.

/**
 * What a message saying several of them is answered as: the last it says in this order
 * (« ok merci » thanks, « merci, au revoir » says goodbye, « bonjour, merci » thanks, « salut,
 * ça va ? » asks how the bot is, « non ça va » says no).
 */
const PRECEDENCE = [
  "acknowledgement",
  "greeting",
  "wellbeing",
  "declining",
  "thanks",
  "farewell",
] as const;

/** What words or emoji of small talk say. */
type Said = (typeof PRECEDENCE)[number];

/**
 * What a message of small talk says; `wordless` for one with no word, whose punctuation or
 * emoji say none of the others (« ? », « ... », 🤔): the bot asks for the question.
 */
export type SmallTalk = Said | "wordless";

/**
 * The phrases of small talk as visitors write them, by what they say; capitals, accents,
 * punctuation, emoji and letters typed again (« Merciii !! ») do not count (see `wordsOf`).
 */
const PHRASES: Readonly<Record<Said, readonly string[]>> = {
  greeting: [
    "bonjour",
    "bonjours",
    "bonsoir",
    "salut",
    "coucou",
    "re",
    "rebonjour",
    "allô",
    "bjr",
    "bsr",
    "slt",
    "hello",
    "hi",
    "hey",
    "good morning",
    "good afternoon",
    "good evening",
  ],
  wellbeing: [
    "ça va",
    "comment ça va",
    "ça roule",
    "comment allez-vous",
    "vous allez bien",
    "comment vas-tu",
    "comment tu vas",
    "tu vas bien",
    "quoi de neuf",
    "how are you",
    "how are you doing",
    "how's it going",
    "how is it going",
    "how do you do",
    "what's up",
  ],
  declining: [
    "non",
    "nan",
    "pas pour l'instant",
    "pas pour le moment",
    "c'est tout",
    "no",
    "nope",
    "not now",
    "that's all",
  ],
  thanks: [
    "merci",
    "mercie",
    "mersi",
    "mrc",
    "mrci",
    "mille mercis",
    "mille merci",
    "grand merci",
    "un grand merci",
    "je vous remercie",
    "je te remercie",
    "nous vous remercions",
    "non merci",
    "oui merci",
    "c'est gentil",
    "c'est très gentil",
    "c'est sympa",
    "très gentil",
    "trop gentil",
    "thanks",
    "thank you",
    "thank u",
    "thx",
    "many thanks",
    "much appreciated",
  ],
  farewell: [
    "au revoir",
    "aurevoir",
    "à bientôt",
    "à plus",
    "à plus tard",
    "à tout à l'heure",
    "à la prochaine",
    "à demain",
    "bonne journée",
    "bonne soirée",
    "bonne nuit",
    "bonne fin de journée",
    "bonne fin de soirée",
    "bonne fin de semaine",
    "bonne semaine",
    "bon week-end",
    "bon weekend",
    "bon après-midi",
    "bonne après-midi",
    "bonne continuation",
    "ciao",
    "tchao",
    "adieu",
    "bye",
    "goodbye",
    "good bye",
    "see you",
    "see you soon",
    "see you later",
    "good night",
    "have a nice day",
    "have a good day",
    "have a great day",
    "take care",
  ],
  acknowledgement: [
    "oui",
    "ouais",
    "ok",
    "okay",
    "oki",
    "okey",
    "d'accord",
    "daccord",
    "d'ac",
    "dac",
    "ça marche",
    "parfait",
    "c'est parfait",
    "super",
    "c'est super",
    "génial",
    "top",
    "c'est top",
    "nickel",
    "impeccable",
    "excellent",
    "très bien",
    "reçu",
    "bien reçu",
    "entendu",
    "compris",
    "bien compris",
    "noté",
    "c'est noté",
    "c'est clair",
    "cool",
    "good",
    "great",
    "perfect",
    "awesome",
    "nice",
    "got it",
    "alright",
    "all right",
    "understood",
    "noted",
    "sounds good",
    "yes",
    "yeah",
    "yep",
  ],
};

/**
 * The emoji that say something of small talk when a message has no word (« 👍 », « 🙏🙏 »);
 * one with words says what its words say (« Coucou 😊 » greets).
 */
const EMOJI: Readonly<Partial<Record<Said, string>>> = {
  acknowledgement: "👍👌🙂😊😀😃😄😁😉👏✅✔🆗",
  greeting: "👋",
  thanks: "🙏❤🧡💛💚💙💜🥰😍",
};

/**
 * What goes with small talk without saying anything of its own (« merci **beaucoup** »,
 * « bonjour **à tous** », « merci **pour votre aide** »): a message of these alone is not small
 * talk, and neither is one with any other word (« merci, et pour le stationnement ? »).
 */
const COMPANIONS: readonly string[] = [
  "beaucoup",
  "bien",
  "infiniment",
  "énormément",
  "vraiment",
  "encore",
  "très",
  "trop",
  "mille fois",
  "et",
  "ah",
  "oh",
  "bon",
  "alors",
  "à vous",
  "à toi",
  "à tous",
  "à vous aussi",
  "vous aussi",
  "et vous",
  "et toi",
  "toi aussi",
  "aussi",
  "pareillement",
  "de même",
  "tout le monde",
  "madame",
  "monsieur",
  "mesdames",
  "messieurs",
  "d'avance",
  "par avance",
  "pour tout",
  "pour votre aide",
  "pour ton aide",
  "pour l'aide",
  "de votre aide",
  "pour votre réponse",
  "pour ta réponse",
  "pour la réponse",
  "pour vos réponses",
  "pour les réponses",
  "de votre réponse",
  "pour l'info",
  "pour les infos",
  "pour l'information",
  "pour les informations",
  "pour cette information",
  "pour ces informations",
  "pour le renseignement",
  "pour les renseignements",
  "pour votre temps",
  "and",
  "very much",
  "so much",
  "a lot",
  "again",
  "everyone",
  "everybody",
  "all",
  "there",
  "you too",
  "and you",
  "for your help",
  "for the help",
  "for your answer",
  "for the answer",
  "for the info",
  "for the information",
];

/** A word of the phrases, with what the phrase it ends says, and the words that may follow. */
interface PhraseNode {
  says?: Said | "nothing";
  next: Map<string, PhraseNode>;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const MARK = /\p{M}/u;

/**
 * The words of a text as small talk compares them: lower case, accents left out, a letter typed
 * again counted once (« Merciii » and « merci », « hellooo » and « hello » are one word, as are
 * « bonne » and « bone »), anything but letters and digits between them (apostrophes, hyphens,
 * punctuation, emoji). One pass over the text, each character looked at once.
 */
function wordsOf(text: string): string[] {
  const words: string[] = [];
  let word = "";
  let last = "";
  for (const char of text.toLowerCase().normalize("NFD")) {
    if (MARK.test(char)) continue;
    if (LETTER_OR_DIGIT.test(char)) {
      if (char !== last) word += char;
      last = char;
      continue;
    }
    if (word !== "") words.push(word);
    word = "";
    last = "";
  }
  if (word !== "") words.push(word);
  return words;
}

/** The phrases and their companions, word by word. */
const PHRASE_TREE: PhraseNode = (() => {
  const root: PhraseNode = { next: new Map() };
  const add = (phrase: string, says: Said | "nothing") => {
    let node = root;
    for (const word of wordsOf(phrase)) {
      let next = node.next.get(word);
      if (!next) {
        next = { next: new Map() };
        node.next.set(word, next);
      }
      node = next;
    }
    if (node.says !== undefined) throw new Error(`Small talk lists "${phrase}" twice`);
    node.says = says;
  };
  for (const said of PRECEDENCE) for (const phrase of PHRASES[said]) add(phrase, said);
  for (const phrase of COMPANIONS) add(phrase, "nothing");
  return root;
})();

/** Nothing reaches that word yet; it is reached having said nothing but companions. */
const UNREACHED = -1;
const NOTHING_SAID = 0;

/** What each emoji of EMOJI says, by its code point (a variation selector or skin tone aside). */
const EMOJI_SAYS: ReadonlyMap<string, Said> = (() => {
  const says = new Map<string, Said>();
  for (const said of PRECEDENCE) {
    for (const emoji of EMOJI[said] ?? "") {
      if (says.has(emoji)) throw new Error(`Small talk lists "${emoji}" twice`);
      says.set(emoji, said);
    }
  }
  return says;
})();

const SPACE = /\s/u;

/**
 * What a message with no word says: the most its emoji say (« 👍 » acknowledges, « 👍🙏 »
 * thanks), else nothing (`wordless`: « ? », « ... », « 🤔 »); undefined for spaces alone.
 */
function saidWithoutWords(message: string): SmallTalk | undefined {
  let said = NOTHING_SAID;
  let written = false;
  for (const char of message) {
    if (SPACE.test(char)) continue;
    written = true;
    const says = EMOJI_SAYS.get(char);
    if (says) said = Math.max(said, PRECEDENCE.indexOf(says) + 1);
  }
  if (!written) return undefined;
  return said > NOTHING_SAID ? PRECEDENCE[said - 1] : "wordless";
}

/**
 * What the message says when it is small talk only: every word of it in a phrase of small talk
 * (PHRASES) or its companions (COMPANIONS, and the bot's name: « Merci Léa ! »), one phrase at
 * least, or no word at all (`saidWithoutWords`); undefined for anything else, a question above
 * all (« Bonjour, quels sont vos horaires ? », « Oui mais comment installer le paquet ? »).
 * Linear in the message: each word starts phrases at most as long as the longest.
 */
export function smallTalkOf(message: string, botName = ""): SmallTalk | undefined {
  const words = wordsOf(message);
  if (words.length === 0) return saidWithoutWords(message);
  const name = wordsOf(botName);
  // For each word, the most a way of reading the words before it says (its rank in PRECEDENCE,
  // from 1), NOTHING_SAID or UNREACHED.
  const said = new Array<number>(words.length + 1).fill(UNREACHED);
  said[0] = NOTHING_SAID;
  const reach = (at: number, value: number) => {
    said[at] = Math.max(said[at] as number, value);
  };
  for (let start = 0; start < words.length; start++) {
    const before = said[start] as number;
    if (before === UNREACHED) continue;
    if (name.length > 0 && name.every((word, at) => words[start + at] === word)) {
      reach(start + name.length, before);
    }
    let node: PhraseNode | undefined = PHRASE_TREE;
    for (let end = start; end < words.length; end++) {
      node = node.next.get(words[end] as string);
      if (!node) break;
      if (node.says === "nothing") reach(end + 1, before);
      else if (node.says) reach(end + 1, Math.max(before, PRECEDENCE.indexOf(node.says) + 1));
    }
  }
  const end = said[words.length] as number;
  return end > NOTHING_SAID ? PRECEDENCE[end - 1] : undefined;
}

/** The words of the companions: they say which small talk it is no more than a name does. */
const COMPANION_WORDS: ReadonlySet<string> = new Set(COMPANIONS.flatMap(wordsOf));

/**
 * Of the wordings of an owner's answers, the one a message of small talk asks for: one that is
 * small talk saying the same (`smallTalkOf`: « Salut Léa ! » asks for « Bonjour », « merci
 * beaucoup » for « Merci »), the one sharing the most of the message's words first, companions
 * and the bot's name aside (« Bonsoir à tous » asks for « Bonsoir » before « Bonjour »), the
 * first given among equals; undefined for a message that is no small talk, or none saying it.
 */
export function smallTalkWording<Wording extends { wording: string }>(
  message: string,
  wordings: readonly Wording[],
  botName = "",
): Wording | undefined {
  const said = smallTalkOf(message, botName);
  if (said === undefined) return undefined;
  const name = new Set(wordsOf(botName));
  const words = new Set(
    wordsOf(message).filter((word) => !COMPANION_WORDS.has(word) && !name.has(word)),
  );
  let closest: Wording | undefined;
  let mostShared = -1;
  for (const wording of wordings) {
    if (smallTalkOf(wording.wording, botName) !== said) continue;
    const shared = new Set(wordsOf(wording.wording).filter((word) => words.has(word))).size;
    if (shared > mostShared) {
      closest = wording;
      mostShared = shared;
    }
  }
  return closest;
}

/**
 * The bot's answer to a message of small talk (see `smallTalkOf`), in its language (French for
 * one it does not know); undefined for any other message, which is a question to answer.
 */
export function smallTalkReply(
  message: string,
  bot: { name: string; language?: string },
): string | undefined {
  const said = smallTalkOf(message, bot.name);
  if (said === undefined) return undefined;
  return FIXED_REPLIES[botLanguage(bot.language)].smallTalk[said](escapeMarkdown(bot.name));
}
