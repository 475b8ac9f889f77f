/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API base URL; when unset it is chosen from the page's host name. */
  readonly VITE_API_URL?: string;
  /** Where the embed host serves /embed/{botId} and loader.js; http://localhost:5174 when unset. */
  readonly VITE_EMBED_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
