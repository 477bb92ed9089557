/**
 * `npm start`: builds every bundle when the build is missing or older than the sources,
 * then starts the reference server, which prints one URL per bundle.
 */
import { spawnSync, spawn } from "node:child_process";
import { resolve } from "node:path";
import { BUNDLES } from "../config/bundles.ts";
import { distIsFresh } from "./fresh.ts";

const root = resolve(import.meta.dirname, "../..");
const distDir = resolve(root, process.env.DIST_DIR ?? "dist");

if (distIsFresh(root, distDir, BUNDLES.length)) {
  console.log("The build in dist/ is up to date.");
} else {
  const build = spawnSync(process.execPath, [resolve(root, "src/tasks/build.ts")], {
    stdio: "inherit",
    cwd: root,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// serve.ts adds the preview studio to the development server.
const server = spawn(process.execPath, [resolve(root, "src/tasks/serve.ts")], {
  stdio: "inherit",
  cwd: root,
});
const forward = (signal: NodeJS.Signals) => server.kill(signal);
process.on("SIGINT", forward);
process.on("SIGTERM", forward);
server.on("exit", (code) => process.exit(code ?? 0));
