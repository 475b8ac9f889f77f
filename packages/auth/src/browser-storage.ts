/** What a persisted atom reads and writes through. */
export interface ValueStorage<T> {
  getItem(key: string, initialValue: T): T;
  setItem(key: string, value: T): void;
  removeItem(key: string): void;
}

/**
 * JSON in local storage, where storing nothing removes the stored copy. Reads are safe where there
 * is no window (server-side rendering) and on unreadable values, which count as absent.
 */
export function localJsonStorage<T>(
  isValid: (value: unknown) => value is T,
): ValueStorage<T | null> {
  return {
    getItem(key, initialValue) {
      const raw = storage()?.getItem(key);
      if (raw == null) return initialValue;
      try {
        const value: unknown = JSON.parse(raw);
        return isValid(value) ? value : initialValue;
      } catch {
        return initialValue;
      }
    },
    setItem(key, value) {
      if (value === null) storage()?.removeItem(key);
      else storage()?.setItem(key, JSON.stringify(value));
    },
    removeItem(key) {
      storage()?.removeItem(key);
    },
  };
}

/**
 * A cookie read and written as a string; storing nothing deletes it. An empty cookie counts as
 * absent: a deleted cookie may still be listed, empty, until its expiry has passed.
 */
export function cookieStorage(path: string): ValueStorage<string | null> {
  return {
    getItem(name, initialValue) {
      if (typeof document === "undefined") return initialValue;
      const prefix = `${encodeURIComponent(name)}=`;
      const entry = document.cookie.split("; ").find((part) => part.startsWith(prefix));
      const value = entry ? decodeURIComponent(entry.slice(prefix.length)) : "";
      return value === "" ? initialValue : value;
    },
    setItem(name, value) {
      if (value === null) return deleteCookie(name, path);
      if (typeof document === "undefined") return;
      const secure = location.protocol === "https:" ? "; Secure" : "";
      document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${path}; SameSite=Lax${secure}`;
    },
    removeItem(name) {
      deleteCookie(name, path);
    },
  };
}

function deleteCookie(name: string, path: string): void {
  if (typeof document === "undefined") return;
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

function storage(): Storage | undefined {
  return typeof localStorage === "undefined" ? undefined : localStorage;
}
