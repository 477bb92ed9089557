/**
 * `npm run dev -- <bundle>` serves a host's campaign token pages (issue 16): each listed
 * `/<token>.html` with its own design, and the token landing page at `/token-landing`. Routing
 * an unlisted token to the landing page is the servers' (nginx, the reference server), not the
 * dev server's (decision 165); unknown paths answer 404. Starts its own dev server
 * (src/tasks/dev.ts) on a free port.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./support.ts";

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

// One dev server for the file: its tests share a worker.
test.describe.configure({ mode: "serial" });

let dev: ChildProcess | undefined;
let base = "";
let buildDir = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  buildDir = mkdtempSync(join(tmpdir(), "funnel-dev-"));
  // Its own process group, so that stopping it also stops the Astro server it starts.
  dev = spawn(
    process.execPath,
    ["src/tasks/dev.ts", "token", "--port", String(port), "--host", "127.0.0.1"],
    {
      detached: true,
      stdio: "ignore",
      env: { ...process.env, BUILD_DIR: buildDir },
    },
  );
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const up = await fetch(`${base}/login`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error("the dev server did not start");
});

test.afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid, "SIGTERM");
  rmSync(buildDir, { recursive: true, force: true });
});

test("the token landing page opens at /token-landing", async ({ request }) => {
  const response = await request.get(`${base}/token-landing?c=5818`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('data-path="/{token}.html"');
  expect(html).toContain('data-design="amount"');
});

test("a listed token keeps its own design", async ({ request }) => {
  const html = await (await request.get(`${base}/q7m3.html`)).text();
  expect(html).toContain('data-path="/q7m3.html"');
  expect(html).toContain('data-design="video"');
});

test("an unknown path that is not a token address answers 404", async ({ request }) => {
  expect((await request.get(`${base}/no/such/page`)).status()).toBe(404);
  expect((await request.get(`${base}/m/zz-new-campaign.html`)).status()).toBe(404);
});
