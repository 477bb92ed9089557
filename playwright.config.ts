/**
 * End-to-end tests: a real Chromium (Debian's when present) on a phone viewport, against the
 * built bundles served by the reference server. Build first (`npm run build`); `npm test`
 * does, and gives each run a free port. E2E_PORT and DIST_DIR let parallel runs use their own
 * server and build. With
 * SERVER_PROFILE=lean the server answers the leanest shapes the spec allows; `npm test` runs
 * the main journeys (tests tagged @journey) that way too.
 */
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from "./src/deploy/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4400);

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
    launchOptions: {
      ...(existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: "phone-chromium" }],
  webServer: {
    command: `node tests/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      E2E_PORT: String(port),
      DIST_DIR: process.env.DIST_DIR ?? "dist",
      SERVER_PROFILE: process.env.SERVER_PROFILE ?? "full",
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
