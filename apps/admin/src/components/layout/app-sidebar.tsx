import { Sidebar, SidebarContent, SidebarFooter, SidebarHeader } from "@org/ui";
import { AccountSwitcher } from "./account-switcher";
import { NavGroup } from "./nav-group";
import { useVisibleNav } from "./use-visible-nav";
import { SidebarUserMenu } from "./user-menu";

/** Account switcher on top, the navigation the user may open, the user menu at the foot. */
export function AppSidebar() {
  const groups = useVisibleNav();
  return (
    <Sidebar
      variant="floating"
      collapsible="icon"
      mobileTitle="Navigation"
      mobileDescription="Navigation principale de l'administration."
    >
      <SidebarHeader>
        <AccountSwitcher />
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Navigation principale">
          {groups.map((group) => (
            <NavGroup key={group.title} {...group} />
          ))}
        </nav>
      </SidebarContent>
      <SidebarFooter>
        <SidebarUserMenu />
      </SidebarFooter>
    </Sidebar>
  );
}
