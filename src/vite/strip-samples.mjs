// @ts-check
/**
 * Removes the sample marker (src/config/sample.ts) from every module Vite builds: `sample(v,
 * "note")` becomes `(v)`. The marker is the identity, so nothing changes but the bytes: the
 * notes are for operators (the build's sample list, the README checklist) and would otherwise
 * ship in the page scripts that read tracker ids, channel tables or the bridge handler.
 */
import { stripSampleCalls } from "./sample-calls.mjs";

const SOURCE = /\.(ts|tsx|mjs)$/;

/** @returns {import("vite").Plugin} */
export function stripSamples() {
  return {
    name: "funnel:strip-samples",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!SOURCE.test(file) || file.includes("/node_modules/")) return undefined;
      const stripped = stripSampleCalls(code, file);
      return stripped === undefined ? undefined : { code: stripped, map: null };
    },
  };
}
