/**
 * The release tool as the release tests run it: `npm run release -- <args>` in a child process,
 * never waited on synchronously (the S3 stand-in answers from the test's own process), its output
 * collected as it comes.
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";

/**
 * Node's compile cache for the tool's runs: the tests start it about 40 times, and each start
 * compiles less with it (1.25 → 0.75 CPU s; decision 500).
 */
const COMPILE_CACHE = resolve("node_modules/.cache/release-cli");

export interface ReleaseRun {
  stdout: string;
  stderr: string;
  status: number | null;
  signal: NodeJS.Signals | null;
}

/** Starts the release tool with `args`, its environment `env` over this process's. */
export function startRelease(args: readonly string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [resolve("src/tasks/release.ts"), ...args], {
    env: { NODE_COMPILE_CACHE: COMPILE_CACHE, ...process.env, ...env },
  });
  const output = { stdout: "", stderr: "" };
  child.stdout.on("data", (chunk: Buffer) => (output.stdout += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output.stderr += chunk.toString("utf8")));
  const done = new Promise<ReleaseRun>((finish) =>
    child.on("close", (status, signal) => finish({ ...output, status, signal })),
  );
  return { child, done, output };
}
