/** The sections of the settings, each at /settings/<path> (the profile at /settings itself). */
export const SETTINGS_SECTIONS = [
  { path: "/settings", title: "Profil" },
  { path: "/settings/account", title: "Compte" },
  { path: "/settings/appearance", title: "Apparence" },
  { path: "/settings/notifications", title: "Notifications" },
  { path: "/settings/display", title: "Affichage" },
] as const;
