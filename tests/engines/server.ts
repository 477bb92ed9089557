/**
 * Global set-up of the engine tests: the reference server as the end-to-end tests start it
 * (tests/e2e-server.ts: development mode, limits raised, a fresh data folder) on a free port,
 * over the built bundles. Stopped when the run ends.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import type { TestProject } from "vitest/node";

export default async function startReferenceServer(project: TestProject): Promise<() => void> {
  const probe = createServer();
  await new Promise<void>((done, fail) => probe.once("error", fail).listen(0, "127.0.0.1", done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  const server = spawn(process.execPath, ["tests/e2e-server.ts"], {
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let tries = 0; ; tries += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    if (tries > 150 || server.exitCode !== null) throw new Error("the reference server did not start");
    await new Promise((done) => setTimeout(done, 100));
  }
  project.provide("serverPort", port);
  return () => void server.kill("SIGTERM");
}
