/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** dev, test, pre or prod; the console honours the `test` query parameter outside prod. */
  readonly VITE_HERALD_ENV?: string;
}
