/** The permissions one user may grant another (SPEC section 6), grouped as the form shows them. */
export const PERMISSION_GROUPS = [
  {
    label: "Utilisateurs",
    permissions: [
      { value: "accounts.view_user", label: "Voir les utilisateurs" },
      { value: "accounts.add_user", label: "Créer des utilisateurs" },
      { value: "accounts.change_user", label: "Modifier les utilisateurs" },
      { value: "accounts.delete_user", label: "Supprimer des utilisateurs" },
    ],
  },
  {
    label: "Assistants IA",
    permissions: [
      { value: "bots.view_bot", label: "Voir les assistants" },
      { value: "bots.add_bot", label: "Créer des assistants" },
      { value: "bots.change_bot", label: "Modifier les assistants" },
      { value: "bots.delete_bot", label: "Supprimer des assistants" },
      { value: "bots.view_bot__system_prompt", label: "Voir le prompt système" },
      { value: "bots.change_bot__system_prompt", label: "Modifier le prompt système" },
    ],
  },
  {
    label: "Bulles et raccourcis",
    permissions: [
      { value: "bots.view_bubblemessage", label: "Voir les bulles" },
      { value: "bots.add_bubblemessage", label: "Créer des bulles" },
      { value: "bots.change_bubblemessage", label: "Modifier et supprimer les bulles" },
      { value: "bots.view_shortcut", label: "Voir les raccourcis" },
      { value: "bots.add_shortcut", label: "Créer des raccourcis" },
      { value: "bots.change_shortcut", label: "Modifier les raccourcis" },
      { value: "bots.delete_shortcut", label: "Supprimer des raccourcis" },
    ],
  },
  {
    label: "Bases de connaissances",
    permissions: [
      { value: "knowledge_bases.add_urlknowledge", label: "Explorer les sous-adresses d'un site" },
      { value: "knowledge_bases.view_documentknowledge", label: "Voir les documents" },
    ],
  },
] as const;
