/**
 * A name after "de", elided before a vowel as French writes it: "d'Assistant IA", "de Mairie",
 * "de Yoga". A name starting with an h is written "de" whether its h is mute or not: only a
 * dictionary could tell "d'Hôtel de ville" from "de Hangar".
 */
export function ofName(name: string): string {
  return /^(?:[aeiouàâäéèêëîïôöùûüœæ]|y(?![aeiouàâéèêëîïôûü]))/iu.test(name)
    ? `d'${name}`
    : `de ${name}`;
}
