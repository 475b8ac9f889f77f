import { Separator, SidebarTrigger, ThemeMenu } from "@org/ui";
import { SearchButton } from "./search-button";
import { HeaderUserMenu } from "./user-menu";

/** The bar above each screen: sidebar toggle, search, theme menu and user menu. */
export function Header() {
  return (
    <header className="sticky top-0 z-10 flex h-16 items-center gap-3 bg-background/90 px-4 backdrop-blur">
      <SidebarTrigger variant="outline" aria-label="Afficher ou masquer la barre latérale" />
      <Separator orientation="vertical" className="h-6" />
      <SearchButton />
      <div className="ml-auto flex items-center gap-2">
        <ThemeMenu label="Thème" />
        <HeaderUserMenu />
      </div>
    </header>
  );
}
