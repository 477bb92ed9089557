/**
 * The lint rules that keep the architecture (issue 17): a storage access outside the session
 * module, an import against the layer order and an unused export each fail `npm run lint`. Runs ESLint with the
 * project's own configuration on small sources placed where the rule applies.
 */
import { ESLint } from "eslint";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, test } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe("one session module owns browser storage", () => {
  test.each([
    ["src/components/forms/X.tsx", 'export const x = localStorage.getItem("a");\n'],
    ["src/client/trackers/x.ts", 'export const x = window.sessionStorage.getItem("a");\n'],
    ["src/core/x.ts", "export const x = globalThis.localStorage;\n"],
    ["src/components/x.ts", 'export { sessionStore } from "../client/session.ts";\n'],
    ["src/client/trackers/x.ts", 'export { sessionStore } from "../session.ts";\n'],
  ])("%s is refused", async (path, code) => {
    expect((await problems(path, code)).join("\n")).toMatch(/no-restricted-(globals|properties|imports)/);
  });
});

describe("imports follow the layer order", () => {
  test.each([
    ["src/core/x.ts", 'export { request } from "../client/api.ts";\n'],
    ["src/core/forms/x.ts", 'export { API_PATHS } from "../../contract/endpoints.ts";\n'],
    ["src/config/x.ts", 'export { isSuccess } from "../contract/answers.ts";\n'],
    ["src/contract/x.ts", 'export { request } from "../client/api.ts";\n'],
    ["src/client/x.ts", 'export { SmsLogin } from "../components/forms/SmsLogin.tsx";\n'],
    ["src/client/x.ts", 'export { simulate } from "../preview/simulate.ts";\n'],
    ["server/x.ts", 'export { request } from "../src/client/api.ts";\n'],
    ["hosts/x.ts", 'export { BUNDLES } from "../src/config/bundles.ts";\n'],
  ])("%s may not: %s", async (path, code) => {
    expect((await problems(path, code)).join("\n")).toMatch(/layers\/import-order/);
  });
});

describe("what the rules leave open", () => {
  test.each([
    // The session module names storage; its raw tab storage is for the tab state; its store
    // maker is for the key table; the stores are for every module.
    ["src/client/session.ts", "export const x = window.localStorage;\n"],
    ["src/client/tab-state.ts", 'export { sessionStore } from "./session.ts";\n'],
    ["src/client/stores.ts", 'export { stored } from "./session.ts";\n'],
    ["src/components/x.ts", 'export { clearSession } from "../client/stores.ts";\n'],
    // Imports down the layer order.
    ["src/client/x.ts", 'export { isSuccess } from "../contract/answers.ts";\n'],
    ["src/contract/x.ts", 'export { opaqueValue } from "../core/opaque.ts";\n'],
    ["src/core/x.ts", 'export { DEFAULT_CHANNEL } from "../config/channels.ts";\n'],
    ["server/x.ts", 'export { API_PATHS } from "../src/contract/endpoints.ts";\n'],
    ["hosts/x.ts", 'export { defineHost } from "../src/config/host-schema.ts";\n'],
  ])("%s may: %s", async (path, code) => {
    expect(await problems(path, code)).toEqual([]);
  });
});

describe("an unused export fails the lint run (knip)", () => {
  /** Runs knip, as `npm run lint` does, on a two-file project; resolves with its exit code and output. */
  function knip(files: Record<string, string>): { status: number | null; output: string } {
    const dir = mkdtempSync(join(tmpdir(), "knip-"));
    try {
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
      const run = spawnSync(resolve(root, "node_modules/.bin/knip"), ["--no-progress", "--directory", dir], {
        encoding: "utf8",
      });
      return { status: run.status, output: `${run.stdout}${run.stderr}` };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const project = (b: string) => ({
    "package.json": JSON.stringify({ name: "probe", type: "module", knip: { entry: ["a.ts"] } }),
    "a.ts": 'import { used } from "./b.ts";\nconsole.log(used);\n',
    "b.ts": b,
  });

  test("an export nothing imports is reported", () => {
    const run = knip(project("export const used = 1;\nexport const forgotten = 2;\n"));
    expect(run.status).not.toBe(0);
    expect(run.output).toContain("forgotten");
  });
  test("a project without one passes", () => {
    expect(knip(project("export const used = 1;\n")).status).toBe(0);
  });
});
