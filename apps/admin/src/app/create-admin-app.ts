import type { ApiClient, ApiLogger } from "@org/api-client";
import { createSessionApiClient, type SessionStore } from "@org/auth";
import { toast } from "@org/ui";
import type { QueryClient } from "@tanstack/react-query";
import { createStore } from "jotai";
import { createBrowserRouter, type RouteObject } from "react-router";
import { createRoutePreloader, type RoutePreloader } from "@/lib/route-preload";
import { createAdminQueryClient } from "./query-client";
import { createRouteTree } from "./route-tree";

export type AdminRouter = ReturnType<typeof createBrowserRouter>;

export interface AdminApp {
  store: SessionStore;
  apiClient: ApiClient;
  queryClient: QueryClient;
  router: AdminRouter;
  preload: RoutePreloader;
}

export interface AdminAppOptions {
  /** The API base URL; by default VITE_API_URL, else chosen from the page's host name. */
  apiBaseUrl?: string;
  /** Builds the router from the routes; the browser's history by default. */
  createRouter?: (routes: RouteObject[]) => AdminRouter;
  logger?: ApiLogger;
  /** What requests are sent with; the global fetch by default. */
  fetch?: typeof fetch;
}

/**
 * Everything the back-office runs on: the session store, the API client that sends its token,
 * the router and the query client whose failures may navigate.
 */
export function createAdminApp({
  // An empty VITE_API_URL means "not set".
  apiBaseUrl = import.meta.env.VITE_API_URL || undefined,
  createRouter = createBrowserRouter,
  logger,
  fetch,
}: AdminAppOptions = {}): AdminApp {
  const store = createStore();
  const apiClient = createSessionApiClient(store, { baseUrl: apiBaseUrl, logger, fetch });
  const routes = createRouteTree(store);
  const router = createRouter(routes);
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
