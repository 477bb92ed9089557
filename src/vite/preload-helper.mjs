// @ts-check
/**
 * Replaces Vite's dynamic-import helper (a virtual module of about 1 KB gzip that every page
 * would load with the page runtime, and that `build.modulePreload: false` does not remove,
 * vitejs/vite#18551) with src/client/lazy-import.ts, which keeps its contract: parallel
 * requests of the lazy module's chunks, its stylesheets first, `vite:preloadError` on failure.
 */
import { fileURLToPath } from "node:url";

const HELPER_ID = "\0vite/preload-helper.js";
const LAZY_IMPORT = fileURLToPath(new URL("../client/lazy-import.ts", import.meta.url));

/** @returns {import("vite").Plugin} */
export function leanPreloadHelper() {
  return {
    name: "funnel:lean-preload-helper",
    apply: "build",
    transform(_code, id) {
      if (id !== HELPER_ID) return undefined;
      return {
        code: `export { lazyImport as __vitePreload } from ${JSON.stringify(LAZY_IMPORT)};`,
        map: null,
      };
    },
  };
}
