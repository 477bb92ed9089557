/** Checks on the built output (dist/): run after `npm run build` by `npm test`. */
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/built/**/*.test.ts"],
    environment: "node",
    // No file mocks a module or changes a global, and each starts and stops its own servers:
    // the files share one module graph (and the parsed pages) instead of loading it again for
    // each, 93 → 80 s (issue 56).
    isolate: false,
    // One worker per core, not Vitest's default of one fewer: the release tests wait on their
    // S3 stand-in and the release tool's runs, 75 → 60 s on the 2-core machine (issue 56).
    maxWorkers: availableParallelism(),
  },
});
