import { type SessionUser, sessionUserSchema } from "@org/api-client";
import { atom } from "jotai";
import { atomWithStorage } from "jotai/utils";
import { cookieStorage, localJsonStorage } from "./browser-storage";
import {
  ACCESS_TOKEN_COOKIE,
  COOKIE_PATH,
  USER_INFO_STORAGE_KEY,
  USER_PERMISSIONS_STORAGE_KEY,
} from "./constants";

function isSessionUser(value: unknown): value is SessionUser {
  return sessionUserSchema.safeParse(value).success;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

const storedUserAtom = atomWithStorage<SessionUser | null>(
  USER_INFO_STORAGE_KEY,
  null,
  localJsonStorage(isSessionUser),
  { getOnInit: true },
);

const storedPermissionsAtom = atomWithStorage<string[] | null>(
  USER_PERMISSIONS_STORAGE_KEY,
  null,
  localJsonStorage(isStringList),
  { getOnInit: true },
);

/** The signed-in user, kept in local storage; setting null removes the stored copy. */
export const userAtom = atom(
  (get) => get(storedUserAtom),
  (_get, set, user: SessionUser | null) => set(storedUserAtom, user),
);

/**
 * The signed-in user's permission strings, kept in local storage as a sorted list without
 * duplicates; setting null or an empty list removes the stored copy.
 */
export const permissionsAtom = atom(
  (get) => get(storedPermissionsAtom) ?? [],
  (_get, set, permissions: readonly string[] | null) =>
    set(
      storedPermissionsAtom,
      permissions && permissions.length > 0 ? [...new Set(permissions)].sort() : null,
    ),
);

/** The access token, kept in a cookie at path '/'; setting null deletes the cookie. */
export const accessTokenAtom = atomWithStorage<string | null>(
  ACCESS_TOKEN_COOKIE,
  null,
  cookieStorage(COOKIE_PATH),
  { getOnInit: true },
);

/** True while a token is held. */
export const isSignedInAtom = atom((get) => get(accessTokenAtom) !== null);
