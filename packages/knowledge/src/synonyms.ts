import { foldAccents } from "./question-terms";

/**
 * Everyday words visitors use for the vocabulary of public services and customer service, and
 * the words sites use instead. Each group reads: a visitor's word, then what a site would say.
 */
const GROUPS: readonly (readonly string[])[] = [
  // Town hall and paperwork.
  ["papier", "documents", "pièces", "justificatifs", "identité", "attestation"],
  ["formulaire", "cerfa", "demande", "dossier"],
  ["perdu", "perte", "déclaration", "vol"],
  ["né", "naissance"],
  ["naître", "naissance"],
  ["bébé", "naissance", "nourrisson", "enfant"],
  ["mort", "décès", "défunt"],
  ["décédé", "décès", "défunt"],
  ["enterrement", "inhumation", "obsèques", "cimetière"],
  ["caveau", "concession", "sépulture"],
  ["marier", "mariage", "union"],
  ["épouser", "mariage"],
  ["divorcer", "divorce"],
  ["voter", "vote", "élections", "électorales", "scrutin"],
  ["élection", "électorales", "scrutin"],
  ["déménager", "déménagement", "domicile", "adresse"],
  ["déménagement", "domicile", "adresse"],
  ["hôtel", "mairie"],
  ["rdv", "rendez-vous"],
  ["ouvert", "ouverture", "horaires"],
  ["ouvre", "ouverture", "horaires"],
  ["ferme", "fermeture", "horaires"],
  ["heure", "horaires", "ouverture"],
  ["joindre", "contact", "téléphone", "courriel"],
  ["appeler", "téléphone", "contact"],
  ["mail", "courriel", "adresse"],
  ["email", "courriel"],
  // Money.
  ["prix", "tarif", "tarifs", "coût", "montant"],
  ["coûte", "tarif", "prix", "coût"],
  ["coûter", "tarif", "prix", "coût"],
  ["payer", "tarif", "paiement", "règlement"],
  ["paie", "tarif", "paiement", "facture"],
  ["gratuit", "gratuité", "gratuitement"],
  ["rembourser", "remboursement"],
  ["facture", "facturation", "paiement"],
  ["aide", "allocation", "aides", "social"],
  ["argent", "aide", "financière"],
  // Children and school.
  ["gosse", "enfant"],
  ["gamin", "enfant"],
  ["petit", "enfant"],
  ["fils", "enfant"],
  ["fille", "enfant"],
  ["ado", "adolescent", "jeunes"],
  ["nounou", "assistante", "maternelle", "garde"],
  ["crèche", "accueil", "petite", "enfance", "multi-accueil"],
  ["garderie", "périscolaire", "accueil"],
  ["classe", "école", "scolaire", "scolarisation"],
  ["école", "scolaire", "scolarisation"],
  ["cantine", "restauration", "scolaire", "repas"],
  ["manger", "repas", "restauration"],
  ["vacances", "congés", "centre", "loisirs"],
  // Home, streets and waste.
  ["poubelle", "ordures", "déchets", "bac", "collecte"],
  ["ordures", "déchets", "collecte"],
  ["ramassage", "collecte"],
  ["recycler", "tri", "recyclage", "sélectif"],
  ["jeter", "déchets", "déchèterie", "collecte"],
  ["débarrasser", "encombrants", "déchèterie"],
  ["meuble", "encombrants", "mobilier"],
  ["frigo", "électroménager", "encombrants"],
  ["déchetterie", "déchèterie"],
  ["lumière", "éclairage"],
  ["trou", "chaussée", "voirie", "nid-de-poule"],
  ["route", "voirie", "chaussée"],
  ["trottoir", "voirie"],
  ["voiture", "véhicule", "stationnement"],
  ["garer", "stationnement", "stationner"],
  ["panne", "dysfonctionnement", "signalement"],
  ["cassé", "dégradation", "signalement"],
  ["bruit", "nuisances", "sonores"],
  ["chien", "animaux"],
  ["chat", "animaux"],
  // Building and land.
  ["construire", "construction", "permis", "bâtir"],
  ["maison", "habitation", "logement", "construction"],
  ["véranda", "extension", "construction"],
  ["clôture", "clôtures", "déclaration"],
  ["terrain", "parcelle", "foncier"],
  ["travaux", "urbanisme", "déclaration", "préalable", "permis"],
  ["autorisation", "permis", "déclaration", "urbanisme"],
  ["logement", "habitation", "hébergement"],
  ["loyer", "logement", "location"],
  // Places and leisure.
  ["louer", "location", "réservation"],
  ["réserver", "réservation", "location"],
  ["fête", "réception", "manifestation", "événement"],
  ["soirée", "réception", "manifestation"],
  ["bibliothèque", "médiathèque"],
  ["livre", "ouvrage", "prêt", "document"],
  ["emprunter", "prêt", "emprunt"],
  ["sport", "sportif", "sportive", "associations"],
  ["club", "association", "associations"],
  ["subvention", "aide", "financement"],
  // Help and customer service.
  ["personne", "âgée", "seniors"],
  ["vieux", "âgées", "seniors"],
  ["handicapé", "handicap", "accessibilité"],
  ["pauvre", "précarité", "social", "aide"],
  ["plainte", "réclamation", "signalement"],
  ["réclamer", "réclamation"],
  ["commande", "commander", "achat"],
  ["livraison", "livrer", "expédition"],
  ["colis", "livraison", "expédition"],
  ["annuler", "annulation", "résiliation"],
  ["résilier", "résiliation"],
  ["abonner", "abonnement", "inscription"],
  ["inscrire", "inscription", "inscriptions"],
  ["identifiant", "compte", "connexion"],
  ["connecter", "connexion", "compte"],
  ["retard", "délai", "délais"],
  ["longtemps", "durée", "délai"],
];

const byWord = new Map<string, string[]>();
for (const [word, ...others] of GROUPS) {
  if (word) byWord.set(foldAccents(word), [...others]);
}

/** Site words for a visitor's word (lower case), found with or without accents and plural. */
export function synonymsOf(term: string): string[] {
  const folded = foldAccents(term);
  return byWord.get(folded) ?? byWord.get(folded.replace(/[sx]$/, "")) ?? [];
}
