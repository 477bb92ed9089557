import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { BUNDLES } from "../config/bundles.ts";
import { httpBlocks } from "./nginx.ts";
import { CDN_PAGE_POLICY, STRICT_TRANSPORT_SECURITY } from "./security-headers.ts";

const distDir = mkdtempSync(join(tmpdir(), "nginx-conf-"));
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe("generated server block", () => {
  const bundle = BUNDLES.find((b) => b.id === "default")!;
  mkdirSync(join(distDir, bundle.id), { recursive: true });
  writeFileSync(join(distDir, bundle.id, "index.html"), "<!doctype html><script>go()</script>");
  const block = httpBlocks([bundle], { distDir, listen: "127.0.0.1:8089" });
  const locations = block.split(/\n {2}location /).slice(1);

  test("every location sends HSTS (a location's add_header replaces the server's)", () => {
    expect(locations.map((location) => location.split(" ")[0])).toEqual(["=", "/_astro/", "/"]);
    for (const location of locations) {
      expect(location).toContain(
        `add_header Strict-Transport-Security "${STRICT_TRANSPORT_SECURITY}" always;`,
      );
    }
  });
});

describe("a host with a carrier SDK", () => {
  const host = BUNDLES.find((b) => b.id === "mv1")!;
  const bundle = {
    ...host,
    carrierLogin: {
      scriptUrl: "https://sdk.carrier.example/h5.js",
      appId: "1",
      sdkGlobal: "Sdk",
      connectOrigins: ["https://gw.carrier.example"],
    },
  };
  mkdirSync(join(distDir, bundle.id), { recursive: true });
  writeFileSync(join(distDir, bundle.id, "login.html"), "<!doctype html>");
  const block = httpBlocks([bundle], { distDir, listen: "127.0.0.1:8089" });
  const locations = block.split(/\n {2}location /).slice(1);
  const cspOf = (location: string) => /Content-Security-Policy "([^"]*)"/.exec(location)?.[1] ?? "";

  test("no location of its own: the pages carry their policy, the header is the fixed one", () => {
    expect(locations.filter((location) => location.startsWith('= "/'))).toEqual([]);
    for (const location of locations.filter((location) => !location.startsWith("/_astro/"))) {
      expect(cspOf(location)).toBe(CDN_PAGE_POLICY);
    }
    expect(block).not.toContain("carrier.example");
  });
});
