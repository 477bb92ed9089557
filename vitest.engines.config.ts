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
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // WebdriverIO logs each session it opens; its errors still show.
    env: { WDIO_LOG_LEVEL: "error" },
  },
});
