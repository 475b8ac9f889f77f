import { useUser } from "@org/auth";
import {
  Avatar,
  DropdownMenu,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from "@org/ui";
import { CardStackIcon, CaretSortIcon, ExitIcon, IdCardIcon } from "@radix-ui/react-icons";
import { useNavigate } from "react-router";
import { ofName } from "@/lib/of-name";
import { COLLAPSED_FIGURE_ENTRY, COLLAPSED_HIDDEN } from "./collapsed";

function useMenuUser() {
  const user = useUser();
  return { name: user?.username ?? "", email: user?.email ?? "", userId: user?.user_id };
}

function UserIdentity({ name, email }: { name: string; email: string }) {
  return (
    <span className="grid flex-1 text-left text-sm leading-tight">
      <span className="truncate font-semibold">{name}</span>
      <span className="truncate text-xs text-muted-foreground">{email}</span>
    </span>
  );
}

/** Compte, Facturation (À venir, disabled) and Déconnexion. */
function UserMenuContent({ side }: { side: "right" | "bottom" }) {
  const navigate = useNavigate();
  const { name, email, userId } = useMenuUser();
  return (
    <DropdownMenu.Content className="min-w-56" side={side} align="end">
      <DropdownMenu.Label className="h-auto py-1.5">
        <span className="flex items-center gap-2 text-gray-12">
          <Avatar name={name} size="md" shape="rounded" />
          <UserIdentity name={name} email={email} />
        </span>
      </DropdownMenu.Label>
      <DropdownMenu.Separator />
      <DropdownMenu.Item
        disabled={userId === undefined}
        onSelect={() => navigate(`/users/${userId}`)}
      >
        <IdCardIcon aria-hidden />
        Compte
      </DropdownMenu.Item>
      <DropdownMenu.Item disabled onSelect={() => navigate("/settings")}>
        <CardStackIcon aria-hidden />
        Facturation (À venir)
      </DropdownMenu.Item>
      <DropdownMenu.Separator />
      <DropdownMenu.Item onSelect={() => navigate("/sign-out")}>
        <ExitIcon aria-hidden />
        Déconnexion
      </DropdownMenu.Item>
    </DropdownMenu.Content>
  );
}

/** The user menu at the foot of the sidebar: avatar of initials, name and email. */
export function SidebarUserMenu() {
  const { isMobile } = useSidebar();
  const { name, email } = useMenuUser();
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger>
            <SidebarMenuButton className={COLLAPSED_FIGURE_ENTRY}>
              <Avatar name={name} size="md" shape="rounded" className="sidebar-figure" />
              <UserIdentity name={name} email={email} />
              <CaretSortIcon aria-hidden className={COLLAPSED_HIDDEN} />
            </SidebarMenuButton>
          </DropdownMenu.Trigger>
          <UserMenuContent side={isMobile ? "bottom" : "right"} />
        </DropdownMenu.Root>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}

/** The same menu in the header, opened from the avatar. */
export function HeaderUserMenu() {
  const { name } = useMenuUser();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <button
          type="button"
          aria-label={`Menu ${ofName(name)}`}
          className="rounded-full border-0 bg-transparent p-0 cursor-pointer"
        >
          <Avatar name={name} size="md" />
        </button>
      </DropdownMenu.Trigger>
      <UserMenuContent side="bottom" />
    </DropdownMenu.Root>
  );
}
