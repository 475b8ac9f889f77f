/** A name after "de", elided before a vowel as French writes it: "d'Assistant IA", "de Mairie". */
export function ofName(name: string): string {
  return /^[aeiouyàâäéèêëîïôöùûü]/iu.test(name) ? `d'${name}` : `de ${name}`;
}
