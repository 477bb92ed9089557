import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { UNISOLATED_TESTS } from "./tests/unisolated-tests.mjs";

/** Test files that change what belongs to the whole process (the time zone). */
const OWN_PROCESS_TESTS = ["src/client/trackers/controller.test.ts"];

export default defineConfig({
  test: {
    environment: "node",
    // Server tests start real processes and databases; on a busy two-core CI machine they need room.
    testTimeout: 15_000,
    // A worker more than the cores: the server tests wait on child processes and sockets about
    // half their time, so Vitest's default of one worker per core but one (a single worker on
    // two cores) left a core idle: 97 → 52 s at the same 98 CPU s on the 2-core machine (issue 56).
    maxWorkers: availableParallelism() + 1,
    projects: [
      // Files that change no global and mock no module share one module graph instead of
      // importing it again each: 21 → 8 s for their 44 files on the idle machine.
      { test: { name: "unisolated", include: UNISOLATED_TESTS, isolate: false } },
      // Each file in a worker thread of its own, cheaper to start than a process: 105 → 88 s and
      // 111 → 89 CPU s for all unit tests on the idle machine (decision 500).
      {
        test: {
          name: "isolated",
          include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/unit/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...UNISOLATED_TESTS, ...OWN_PROCESS_TESTS],
          pool: "threads",
        },
      },
      // A time zone set in a test reaches the clock only in a process of its own.
      { test: { name: "own process", include: OWN_PROCESS_TESTS, pool: "forks" } },
    ],
    coverage: {
      provider: "v8",
      include: ["src/core/**/*.ts"],
      exclude: ["src/core/**/*.test.ts"],
      // Every pure module on its own, not only on average (issue 17).
      thresholds: { perFile: true, lines: 95, branches: 95, functions: 95, statements: 95 },
      reporter: ["text-summary"],
    },
  },
});
