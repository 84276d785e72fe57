// The lingui vite plugin compiles a .po catalog on import into a module exporting its messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/**
 * Set by vite.config.ts for the production build: the catalogs' version (part of each catalog's file name) and
 * the catalog areas. The dev server and the tests load the .po files through import.meta.glob instead.
 */
declare const __CATALOG_VERSION__: string;
declare const __CATALOG_AREAS__: readonly string[];
