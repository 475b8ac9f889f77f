/**
 * The meaningful words of a visitor's question: function words, question words, politeness and
 * the most common verbs (to go, to come, to get, to look for, to need…) are left out, since every
 * text contains them and they say nothing about what is asked.
 *
 * A technical token stays whole, as the database's parser reads it in the texts: a path
 * (`/etc/hosts`, `~/.bashrc`), a version or an address (`127.0.1.1`), a file or host name
 * (`sources.list`, `www.debian.org`). Split into its words, it would match nothing there: the
 * texts' index holds `/etc/hosts`, not `etc` and `hosts`. (A word with hyphens is indexed whole
 * and by its parts, so its parts are the question's words.)
 */
export function questionTerms(question: string): string[] {
  const terms = new Set<string>();
  for (const [token] of question.normalize("NFC").matchAll(TOKEN)) {
    if (isTechnicalToken(token)) {
      terms.add(token.toLowerCase());
      continue;
    }
    for (const [word] of token.matchAll(WORD)) {
      if (isMeaningful(word)) terms.add(word.toLowerCase());
    }
  }
  return [...terms];
}

/** Whether the term is a technical token (`/etc/hosts`), whose words are not terms of their own. */
export function isTechnicalToken(term: string): boolean {
  return /[/.@_]/.test(term);
}

/** Letters and digits, joined by `/ . - _ @` inside a token; a path may start with `/` or `~/`. */
const TOKEN = /(?:~?\/)?\.?[\p{L}\p{N}]+(?:[/.\-_@][\p{L}\p{N}]+)*/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Not a function word; a single letter only as a digit or a capital, which names something (the X
 * window system, a package A that recommends a package B, the flag U).
 */
function isMeaningful(word: string): boolean {
  const named = word.length >= 2 || /[\p{N}\p{Lu}]/u.test(word);
  return named && !STOP_WORDS.has(foldAccents(word.toLowerCase()));
}

/**
 * The question's words written as names: a capital after the first letter (iPhone, PPA), or a
 * capital that does not start a sentence (Windows, Lyon). A knowledge base that never mentions a
 * name the visitor asks about does not know the subject, whatever the other words.
 */
export function questionNames(question: string): Set<string> {
  const names = new Set<string>();
  for (const match of question.normalize("NFC").matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0];
    if (word.length < 2) continue;
    const before = question.slice(0, match.index).trimEnd();
    const startsSentence = before === "" || /[.!?:…«"“(]$/u.test(before);
    const innerCapital = /\p{Lu}/u.test(word.slice(1)) && /\p{Ll}/u.test(word);
    const acronym = /^\p{Lu}{2,}$/u.test(word);
    if (innerCapital || acronym || (!startsSentence && /^\p{Lu}/u.test(word))) {
      names.add(word.toLowerCase());
    }
  }
  return names;
}

/** What marks a name among a question's lexemes (see questionNameMarks); no word holds it. */
export const NAME_MARK = "#";

/**
 * What the question names, each marked (NAME_MARK), as questionLexemes holds it beside the
 * words: a token written as a name, whole, lower case, accents folded ("quartier LysA" names
 * `#lysa`, "chien Rex-A" `#rex-a`, "tarif piscine Bellevue" `#bellevue`). A token names
 * something when it is technical (a path, a version, a file: `/etc/hosts`, `2.3.1`), holds a
 * digit (a code, a number: `E1234`, `12`), or one of its meaningful words has a capital after
 * its first letter (LysA, iPhone), is in capitals (PPA), or starts with a capital that does not
 * start a sentence (Bellevue, Rex, the A of Rex-A). One pass over the question.
 */
export function questionNameMarks(question: string): string[] {
  const text = question.normalize("NFC");
  const marks = new Set<string>();
  let previousEnd = -1;
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    const startsSentence = previousEnd < 0 ? true : endsSentence(text, previousEnd, match.index);
    previousEnd = match.index + token.length;
    if (namesSomething(token, startsSentence)) {
      marks.add(`${NAME_MARK}${foldAccents(token.toLowerCase())}`);
    }
  }
  return [...marks];
}

/** Whether the last sign between two tokens, blanks aside, ends a sentence or opens a quote. */
function endsSentence(text: string, from: number, to: number): boolean {
  for (let at = to - 1; at >= from; at--) {
    const sign = text[at] as string;
    if (sign.trim() === "") continue;
    return SENTENCE_ENDS.has(sign);
  }
  return false;
}

const SENTENCE_ENDS = new Set([".", "!", "?", ":", "…", "«", '"', "“", "("]);

function namesSomething(token: string, startsSentence: boolean): boolean {
  if (isTechnicalToken(token) || /\p{N}/u.test(token)) return true;
  let first = true;
  for (const [word] of token.matchAll(WORD)) {
    const atSentenceStart = first && startsSentence;
    first = false;
    if (!isMeaningful(word)) continue;
    const rest = word.slice(1);
    const innerCapital = /\p{Lu}/u.test(rest) && /\p{Ll}/u.test(word);
    const capitals = word.length >= 2 && !/\p{Ll}/u.test(word);
    if (innerCapital || capitals || (!atSentenceStart && /^\p{Lu}/u.test(word))) return true;
  }
  return false;
}

/** The text with its accents taken off ("é" → "e"). */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "");
}

/** Accent-folded, lower case. */
const STOP_WORDS = new Set(
  `
a ai aie aient aies ait alors as au aucun aucune aupres auquel aura aurai auraient aurais aurait
auras aurez auriez aurions aurons auront aussi autre autres aux auxquelles auxquels avaient avais
avait avant avec avez aviez avions avoir avons ayant ayez ayons bah bien bon bonjour bonsoir c ca
ce ceci cela celle celles celui cependant certain certaine certains ces cet cette ceux chaque
chez ci combien comme comment concernant d dans de debut depuis des desquelles desquels dessus
deux dire dis disent dit doit doivent donc dont du duquel durant e elle elles en encore entre es
est et etaient etais etait etant ete etes etiez etions etre eu eue eues eumes eurent eus eusse
eussent eusses eussiez eussions eut eutes eux faire fais fait faites fasse faut fois font fut
fumes furent fus fusse fussent fusses fussiez fussions futes hello hors ici il ils j je jusqu
jusque l la laquelle le lequel les lesquelles lesquels leur leurs lorsque lui m ma mais me meme
memes merci mes moi moins mon n ne ni non nos notre nous on ont or ou oui par parce pas peu peut
peuvent peux plus plutot possible pour pourquoi pourrai pourrais pourrait pourriez pourrions
pouvez pouvoir pouvons puis puisque puisse puissent qu quand que quel quelle quelles quelqu
quelque quelques quels qui quoi s sa sais sait salut sans savez savoir sera serai seraient serais
serait seras serez seriez serions serons seront ses si sien sienne siennes siens soi soient sois
soit sommes son sont sous souhaite souhaiterais soyez soyons suis sur svp t ta te tes toi ton
tous tout toute toutes tres tu un une unes uns v va vais vas veut veuillez veulent veux voici
voila voudrais voudrait voudrions voulez vouloir voulons vos votre vous vs y
se aller allez allons vont venir viens vient venez venons viennent obtenir obtiens obtient
trouver trouve chercher cherche cherchons besoin falloir devoir dois devez devons aimerais
aimerait souhaitons connaitre passer passe chose choses truc trucs quoi stp moyen facon
an and are can could do does for how i is it me my of please the to what when where which who
why with would you your
`
    .split(/\s+/)
    .filter(Boolean),
);
