import type { ApiClient } from "@org/api-client";
import { createSessionApiClient, type SessionStore } from "@org/auth";
import { toast } from "@org/ui";
import type { QueryClient } from "@tanstack/react-query";
import { createStore } from "jotai";
import { createBrowserRouter } from "react-router";
import { createRoutePreloader, type RoutePreloader } from "@/lib/route-preload";
import { createAdminQueryClient } from "./query-client";
import { createRouteTree } from "./route-tree";

export interface AdminApp {
  store: SessionStore;
  apiClient: ApiClient;
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
  preload: RoutePreloader;
}

/**
 * Everything the back-office runs on: the session store, the API client that sends its token,
 * the router and the query client whose failures may navigate.
 */
export function createAdminApp(): AdminApp {
  const store = createStore();
  // An empty VITE_API_URL means "not set": the API is then chosen from the page's host name.
  const apiClient = createSessionApiClient(store, {
    baseUrl: import.meta.env.VITE_API_URL || undefined,
  });
  const routes = createRouteTree(store);
  const router = createBrowserRouter(routes);
  const queryClient = createAdminQueryClient({
    store,
    toast,
    navigate: (to) => {
      void router.navigate(to);
    },
    currentLocation: () => router.state.location,
  });
  return { store, apiClient, queryClient, router, preload: createRoutePreloader(routes) };
}
