/**
 * End-to-end tests: a real Chromium (Debian's when present) on a phone viewport, against the
 * built bundles served by the reference server. Build first (`npm run build`); `npm test`
 * does, and gives each run free ports. E2E_PORT and DIST_DIR let parallel runs use their own
 * servers and build.
 *
 * Two projects, each with its own reference server (one `webServer` entry each): every test in
 * `phone-chromium` against the full answers, and the main journeys (tests tagged @journey) in
 * `phone-chromium-lean` against a server started with SERVER_PROFILE=lean, which answers the
 * leanest shapes the spec allows (decision 025). A test reaches its project's server through
 * `use.baseURL` and knows the profile from `metadata.serverProfile` (tests/e2e/support.ts).
 * Both projects share the workers, so the lean journeys fill the run instead of following it.
 */
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from "./src/deploy/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4400);
/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell): Blink and V8
 * without the browser's own interface, the build Playwright runs headless tests in by default, at
 * about a third of the full browser's CPU a test on the 2-core machine (decision 490). Else
 * Debian's full Chromium, else Playwright's own. The bench and the gallery keep the full browser.
 */
const SYSTEM_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const executablePath = [SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM].find((path) => existsSync(path));
/** The lean server's port: E2E_LEAN_PORT, or the one after E2E_PORT. */
const leanPort = Number(process.env.E2E_LEAN_PORT ?? port + 1);

/** A reference server for one project (tests/e2e-server.ts), on `serverPort` with `profile`'s answers. */
const referenceServer = (serverPort: number, profile: "full" | "lean") => ({
  command: `node tests/e2e-server.ts`,
  url: `http://127.0.0.1:${serverPort}/`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    E2E_PORT: String(serverPort),
    DIST_DIR: process.env.DIST_DIR ?? "dist",
    SERVER_PROFILE: profile,
  },
  stdout: "ignore" as const,
  stderr: "pipe" as const,
});

export default defineConfig({
  testDir: "tests/e2e",
  // Parallel runs (several engineers, CI jobs) keep their failure artifacts apart.
  outputDir: process.env.PW_OUTPUT_DIR ?? "test-results",
  fullyParallel: true,
  forbidOnly: true,
  // One retry on CI, where two workers share two cores: a test that fails twice fails the run,
  // and a test that needed the retry is reported as flaky in the output.
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["./tests/spec-timings.ts"]],
  use: {
    ...devices["Pixel 5"],
    viewport: { width: 360, height: 640 },
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    trace: "off",
    // One browser context and page per worker, reset by Playwright between tests (storage,
    // cookies, cache, routes, init scripts, emulation) and given a new tab's history by the
    // `test` of tests/e2e/support.ts: a new context per test costs a new renderer, about half
    // a browser test's CPU (decision 500).
    reuseContext: true,
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    {
      name: "phone-chromium",
      use: { baseURL: `http://127.0.0.1:${port}` },
      metadata: { serverProfile: "full" },
    },
    {
      // The main journeys again, against a backend answering the leanest shapes the spec allows.
      name: "phone-chromium-lean",
      grep: /@journey/,
      use: { baseURL: `http://127.0.0.1:${leanPort}` },
      metadata: { serverProfile: "lean" },
    },
  ],
  webServer: [referenceServer(port, "full"), referenceServer(leanPort, "lean")],
});
