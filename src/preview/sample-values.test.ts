import { describe, expect, test } from "vitest";
import { BUNDLES } from "../config/bundles.ts";
import { sampleValuesOf } from "./sample-values.ts";

describe("sample values still configured (the scan of sample() markers, decision 040)", () => {
  test("a host bundle lists its example hostnames and its API setting, with file and line", () => {
    const samples = sampleValuesOf("ks5218");
    expect(samples).toContainEqual(
      expect.objectContaining({ file: expect.stringMatching(/^hosts\/ks5218\.ts:\d+$/), field: "hostnames" }),
    );
    expect(samples.find((s) => s.field === "hostnames")?.value).toContain("ks5218.shanxin.example");
    expect(samples).toContainEqual(expect.objectContaining({ field: "api" }));
  });

  test("a default bundle has no hostnames to replace", () => {
    expect(sampleValuesOf("default").some((s) => s.field === "hostnames")).toBe(false);
  });

  test("every bundle's list says what replaces each value", () => {
    for (const bundle of BUNDLES) {
      for (const sample of sampleValuesOf(bundle.id)) expect(sample.replaceWith, bundle.id).not.toBe("");
    }
  });
});
