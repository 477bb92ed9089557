/**
 * Campaign token pages on the reference server (spec section 2, `{token}.html`; issue 16):
 * on a host with token pages any safe `/<token>.html` without a file of its own answers the
 * token landing template; everything else keeps its usual answer.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { get, rawRequest, startTestServer, type TestServer } from "./test-helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The fake "token" bundle gets its template and one listed token page.
  writeFileSync(
    join(server.distDir, "token", "token-landing.html"),
    "<!doctype html><title>token template</title>",
  );
  writeFileSync(join(server.distDir, "token", "a8k2.html"), "<!doctype html><title>token a8k2</title>");
});
afterAll(() => server.dispose());

describe("a host with token pages", () => {
  test.each([
    // path (as sent)                          answer
    ["/zz-new-campaign.html", "token template"], // a token no host file lists
    ["/zz-new-campaign.html?c=5265&bd_vid=x", "token template"], // the query is the page's business
    [`/${encodeURIComponent("秋季活动 A+")}.html`, "token template"], // any script, encoded
    [`/${"a".repeat(128)}.html`, "token template"], // the longest token
    ["/a8k2.html", "token a8k2"], // a listed token keeps its own page
    ["/a8k2", "token a8k2"], // ... also without .html
    ["/token-landing.html", "token template"],
    ["/login", "token login"], // real pages win over the template
  ])("%s -> %s (200)", async (path, title) => {
    const res = await get(server.port, path, "token.localhost");
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<title>${title}</title>`);
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  test.each([
    ["/no/such/page", "not a token address"],
    ["/m/zz-new-campaign.html", "two segments"],
    ["/zz-new-campaign", "no .html"],
    ["/.hidden.html", "a dot-file"],
    ["/.html", "an empty token"],
    [`/${"a".repeat(129)}.html`, "too long"],
    [`/${encodeURIComponent("字".repeat(43))}.html`, "too long in UTF-8 bytes (129)"],
    ["/a%09b.html", "a control character"],
  ])("%s -> 404 (%s)", async (path) => {
    const res = await get(server.port, path, "token.localhost");
    expect(res.status).toBe(404);
    expect(res.text).toContain("<title>token 404</title>");
  });

  test.each(["/..%2f..%2foutside.html", "/a%5cb.html", "/a%00.html"])("%s is refused (400)", async (path) => {
    const res = await rawRequest(server.port, { path, headers: { Host: "token.localhost" } });
    expect(res.status).toBe(400);
  });

  test("without a built template a token address is the fallback page", async () => {
    rmSync(join(server.distDir, "token", "token-landing.html"));
    try {
      expect((await get(server.port, "/zz-new-campaign.html", "token.localhost")).status).toBe(404);
    } finally {
      writeFileSync(
        join(server.distDir, "token", "token-landing.html"),
        "<!doctype html><title>token template</title>",
      );
    }
  });
});

test("a host without token pages answers any .html it lacks with 404", async () => {
  writeFileSync(join(server.distDir, "default", "token-landing.html"), "<!doctype html><title>stray</title>");
  const res = await get(server.port, "/zz-new-campaign.html", "default.localhost");
  expect(res.status).toBe(404);
  expect(res.text).toContain("<title>default 404</title>");
});
