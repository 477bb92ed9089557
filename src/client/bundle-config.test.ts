import { afterEach, describe, expect, it, vi } from "vitest";
import { RUNTIME_CONFIG_ID } from "../config/runtime-config.ts";
import { bundleConfig } from "./bundle-config.ts";

afterEach(() => vi.unstubAllGlobals());

describe("bundle config", () => {
  it("reads the block the shell writes", () => {
    const block = { textContent: JSON.stringify({ bundle: "sudai", apiBase: "https://api.example" }) };
    vi.stubGlobal("document", { getElementById: (id: string) => (id === RUNTIME_CONFIG_ID ? block : null) });
    expect(bundleConfig()).toMatchObject({
      bundle: "sudai",
      apiBase: "https://api.example",
      rootPath: "/login",
    });
  });
});
