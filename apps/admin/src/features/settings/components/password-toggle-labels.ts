/** What the show/hide button of a password field of the settings says. */
export const PASSWORD_TOGGLE_LABELS = {
  showLabel: "Afficher le mot de passe",
  hideLabel: "Masquer le mot de passe",
};
