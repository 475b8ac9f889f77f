import { signInPathFor, useIsSignedIn } from "@org/auth";
import { SidebarInset, SidebarProvider } from "@org/ui";
import { Navigate, Outlet, useLocation } from "react-router";
import { AppSidebar } from "./app-sidebar";
import { CommandPaletteProvider } from "./command-palette";
import { Header } from "./header";
import { SavedSidebarPreference } from "./saved-sidebar-preference";
import { SkipToMain } from "./skip-to-main";

/**
 * The frame of every signed-in screen. The route's loader already refuses visitors without a
 * session; this also follows a session that ends while a screen is open.
 */
export function AuthenticatedLayout() {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  if (!signedIn) return <Navigate to={signInPathFor(location)} replace />;
  return (
    <CommandPaletteProvider>
      <SkipToMain />
      <SidebarProvider>
        <SavedSidebarPreference />
        <AppSidebar />
        <SidebarInset>
          <Header />
          <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 outline-none md:px-8">
            <Outlet />
          </main>
        </SidebarInset>
      </SidebarProvider>
    </CommandPaletteProvider>
  );
}
