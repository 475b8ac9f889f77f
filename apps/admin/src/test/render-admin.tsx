import type { SessionUser } from "@org/api-client";
import { accessTokenAtom, permissionsAtom, userAtom } from "@org/auth";
import { cleanup, render, waitFor } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { afterEach } from "vitest";
import { App } from "@/app/app";
import { type AdminApp, createAdminApp } from "@/app/create-admin-app";

export const TEST_USER: SessionUser = {
  username: "camille",
  email: "camille@example.org",
  role: "user",
  exp: 0,
  user_id: 7,
  language: "fr",
};

export interface RenderAdminOptions {
  apiUrl: string;
  /** Signs the visitor in with these permissions first; signed out when absent. */
  permissions?: readonly string[];
}

const rendered: AdminApp[] = [];
let requestsInFlight = 0;

/** The global fetch, counting the requests that have not settled yet. */
const countedFetch: typeof fetch = async (input, init) => {
  requestsInFlight += 1;
  try {
    return await fetch(input, init);
  } finally {
    requestsInFlight -= 1;
  }
};

// A test ends with its screens unmounted, their retries cancelled and their requests settled, so
// that nothing reaches the test's server once it is closed.
afterEach(async () => {
  cleanup();
  for (const app of rendered.splice(0)) {
    await app.queryClient.cancelQueries();
    app.queryClient.clear();
  }
  await waitFor(() => {
    if (requestsInFlight > 0) throw new Error(`${requestsInFlight} requests still in flight.`);
  });
});

/** The whole back-office at `path`, in memory, talking to the API at `apiUrl`. */
export function renderAdmin(path: string, { apiUrl, permissions }: RenderAdminOptions): AdminApp {
  const app = createAdminApp({
    apiBaseUrl: apiUrl,
    logger: { error: () => {} },
    fetch: countedFetch,
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
  });
  if (permissions) {
    app.store.set(accessTokenAtom, "token-of-camille");
    app.store.set(userAtom, TEST_USER);
    app.store.set(permissionsAtom, permissions);
  }
  render(<App app={app} />);
  rendered.push(app);
  return app;
}
