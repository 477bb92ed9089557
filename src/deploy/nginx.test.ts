import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { BUNDLES } from "../config/bundles.ts";
import { httpBlocks } from "./nginx.ts";
import { STRICT_TRANSPORT_SECURITY } from "./security-headers.ts";

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

  test("its login pages, and only they, allow the SDK's script and gateway", () => {
    const logins = locations.filter((location) => location.startsWith('= "/'));
    expect(logins.map((location) => location.split(" ")[1])).toEqual(['"/m/v1/index.html"', '"/login"']);
    for (const location of logins) {
      expect(cspOf(location)).toMatch(/script-src 'self'[^;]* https:\/\/sdk\.carrier\.example/);
      expect(cspOf(location)).toMatch(
        /connect-src 'self'[^;]* https:\/\/sdk\.carrier\.example https:\/\/gw\.carrier\.example/,
      );
      expect(location).toContain("try_files $uri $uri.html $uri/index.html =404;");
    }
    const others = locations.filter((location) => !location.startsWith('= "/'));
    for (const location of others) expect(location).not.toContain("carrier.example");
  });
});
