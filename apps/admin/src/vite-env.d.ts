/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API base URL; when unset it is chosen from the page's host name. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
