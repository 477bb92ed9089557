// @ts-check
/**
 * The page runtime's build: its lazy-import helper (below) and two chunk groups for rolldown's
 * `codeSplitting` (decisions 024, 161 and 200). Left to itself the bundler splits the page
 * runtime's modules into many small shared chunks, each a request and its own gzip overhead on
 * every page. A group captures the modules its `test` names and all they import statically:
 * `page-runtime` the runtime (importing it runs nothing) and the start's hand-over to the chunks (src/client/start/hand-over.ts, held-taps.ts);
 * `api`, after it so that what the runtime holds stays there, the API client, the login module,
 * the app bridge and the guard's lazy rules, shared by the guard and the islands.
 */
import { fileURLToPath } from "node:url";

/** @param {URL[]} files */
const capture = (...files) => {
  const ids = new Set(files.map((file) => fileURLToPath(file)));
  return (/** @type {string} */ id) => ids.has(id);
};

/** @type {import("rolldown").CodeSplittingGroup[]} */
export const CHUNK_GROUPS = [
  {
    name: "page-runtime",
    priority: 2,
    test: capture(
      new URL("../client/page-runtime.ts", import.meta.url),
      new URL("../client/start/hand-over.ts", import.meta.url),
      new URL("../client/start/held-taps.ts", import.meta.url),
    ),
  },
  {
    name: "api",
    priority: 1,
    test: capture(
      new URL("../client/login.ts", import.meta.url),
      new URL("../client/native-bridge.ts", import.meta.url),
      new URL("../core/guard-lazy-rules.ts", import.meta.url),
    ),
  },
];

const HELPER_ID = "\0vite/preload-helper.js";
const LAZY_IMPORT = fileURLToPath(new URL("../client/start/lazy-import.ts", import.meta.url));

/**
 * Replaces Vite's dynamic-import helper (a virtual module of about 1 KB gzip that every page
 * would load with the page runtime, and that `build.modulePreload: false` does not remove,
 * vitejs/vite#18551) with src/client/start/lazy-import.ts, which keeps its contract: parallel
 * requests of the lazy module's chunks, its stylesheets first, `vite:preloadError` on failure.
 * The module's id and the call's shape are Vite's and rolldown's internals, pinned by
 * tests/built/internals.test.ts (decision 470).
 * @returns {import("vite").Plugin}
 */
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
