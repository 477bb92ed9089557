// @ts-check
/**
 * One chunk for the page runtime (src/client/page-runtime.ts) and everything it imports
 * statically. Left to itself the bundler splits those modules into many small shared chunks
 * (query, storage, channels, flow tables, the dynamic-import helper...), because islands import
 * some of them too; each file then costs a request and its own gzip overhead on every page.
 * Grouped, every page loads the shell's few-byte script and this chunk, which islands reuse from
 * the cache. Importing the runtime runs nothing: the shell's script starts it.
 */
import { fileURLToPath } from "node:url";

const RUNTIME = fileURLToPath(new URL("../client/page-runtime.ts", import.meta.url));
const RUNTIME_CHUNK = "page-runtime";

const API = fileURLToPath(new URL("../client/login.ts", import.meta.url));
const BRIDGE = fileURLToPath(new URL("../client/native-bridge.ts", import.meta.url));
const LAZY_RULES = fileURLToPath(new URL("../core/guard-lazy-rules.ts", import.meta.url));
const API_CHUNK = "api";

/**
 * A rolldown `codeSplitting` group capturing the runtime and its static imports.
 * @returns {import("rolldown").CodeSplittingGroup}
 */
export function runtimeChunkGroup() {
  /** @type {Set<string> | undefined} */
  let closure;
  return {
    name: (id, ctx) => {
      closure ??= staticClosure(RUNTIME, ctx);
      return closure.has(id) ? RUNTIME_CHUNK : null;
    },
  };
}

/**
 * A second group: the API client, the call table with its answer readers, the login module and
 * the page-only stores (the static closure of src/client/login.ts, less what the runtime chunk
 * holds), the native app's bridge and the guard's rules that only some navigations need. The
 * guard and every island that calls the API share it: what the guard loads on demand is one
 * file, and the list of chunks to preload for a call stays short instead of naming a dozen
 * small shared files (the bridge, shared by the guard and one-click login, would be one).
 * @returns {import("rolldown").CodeSplittingGroup}
 */
export function apiChunkGroup() {
  /** @type {Set<string> | undefined} */
  let closure;
  return {
    name: (id, ctx) => {
      closure ??= new Set([API, BRIDGE, LAZY_RULES].flatMap((root) => [...staticClosure(root, ctx)]));
      return closure.has(id) ? API_CHUNK : null;
    },
  };
}

/**
 * @param {string} root
 * @param {{ getModuleInfo(id: string): { importedIds: readonly string[] } | null }} ctx
 */
function staticClosure(root, ctx) {
  const seen = new Set();
  const queue = [root];
  while (queue.length > 0) {
    const id = /** @type {string} */ (queue.pop());
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
