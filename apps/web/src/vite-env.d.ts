// Build-time settings the web app reads.
/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not the web app's own (e.g. https://api.example.org); empty for same origin. */
  readonly VITE_API_URL?: string;
  /** Storage key for encrypted local storage; when unset the app asks GET /api/config. */
  readonly VITE_STORAGE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
