/** Checks on the built output (dist/): run after `npm run build` by `npm test`. */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/built/**/*.test.ts"],
    environment: "node",
  },
});
