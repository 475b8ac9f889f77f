import { ApiClientProvider } from "@org/api-client/react";
import {
  BACK_OFFICE_DEFAULT_THEME,
  DataTableLabelsProvider,
  ThemeProvider,
  Toaster,
} from "@org/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { Provider as JotaiProvider } from "jotai";
import { RouterProvider } from "react-router";
import { RoutePreloadProvider } from "@/lib/route-preload";
import { TABLE_LABELS } from "@/lib/table-labels";
import type { AdminApp } from "./create-admin-app";

/** The back-office: session, API, queries, theme, table words and toasts around the router. */
export function App({ app }: { app: AdminApp }) {
  return (
    <JotaiProvider store={app.store}>
      <ApiClientProvider client={app.apiClient}>
        <QueryClientProvider client={app.queryClient}>
          <ThemeProvider defaultTheme={BACK_OFFICE_DEFAULT_THEME}>
            <DataTableLabelsProvider labels={TABLE_LABELS}>
              <RoutePreloadProvider preload={app.preload}>
                <RouterProvider router={app.router} />
              </RoutePreloadProvider>
            </DataTableLabelsProvider>
            <Toaster closeLabel="Fermer" />
          </ThemeProvider>
        </QueryClientProvider>
      </ApiClientProvider>
    </JotaiProvider>
  );
}
