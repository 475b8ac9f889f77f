import { NavLink, Outlet } from "react-router";
import { PageHeader } from "@/components/page-header";
import { SETTINGS_SECTIONS } from "@/lib/settings-sections";

/** The settings: their sections side by side with the one open. */
export function SettingsLayout() {
  return (
    <>
      <PageHeader title="Paramètres" description="Gérez votre profil et vos préférences." />
      <div className="flex flex-col gap-6 md:flex-row">
        <nav aria-label="Sections des paramètres" className="md:w-48">
          <ul className="m-0 flex list-none gap-1 overflow-x-auto p-0 md:flex-col">
            {SETTINGS_SECTIONS.map((section) => (
              <li key={section.path}>
                <NavLink
                  end
                  to={section.path}
                  className="block rounded-md px-3 py-2 text-sm whitespace-nowrap text-foreground no-underline hover:bg-muted aria-[current=page]:bg-muted aria-[current=page]:font-medium"
                >
                  {section.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </>
  );
}

export { SettingsAccount } from "./components/settings-account";
export { SettingsAppearance } from "./components/settings-appearance";
export { SettingsDisplay } from "./components/settings-display";
export { SettingsNotifications } from "./components/settings-notifications";
export { SettingsProfile } from "./components/settings-profile";
