/**
 * The sample marker costs the pages nothing: the Vite plugin of src/deploy/samples.ts
 * removes the calls, so no operator note reaches a script, while the values themselves
 * (a tracker id, the bridge's handler name) still do.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { scanSamples } from "../../src/deploy/samples.ts";
import { distDir, filesOf } from "./dist.ts";

const scripts = filesOf("default")
  .filter((file) => file.startsWith("/_astro/") && file.endsWith(".js"))
  .map((file) => readFileSync(join(distDir, "default", file), "utf8"));
const notes = [...new Set(scanSamples().entries.map((entry) => entry.replaceWith))];

test("no sample note is shipped in a script", () => {
  expect(scripts.length).toBeGreaterThan(0);
  expect(notes.length).toBeGreaterThan(10);
  expect(notes.filter((note) => scripts.some((code) => code.includes(note)))).toEqual([]);
});

test("the values marked as samples still reach the scripts that use them", () => {
  for (const value of ["closeWebView", "50000001"]) {
    expect(
      scripts.some((code) => code.includes(value)),
      value,
    ).toBe(true);
  }
});
