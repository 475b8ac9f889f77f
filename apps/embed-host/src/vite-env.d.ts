/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API base URL (see vite/api-url.ts); empty, the API is chosen by the page's host name. */
  readonly VITE_API_URL?: string;
}
