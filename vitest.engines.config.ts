/**
 * The main journeys in WebKit and Firefox from Debian's packages (tests/engines/, decision 410):
 * run after `npm run build` by `npm test`, one engine per worker.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/engines/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/engines/server.ts"],
    // One worker per engine: Vitest's default on two cores is one worker, which ran them one
    // after the other (152 s against 100 s side by side, 2026-11-29).
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // WebdriverIO logs each session it opens; its errors still show.
    env: { WDIO_LOG_LEVEL: "error" },
  },
});
