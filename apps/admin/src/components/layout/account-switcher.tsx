import {
  DropdownMenu,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  Skeleton,
  useSidebar,
} from "@org/ui";
import { CaretSortIcon, PlusIcon } from "@radix-ui/react-icons";
import { useState } from "react";
import { AccountLogo } from "./account-logo";
import { useActiveAccount } from "./active-account";
import { AddAccountDialog } from "./add-account-dialog";
import { COLLAPSED_FIGURE_ENTRY, COLLAPSED_HIDDEN } from "./collapsed";

/** The account the back-office works in, with the other accounts and 'Add account'. */
export function AccountSwitcher() {
  const { accounts, active, pick, isPending, isError } = useActiveAccount();
  const { isMobile } = useSidebar();
  const [adding, setAdding] = useState(false);

  return (
    <>
      <SidebarMenu>
        <SidebarMenuItem>
          <DropdownMenu.Root>
            <DropdownMenu.Trigger>
              <SidebarMenuButton className={COLLAPSED_FIGURE_ENTRY}>
                {active ? (
                  <AccountLogo name={active.name} className="sidebar-figure" />
                ) : (
                  <Skeleton className="sidebar-figure size-8" loading={isPending} />
                )}
                <span className="grid flex-1 text-left leading-tight">
                  <span className="truncate font-semibold">
                    {active?.name ??
                      (isPending ? "…" : isError ? "Comptes indisponibles" : "Aucun compte")}
                  </span>
                  <span className="truncate text-xs text-muted-foreground">
                    {active?.plan ?? ""}
                  </span>
                </span>
                <CaretSortIcon aria-hidden className={COLLAPSED_HIDDEN} />
              </SidebarMenuButton>
            </DropdownMenu.Trigger>
            <DropdownMenu.Content
              className="min-w-56"
              side={isMobile ? "bottom" : "right"}
              align="start"
            >
              <DropdownMenu.Label>Comptes</DropdownMenu.Label>
              {accounts.map((account) => (
                <DropdownMenu.Item key={account.id} onSelect={() => pick(account.id)}>
                  <AccountLogo name={account.name} size="sm" />
                  <span className="grid leading-tight">
                    <span>{account.name}</span>
                    <span className="text-xs text-muted-foreground">{account.plan}</span>
                  </span>
                </DropdownMenu.Item>
              ))}
              <DropdownMenu.Separator />
              <DropdownMenu.Item onSelect={() => setAdding(true)}>
                <span className="flex size-6 items-center justify-center rounded-md border border-border">
                  <PlusIcon aria-hidden />
                </span>
                Add account
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Root>
        </SidebarMenuItem>
      </SidebarMenu>
      <AddAccountDialog
        open={adding}
        onOpenChange={setAdding}
        onCreated={(account) => pick(account.id)}
      />
    </>
  );
}
