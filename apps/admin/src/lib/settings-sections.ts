/** Where users change their own e-mail address and password (each asks for the current password). */
export const ACCOUNT_SETTINGS = { path: "/settings/account", title: "Compte" } as const;

/** The sections of the settings, each at /settings/<path> (the profile at /settings itself). */
export const SETTINGS_SECTIONS = [
  { path: "/settings", title: "Profil" },
  ACCOUNT_SETTINGS,
  { path: "/settings/appearance", title: "Apparence" },
  { path: "/settings/notifications", title: "Notifications" },
  { path: "/settings/display", title: "Affichage" },
] as const;
