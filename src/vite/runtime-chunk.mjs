// @ts-check
/**
 * Two chunk groups for rolldown's `codeSplitting`. Left to itself the bundler splits the modules
 * of the page runtime (src/client/page-runtime.ts) into many small shared chunks (query, storage,
 * channels, flow tables, the dynamic-import helper...), because islands import some of them too;
 * each file then costs a request and its own gzip overhead on every page. A group captures the
 * modules its `test` names and, by rolldown's default (`includeDependenciesRecursively`), all
 * they import statically.
 *
 * - `page-runtime`: the runtime and its static imports. Every page loads the shell's few-byte
 *   script and this chunk, which islands reuse from the cache. Importing the runtime runs
 *   nothing: the shell's script starts it. The few bytes that take held taps over
 *   (early-actions.ts) join it, so that a page script acting without React (the calculator's)
 *   does not load the API client's chunk for them.
 * - `api` (after it, so what the runtime holds stays there): the API client, the call table with
 *   its answer readers, the login module and the page-only stores (src/client/login.ts), the
 *   native app's bridge and the guard's rules that only some navigations need. The guard and
 *   every island that calls the API share it: what the guard loads on demand is one file, and the
 *   list of chunks to preload for a call stays short instead of naming a dozen small shared files.
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
      new URL("../client/early-actions.ts", import.meta.url),
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
