import type { Db } from "../db";
import { SEARCH_CONFIGURATION } from "../indexing/search-configuration";
import { parseTsvector } from "../indexing/tsvector-text";

/**
 * Frequent French words that visitors use to word a question (common verbs with the past
 * participles that do not share their stem, adjectives, numbers, time and family words) rather
 * than to name its subject. When a knowledge base never
 * uses one, its absence says little: the text most likely words the same thing otherwise.
 */
const EVERYDAY_WORDS = `
accepter acheter agir aider aimer ajouter apporter apprendre appuyer arriver attendre avancer
changer choisir commencer comprendre compter connaitre continuer courir couter croire decider
demander dependre descendre devenir donner dormir ecrire entendre entrer envoyer esperer essayer
expliquer finir garder gagner habiter imaginer jouer laisser lire manquer marcher mettre monter
montrer mourir naitre occuper offrir oublier ouvrir paraitre parler partir perdre permettre
penser porter poser pousser prendre preparer presenter prevoir proposer prouver quitter raconter
recevoir reconnaitre refaire regarder remettre remplir rendre rentrer repondre rester retourner
revenir rever sembler sentir servir sortir suffire suivre tenir terminer tomber tourner
travailler utiliser valoir vendre verifier vivre voir
appris compris connu couru cru devenu ecrit entendu lu mis offert ouvert paru perdu
permis pris recu reconnu remis rendu repondu revenu suivi tenu valu vendu vecu vu
bon bonne mauvais grand grande petit petite nouveau nouvelle vieux vieille jeune premier premiere
dernier derniere prochain prochaine ancien ancienne autre meme seul seule vrai faux possible
simple facile difficile rapide long longue court courte plein vide cher chere gros grosse
un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize vingt
trente quarante cinquante soixante cent mille
jour jours semaine semaines mois annee annees an ans matin soir nuit midi hier demain aujourd
hui maintenant bientot toujours jamais souvent parfois tard tot moment fois temps heure heures
minute minutes
pere mere fils fille frere soeur mari femme enfant enfants parent parents famille ami amie
compagnon compagne voisin voisine bebe gens personne monde
chose truc machin endroit coin cote place lieu facon maniere sorte type genre
`;

const cache = new WeakMap<Db, Promise<Set<string>>>();

/** The everyday words as the database's lexemes, computed once per database. */
export function everydayLexemes(db: Db): Promise<Set<string>> {
  let known = cache.get(db);
  if (!known) {
    known = db
      .query<{ vector: string }>(
        `SELECT to_tsvector('${SEARCH_CONFIGURATION}', $1)::text AS vector`,
        [EVERYDAY_WORDS],
      )
      .then((result) => new Set(parseTsvector(result.rows[0]?.vector ?? "").map((e) => e.lexeme)));
    known.catch(() => cache.delete(db));
    cache.set(db, known);
  }
  return known;
}
