import {
  SidebarGroup,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from "@org/ui";
import { useLocation } from "react-router";
import { PreloadLink } from "@/lib/route-preload";
import { AssistantCount } from "./assistant-count";
import { COLLAPSED_ENTRY } from "./collapsed";
import type { NavGroup as NavGroupData } from "./nav-data";

/** True when `url` is the current page or one of its sub-pages ("/" only for itself). */
export function isCurrentEntry(url: string, pathname: string): boolean {
  if (url === "/") return pathname === "/";
  return pathname === url || pathname.startsWith(`${url}/`);
}

export function NavGroup({ title, items }: NavGroupData) {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <SidebarGroup>
      <SidebarGroupLabel>{title}</SidebarGroupLabel>
      <SidebarMenu>
        {items.map((item) => (
          <SidebarMenuItem key={item.url}>
            <SidebarMenuButton
              asChild
              isActive={isCurrentEntry(item.url, pathname)}
              tooltip={item.title}
              className={COLLAPSED_ENTRY}
            >
              <PreloadLink
                to={item.url}
                onClick={() => {
                  if (isMobile) setOpenMobile(false);
                }}
              >
                <item.icon aria-hidden />
                <span>{item.title}</span>
              </PreloadLink>
            </SidebarMenuButton>
            {item.countsAssistants ? <AssistantCount /> : null}
          </SidebarMenuItem>
        ))}
      </SidebarMenu>
    </SidebarGroup>
  );
}
