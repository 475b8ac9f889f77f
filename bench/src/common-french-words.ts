/**
 * Everyday French words, beside the fixture site's own vocabulary, so that the generated corpus
 * speaks of more than the town hall's services. Function words first: they are drawn most often.
 */
export const COMMON_FUNCTION_WORDS = words(`
de la le les des du un une et à en pour par sur dans avec au aux ce cette ces son sa ses leur
leurs notre nos votre vos qui que dont où il elle ils elles on nous vous est sont a ont être
avoir fait peut doit plus moins très aussi ainsi mais ou donc car tout tous toute toutes
chaque entre après avant depuis pendant sans sous vers chez selon comme lorsque si ne pas
`);

export const COMMON_CONTENT_WORDS = words(`
maison appartement jardin cuisine chambre salon fenêtre porte toit mur escalier garage cave
voiture vélo train bus route chemin rue place quartier village ville campagne forêt rivière
lac montagne plage mer champ prairie colline vallée pont gare aéroport port marché magasin
boulangerie boucherie épicerie pharmacie banque poste hôpital clinique médecin infirmière
dentiste école collège lycée université professeur élève étudiant cours classe devoir examen
diplôme métier travail emploi bureau entreprise usine atelier chantier ouvrier artisan
commerçant client salarié patron réunion projet équipe contrat salaire congé retraite
famille parent enfant bébé fils fille frère sœur oncle tante cousin grand-mère grand-père
voisin ami collègue habitant citoyen personne homme femme jeune adulte senior
matin midi soir nuit journée semaine mois année saison printemps été automne hiver lundi
mardi mercredi jeudi vendredi samedi dimanche janvier février mars avril mai juin juillet
août septembre octobre novembre décembre heure minute moment instant date calendrier
pluie soleil vent neige orage nuage froid chaleur température climat météo arbre fleur
herbe feuille branche fruit légume pomme poire cerise raisin tomate carotte salade pain
fromage lait beurre œuf viande poisson poulet soupe gâteau chocolat café thé vin eau
repas déjeuner dîner petit-déjeuner recette restaurant table chaise lit armoire canapé
télévision téléphone ordinateur écran clavier internet courriel message lettre colis
journal livre magazine photo film musique chanson concert théâtre cinéma musée exposition
spectacle festival fête anniversaire vacances voyage séjour valise billet hôtel camping
sport football tennis natation course randonnée vélo piscine stade gymnase match joueur
santé maladie douleur remède traitement ordonnance vaccin soin repos sommeil fatigue
argent prix euro facture paiement compte chèque carte crédit dette épargne budget impôt
question réponse problème solution idée conseil aide besoin envie choix décision raison
histoire souvenir avenir passé présent tradition culture langue mot phrase texte page
image couleur rouge bleu vert jaune noir blanc gris grand petit long court haut bas large
étroit nouveau ancien vieux jeune beau joli simple facile difficile rapide lent calme
bruyant propre sale chaud froid humide sec lourd léger plein vide ouvert fermé gratuit
payant public privé local national régional principal important possible nécessaire utile
pratique agréable heureux content triste fatigué malade occupé libre prêt sûr clair
acheter vendre payer louer prêter emprunter rendre donner prendre porter apporter envoyer
recevoir ouvrir fermer commencer finir continuer arrêter attendre chercher trouver perdre
oublier rappeler appeler répondre demander expliquer comprendre apprendre enseigner lire
écrire parler dire raconter écouter entendre regarder voir montrer sortir entrer partir
arriver venir revenir rester passer tomber monter descendre courir marcher nager jouer
gagner perdre manger boire cuisiner dormir habiter vivre travailler étudier réparer
nettoyer ranger laver construire planter cultiver récolter préparer organiser inviter
visiter rencontrer aider protéger respecter partager choisir décider essayer réussir
souvent toujours jamais parfois déjà encore bientôt tard tôt ensemble ailleurs partout
longtemps rapidement simplement vraiment environ presque surtout ensuite enfin
`);

function words(list: string): string[] {
  return list.split(/\s+/).filter(Boolean);
}
