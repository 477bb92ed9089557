import { describe, expect, test } from "vitest";
import { BUNDLES } from "../config/bundles.ts";
import { sampleValuesOf } from "./sample-values.ts";

describe("sample values still configured", () => {
  test("a host bundle lists its example hostnames, its missing API base and the sample tracker ids", () => {
    const samples = sampleValuesOf("ks5218");
    expect(samples).toContainEqual(
      expect.objectContaining({
        file: "hosts/ks5218.ts",
        field: "hostnames",
        value: "ks5218.shanxin.example",
      }),
    );
    expect(samples).toContainEqual(
      expect.objectContaining({
        file: "hosts/ks5218.ts",
        field: "api.base",
        value: "未设置（调用参考服务）",
      }),
    );
    expect(samples).toContainEqual(
      expect.objectContaining({ field: "TRACE_GROUPS ks-video-a conversionId", value: "50000001" }),
    );
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
