import { type SessionUser, sessionUserSchema } from "@org/api-client";
import { atom } from "jotai";
import { cookieStorage, localJsonStorage, type ValueStorage } from "./browser-storage";
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

/**
 * A value kept in `storage` under `key`. Each store reads the stored copy when it first needs the
 * value (not when the module loads), and every write goes to storage before the store.
 */
function persistedAtom<T>(key: string, storage: ValueStorage<T | null>) {
  const written = atom<{ value: T | null } | undefined>(undefined);
  return atom(
    (get) => {
      const latest = get(written);
      return latest ? latest.value : storage.getItem(key, null);
    },
    (_get, set, value: T | null) => {
      storage.setItem(key, value);
      set(written, { value });
    },
  );
}

const storedUserAtom = persistedAtom(USER_INFO_STORAGE_KEY, localJsonStorage(isSessionUser));
const storedPermissionsAtom = persistedAtom(
  USER_PERMISSIONS_STORAGE_KEY,
  localJsonStorage(isStringList),
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
export const accessTokenAtom = persistedAtom(ACCESS_TOKEN_COOKIE, cookieStorage(COOKIE_PATH));

/** True while a token is held. */
export const isSignedInAtom = atom((get) => get(accessTokenAtom) !== null);
