// @ts-check
/**
 * Two chunk groups for rolldown's `codeSplitting` (decisions 024, 161 and 200). Left to itself
 * the bundler splits the page runtime's modules into many small shared chunks, each a request
 * and its own gzip overhead on every page. A group captures the modules its `test` names and all
 * they import statically: `page-runtime` the runtime (importing it runs nothing) and the tap hold
 * (early-actions.ts); `api`, after it so that what the runtime holds stays there, the API client,
 * the login module, the app bridge and the guard's lazy rules, shared by the guard and the islands.
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
