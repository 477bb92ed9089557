// @ts-check
/**
 * One chunk for everything the page runtime (src/client/page-runtime.ts) imports statically.
 * Left to itself the bundler splits those modules into many small shared chunks (query, storage,
 * channels, flow tables, Vite's preload helper...), because islands import some of them too;
 * each file then costs a request and its own gzip overhead on every page. Grouping them gives
 * every page two files: the runtime itself and this chunk, which islands reuse from the cache.
 */
import { fileURLToPath } from "node:url";

const RUNTIME = fileURLToPath(new URL("../client/page-runtime.ts", import.meta.url));
export const RUNTIME_CHUNK = "page-runtime-deps";

/**
 * A rolldown `codeSplitting` group: captures the modules statically reachable from the runtime,
 * not the runtime itself (its start-up must run only from the page's own script).
 * @returns {import("rolldown").CodeSplittingGroup}
 */
export function runtimeChunkGroup() {
  /** @type {Set<string> | undefined} */
  let closure;
  return {
    name: (id, ctx) => {
      closure ??= staticClosure(RUNTIME, ctx);
      return id !== RUNTIME && closure.has(id) ? RUNTIME_CHUNK : null;
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
