import {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  getPermissions,
  isSessionExpiredError,
  type Language,
  type LoginPayload,
  login,
  logout,
  type SessionUser,
} from "@org/api-client";
import type { createStore } from "jotai";
import { signInPathFor } from "./redirect";
import { accessTokenAtom, permissionsAtom, userAtom } from "./session-atoms";

export type SessionStore = ReturnType<typeof createStore>;

export interface SessionDeps {
  client: ApiClient;
  store: SessionStore;
}

/** An API client that sends the stored access token with every request. */
export function createSessionApiClient(
  store: SessionStore,
  options: Omit<ApiClientOptions, "getToken"> = {},
): ApiClient {
  return createApiClient({ ...options, getToken: () => store.get(accessTokenAtom) });
}

/**
 * Signs in: stores the token, sets the user, then fetches and stores the permissions. A failure at
 * any step leaves the session signed out and rejects, for the form to show.
 */
export async function signIn(
  { client, store }: SessionDeps,
  credentials: LoginPayload,
): Promise<SessionUser> {
  const result = await login(client, credentials);
  store.set(accessTokenAtom, result.token);
  const user: SessionUser = {
    username: credentials.username,
    email: result.email,
    role: "user",
    exp: 0,
    user_id: result.user_id,
    language: "fr",
  };
  store.set(userAtom, user);
  try {
    store.set(permissionsAtom, await getPermissions(client));
  } catch (error) {
    resetSession(store);
    throw error;
  }
  return user;
}

/** Signs out on the server, then clears the session whatever the server answered. */
export async function signOut({ client, store }: SessionDeps): Promise<void> {
  try {
    await logout(client);
  } catch {
    // Already logged by the client; the token is forgotten here either way.
  } finally {
    resetSession(store);
  }
}

/** Forgets the token, the user and the permissions, with their stored copies. */
export function resetSession(store: SessionStore): void {
  store.set(accessTokenAtom, null);
  store.set(userAtom, null);
  store.set(permissionsAtom, null);
}

/** Changes the signed-in user's language, kept with the stored user. */
export function setUserLanguage(store: SessionStore, language: Language): void {
  const user = store.get(userAtom);
  if (user) store.set(userAtom, { ...user, language });
}

/**
 * The session-expired rule: when `error` says the token is missing, invalid or expired, resets the
 * session and returns the sign-in address that brings the user back to `location`; otherwise null.
 */
export function expireSessionOn(
  error: unknown,
  store: SessionStore,
  location: { pathname: string; search?: string; hash?: string },
): string | null {
  if (!isSessionExpiredError(error)) return null;
  resetSession(store);
  return signInPathFor(location);
}
