/**
 * A test run survives a previous one that was killed (issue 37): each end-to-end step gets a
 * free port unless E2E_PORT pins it, and a server whose run was killed stops by itself.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { expect, test } from "vitest";
import { e2ePort } from "./test.ts";

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );

test("E2E_PORT pins the ports (the lean server takes the next); without it each step gets a free one", async () => {
  expect([await e2ePort("4410", 0), await e2ePort("4410", 1)]).toEqual([4410, 4411]);
  // A server left by a killed run holds a port; the next run's pick is another, and it can listen there.
  const left = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => left.once("listening", resolve));
  const port = await e2ePort(undefined, 0);
  expect(port).not.toBe((left.address() as { port: number }).port);
  const next = createServer();
  await new Promise<void>((resolve, reject) => next.once("error", reject).listen(port, "127.0.0.1", resolve));
  await new Promise((resolve) => next.close(resolve));
  await new Promise((resolve) => left.close(resolve));
});

test("an end-to-end server whose test run was killed stops by itself", { timeout: 40_000 }, async () => {
  const port = await e2ePort(undefined, 0);
  // The test run: starts the server as Playwright does (through sh -c, in a group of its own).
  const launch = `require("node:child_process").spawn(${JSON.stringify(`"${process.execPath}" tests/e2e-server.ts`)}, { shell: true, detached: true, stdio: "ignore", env: { ...process.env, E2E_PORT: "${port}", DIST_DIR: "dist" } }); setInterval(() => {}, 1000);`;
  const run = spawn(process.execPath, ["-e", launch], { stdio: "ignore" });
  await expect.poll(() => answers(port), { timeout: 20_000, interval: 200 }).toBe(true);
  run.kill("SIGKILL");
  await expect.poll(() => answers(port), { timeout: 10_000, interval: 200 }).toBe(false);
});
