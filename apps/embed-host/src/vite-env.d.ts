/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API base URL; unset, the API is chosen by the page's host name. */
  readonly VITE_API_BASE_URL?: string;
}
