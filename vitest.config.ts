import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    // Server tests start real processes and databases; on a busy two-core CI machine they need room.
    testTimeout: 15_000,
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
