import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { get, rawRequest, startTestServer, type TestServer } from "./test-helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

describe("host -> bundle", () => {
  test.each([
    // host header                    path            expected title
    ["tk.shanxin.example", "/login", "token login"], // hostname of hosts/token.ts
    ["TK.Shanxin.Example", "/login", "token login"], // host names are case-insensitive
    ["tk.shanxin.example.", "/login", "token login"], // trailing dot of a fully qualified name
    ["car.shanxin.example", "/login", "car login"],
    ["token.localhost", "/login", "token login"], // <bundle-id>.localhost preview
    ["car.localhost", "/m/v1/", "car m-v1"],
    ["unknown.example.org", "/login", "default login"], // unmatched host: default bundle
    ["nosuchbundle.localhost", "/login", "default login"], // unknown preview id: default bundle
    ["localhost", "/login", "default login"], // bare local host, non-root path: default bundle
    ["127.0.0.1", "/login", "default login"],
  ])("%s%s serves %s", async (host, path, title) => {
    const res = await get(server.port, path, host);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<title>${title}</title>`);
  });

  test("a bundle that is not built answers 404 with a Chinese hint", async () => {
    const res = await get(server.port, "/login", "mv1.localhost");
    expect(res.status).toBe(404);
    expect(res.text).toContain("尚未构建");
  });
});

describe("root redirect", () => {
  test.each([
    ["token.localhost", "/?c=5265&bd_vid=abc", "/a8k2.html?c=5265&bd_vid=abc"], // { token } root
    ["car.localhost", "/", "/carloan"], // the car host
    ["unknown.example.org", "/?c=1", "/login?c=1"], // default bundle root
  ])("%s%s -> 302 %s", async (host, path, location) => {
    const res = await get(server.port, path, host);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(location);
  });
});

describe("index page on the bare local host", () => {
  test.each(["localhost", "127.0.0.1"])("%s/ lists every bundle with a preview link", async (host) => {
    const res = await get(server.port, "/", host);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.text).toContain('<meta name="viewport"');
    expect(res.text).toContain('<html lang="zh-CN">');
    expect(res.text).toContain(`href="http://token.localhost:${server.port}/"`);
    expect(res.text).toContain("tk.shanxin.example");
    expect(res.text).toContain("闪钱快借");
    expect(res.text).toContain("（未构建）"); // bundles missing from dist are marked
  });
});

describe("path resolution", () => {
  test.each([
    ["/login", "default login"], // path + .html
    ["/login.html", "default login"], // exact file
    ["/m/v1/index.html", "default m-v1"], // legacy path, exact
    ["/m/v1", "default m-v1"], // path + /index.html
    ["/m/v1/", "default m-v1"], // trailing slash
    ["/%6Cogin", "default login"], // percent-encoded letters decode
  ])("%s -> %s", async (path, title) => {
    const res = await get(server.port, path, "default.localhost");
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<title>${title}</title>`);
  });

  test.each(["/nope", "/login/extra", "/.secret", "/_astro/missing.js"])(
    "%s -> 404.html with status 404",
    async (path) => {
      const res = await get(server.port, path, "default.localhost");
      expect(res.status).toBe(404);
      expect(res.text).toContain("<title>default 404</title>");
      expect(res.headers["cache-control"]).toBe("no-cache");
    },
  );

  test.each([
    "/../outside.txt",
    "/..%2foutside.txt",
    "/%2e%2e/outside.txt",
    "/%2E%2E%2Foutside.txt",
    "/m/../../outside.txt",
    "/..%5coutside.txt",
    "/login%00.html",
    "/%E4%B8",
  ])("traversal or malformed path %s is refused", async (path) => {
    const res = await rawRequest(server.port, { path, headers: { Host: "default.localhost" } });
    expect(res.status).toBe(400);
    expect(res.text).not.toContain("outside the bundle");
  });

  test("a symlink leading out of the bundle is not followed", async () => {
    symlinkSync(join(server.root, "outside.txt"), join(server.distDir, "default", "link.txt"));
    const res = await get(server.port, "/link.txt", "default.localhost");
    expect(res.status).toBe(404);
    expect(res.text).not.toContain("outside the bundle");
  });
});

describe("headers", () => {
  test.each([
    ["/login", "text/html; charset=utf-8", "no-cache"],
    ["/_astro/x.js", "text/javascript; charset=utf-8", "public, max-age=31536000, immutable"],
    ["/brands/logo.svg", "image/svg+xml", "no-cache"],
  ])("%s: %s, Cache-Control %s", async (path, type, cache) => {
    const res = await get(server.port, path, "default.localhost");
    expect(res.headers["content-type"]).toBe(type);
    expect(res.headers["cache-control"]).toBe(cache);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  test("gzip and brotli for text, chosen from Accept-Encoding", async () => {
    const gz = await get(server.port, "/login", "default.localhost", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toContain("default login");
    const br = await get(server.port, "/login", "default.localhost", { "Accept-Encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toContain("default login");
    const refused = await get(server.port, "/login", "default.localhost", {
      "Accept-Encoding": "br;q=0, gzip;q=0",
    });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(gz.headers.vary).toBe("Accept-Encoding");
  });

  test("ETag revalidation answers 304 without a body", async () => {
    const first = await get(server.port, "/_astro/x.js", "default.localhost");
    const etag = first.headers.etag!;
    const second = await get(server.port, "/_astro/x.js", "default.localhost", { "If-None-Match": etag });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
  });

  test("HEAD answers headers only", async () => {
    const res = await rawRequest(server.port, {
      method: "HEAD",
      path: "/login",
      headers: { Host: "default.localhost" },
    });
    expect(res.status).toBe(200);
    expect(Number(res.headers["content-length"])).toBeGreaterThan(0);
    expect(res.body.length).toBe(0);
  });

  test("other methods on a page path answer 404 JSON", async () => {
    const res = await rawRequest(server.port, {
      method: "DELETE",
      path: "/login",
      headers: { Host: "default.localhost" },
    });
    expect(res.status).toBe(404);
    expect(res.json.msg).toBe("接口不存在");
  });
});

describe("security headers of pages", () => {
  test("an HTML page carries a CSP with the hash of each inline script, never unsafe-eval", async () => {
    const res = await get(server.port, "/login", "default.localhost");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["permissions-policy"]).toBeTruthy();
  });

  test("no other site may frame a page, in development mode too", async () => {
    const res = await get(server.port, "/login", "default.localhost");
    expect(String(res.headers["content-security-policy"])).toMatch(/frame-ancestors 'self'(;|$)/);
  });

  test("the fallback page carries the same headers", async () => {
    const res = await get(server.port, "/no/such/page", "default.localhost");
    expect(res.status).toBe(404);
    expect(String(res.headers["content-security-policy"])).toMatch(/script-src 'self'/);
  });
});
