import { PERMISSION, type Permission } from "@org/api-client";

export interface PermissionGroup {
  label: string;
  /** Each permission with what it lets a user do, as the form says it. */
  permissions: readonly { value: Permission; label: string }[];
}

/**
 * The permissions one user may grant another (SPEC section 6, and the product's own), grouped as
 * the form shows them: by the screen they open, in the order of the navigation.
 */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  {
    label: "Utilisateurs",
    permissions: [
      { value: PERMISSION.viewUser, label: "Voir les utilisateurs" },
      { value: PERMISSION.addUser, label: "Créer des utilisateurs" },
      { value: PERMISSION.changeUser, label: "Modifier les utilisateurs" },
      { value: PERMISSION.deleteUser, label: "Supprimer des utilisateurs" },
    ],
  },
  {
    label: "Assistants IA",
    permissions: [
      { value: PERMISSION.viewBot, label: "Voir les assistants" },
      { value: PERMISSION.addBot, label: "Créer des assistants" },
      { value: PERMISSION.changeBot, label: "Modifier les assistants" },
      { value: PERMISSION.deleteBot, label: "Supprimer des assistants" },
      { value: PERMISSION.viewBotSystemPrompt, label: "Voir le prompt système" },
      { value: PERMISSION.changeBotSystemPrompt, label: "Modifier le prompt système" },
    ],
  },
  {
    label: "Bulles et raccourcis",
    permissions: [
      { value: PERMISSION.viewBubblemessage, label: "Voir les bulles" },
      { value: PERMISSION.addBubblemessage, label: "Créer des bulles" },
      { value: PERMISSION.changeBubblemessage, label: "Modifier et supprimer les bulles" },
      { value: PERMISSION.viewShortcut, label: "Voir les raccourcis" },
      { value: PERMISSION.addShortcut, label: "Créer des raccourcis" },
      { value: PERMISSION.changeShortcut, label: "Modifier les raccourcis" },
      { value: PERMISSION.deleteShortcut, label: "Supprimer des raccourcis" },
    ],
  },
  {
    label: "Bases de connaissances",
    permissions: [
      { value: PERMISSION.addUrlknowledge, label: "Explorer les sous-adresses d'un site" },
      { value: PERMISSION.viewDocumentknowledge, label: "Voir les documents" },
    ],
  },
  {
    label: "Conversations",
    permissions: [
      { value: PERMISSION.viewConversation, label: "Lire les conversations" },
      { value: PERMISSION.deleteConversation, label: "Supprimer des conversations" },
      // Exporting the conversations also takes reading them.
      { value: PERMISSION.viewAnalytics, label: "Voir les statistiques" },
    ],
  },
  {
    label: "Questions à améliorer",
    permissions: [
      { value: PERMISSION.viewMissedquestion, label: "Voir les questions à améliorer" },
      { value: PERMISSION.changeMissedquestion, label: "Marquer les questions à améliorer" },
    ],
  },
  {
    label: "Réponses validées",
    permissions: [
      { value: PERMISSION.viewCuratedanswer, label: "Voir les réponses validées" },
      { value: PERMISSION.addCuratedanswer, label: "Créer des réponses validées" },
      { value: PERMISSION.changeCuratedanswer, label: "Modifier les réponses validées" },
      { value: PERMISSION.deleteCuratedanswer, label: "Supprimer des réponses validées" },
    ],
  },
  {
    label: "Tests des assistants",
    permissions: [
      { value: PERMISSION.viewAssistanttest, label: "Voir les tests" },
      { value: PERMISSION.addAssistanttest, label: "Créer des tests" },
      { value: PERMISSION.changeAssistanttest, label: "Modifier les tests" },
      { value: PERMISSION.deleteAssistanttest, label: "Supprimer des tests" },
      { value: PERMISSION.runAssistanttest, label: "Lancer les tests" },
    ],
  },
];
