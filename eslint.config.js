// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import layers from "./src/lint/import-layers.mjs";
import { UNISOLATED_TESTS } from "./tests/unisolated-tests.mjs";

/** The session module's raw tab storage, for the tab state only (decisions 027 and 160). */
const RAW_STORAGE_IMPORT = {
  regex: "(^|/)session\\.ts$",
  importNames: ["sessionStore"],
  message: "Raw storage is for tab-state.ts; use the stores (stores.ts, page-stores.ts).",
};

export default tseslint.config(
  {
    ignores: [
      "dist/",
      ".build/",
      ".astro/",
      "coverage/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "data/",
      ".gallery/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // Data flows one way: hosts, config, core, contract, client, components, layouts, pages.
    files: ["hosts/**/*.ts", "src/**/*.{ts,tsx}", "server/**/*.ts"],
    plugins: { layers },
    rules: { "layers/import-order": "error" },
  },
  {
    // One session module owns browser storage (decision 027 in
    // docs/decisions/storage-and-session.md).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/client/session.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "localStorage", message: "Use src/client/session.ts (the session module)." },
        { name: "sessionStorage", message: "Use src/client/session.ts (the session module)." },
      ],
      "no-restricted-properties": [
        "error",
        { property: "localStorage", message: "Use src/client/session.ts (the session module)." },
        { property: "sessionStorage", message: "Use src/client/session.ts (the session module)." },
      ],
      "no-restricted-imports": [
        "error",
        {
          patterns: [RAW_STORAGE_IMPORT],
        },
      ],
    },
  },
  {
    files: ["src/client/tab-state.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // Components reach the API through feature modules (login.ts, forms/), never the client itself.
    files: ["src/components/**/*.{ts,tsx}", "src/layouts/**/*.ts", "src/pages/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)client/api\\.ts$",
              message: "Call the API through a feature module of src/client (login.ts, forms/, ...).",
            },
            RAW_STORAGE_IMPORT,
          ],
        },
      ],
    },
  },
  {
    // These tests share one module graph (tests/unisolated-tests.mjs): nothing may outlive a file.
    files: UNISOLATED_TESTS,
    rules: {
      "no-restricted-properties": [
        "error",
        ...["mock", "doMock", "stubGlobal", "stubEnv", "useFakeTimers"].map((property) => ({
          object: "vi",
          property,
          message:
            "These tests run without isolation (tests/unisolated-tests.mjs): move the file out of the list.",
        })),
      ],
    },
  },
  {
    files: ["src/tasks/**", "server/**", "tests/**", "*.config.*"],
    rules: { "no-console": "off" },
  },
  {
    // Node-run JavaScript (configs, tasks) is not type-checked by typescript-eslint.
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
);
