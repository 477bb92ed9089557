import { describe, expect, it } from "vitest";
import { RUNTIME_CONFIG_ID } from "../config/runtime-config.ts";
import { BUNDLE_CONFIG_ELEMENT_ID } from "./bundle-config.ts";

describe("bundle config", () => {
  it("reads the block the shell writes", () => {
    expect(BUNDLE_CONFIG_ELEMENT_ID).toBe(RUNTIME_CONFIG_ID);
  });
});
