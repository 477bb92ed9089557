import { afterEach, describe, expect, it, vi } from "vitest";
import { BUNDLE_CONFIG_ID, bundleConfig } from "./bundle-config.ts";

afterEach(() => vi.unstubAllGlobals());

describe("bundle config", () => {
  it("reads the block the shell writes", () => {
    const block = { textContent: JSON.stringify({ bundle: "sudai", apiBase: "https://api.example" }) };
    vi.stubGlobal("document", { getElementById: (id: string) => (id === BUNDLE_CONFIG_ID ? block : null) });
    expect(bundleConfig()).toMatchObject({
      bundle: "sudai",
      apiBase: "https://api.example",
      rootPath: "/login",
    });
  });
});
