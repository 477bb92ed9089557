/**
 * `npm run dev -- <bundle-id>` (or DEV_BUNDLE=<id>): Astro's dev server for one bundle, with
 * the bundle's pages at the site root as in production. Without an id: the default bundle.
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import type { Bundle } from "../config/bundles.ts";
import { hostConfigErrors, namedBundles } from "./build-checks.ts";

const root = resolve(import.meta.dirname, "../..");
const [{ id: bundle }] = namedBundles([process.argv[2] ?? process.env.DEV_BUNDLE ?? "default"]) as [Bundle];
const errors = hostConfigErrors();
if (errors.length > 0) {
  console.error(errors.join("\n"));
  process.exit(1);
}
console.log(`Astro dev server for bundle "${bundle}"; its API calls need the reference server (npm start).`);
const astro = resolve(root, "node_modules/astro/bin/astro.mjs");
const child = spawn(process.execPath, [astro, "dev", ...process.argv.slice(3)], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    DEV_BUNDLE: bundle,
    BUNDLES: bundle,
    ASTRO_TELEMETRY_DISABLED: "1",
    ASTRO_DEV_BACKGROUND: "0",
  },
});
child.on("exit", (code) => process.exit(code ?? 0));
