/**
 * Development routes passed in by the server's caller and the host names previews use. None of
 * it exists in production mode.
 */
import { afterEach, describe, expect, test } from "vitest";
import type { DevRoute } from "./options.ts";
import { isDevHost } from "./static.ts";
import { rawRequest, startTestServer, type TestServer } from "./test-helpers.ts";

let server: TestServer;
afterEach(() => server.dispose());

const hello: Record<string, DevRoute> = {
  "/hello": (_req, res, port) => {
    res.writeHead(200, { "Content-Type": "text/plain" });
    res.end(`hello ${port}`);
  },
};

describe("devRoutes", () => {
  test("development mode answers them with the real port", async () => {
    server = await startTestServer({ devRoutes: hello });
    const answer = await rawRequest(server.port, { path: "/hello?x=1" });
    expect(answer.text).toBe(`hello ${server.port}`);
  });

  test("production mode never consults them, even when passed", async () => {
    server = await startTestServer({ mode: "production", devRoutes: hello });
    const answer = await rawRequest(server.port, { path: "/hello" });
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain("hello");
  });
});

describe("development endpoints answer only hosts that name this machine (no DNS rebinding)", () => {
  const hosts: [string, boolean][] = [
    ["localhost", true],
    ["car.localhost", true],
    ["f360.car.localhost", true],
    ["127.0.0.1", true],
    ["[::1]", true],
    ["evil.example", false],
    ["localhost.evil.example", false],
    ["127.0.0.1.nip.io", false],
    ["192.168.1.5", true],
  ];
  test.each(hosts)("Host %s: %s", async (host, allowed) => {
    server = await startTestServer({ devRoutes: hello });
    const headers = { Host: `${host}:${server.port}` };
    const sms = await rawRequest(server.port, { path: "/__dev/sms/latest?phone=13800138000", headers });
    const route = await rawRequest(server.port, { path: "/hello", headers });
    expect(sms.status).toBe(allowed ? 404 : 403);
    expect(route.status).toBe(allowed ? 200 : 403);
    if (!allowed) expect(sms.json.msg).toBe("开发接口只对本机地址开放，请用 localhost 打开");
  });

  test.each([
    ["10.0.0.7:8080", true],
    ["[fe80::1]:8080", true],
    ["rebind.example:8080", false],
    ["bad host", false],
    [undefined, false],
  ])("isDevHost(%s) is %s", (host, allowed) => {
    expect(isDevHost(host)).toBe(allowed);
  });
});

describe("preview host names", () => {
  test("a sub-name of <bundle>.localhost serves that bundle (one origin per preview frame)", async () => {
    server = await startTestServer();
    const page = await rawRequest(server.port, { path: "/login", headers: { Host: "f360.car.localhost" } });
    expect(page.text).toContain("car login");
  });

  test("an unmatched host (a phone opening the LAN address) serves the default bundle", async () => {
    server = await startTestServer();
    const page = await rawRequest(server.port, { path: "/login", headers: { Host: "192.168.1.5:8080" } });
    expect(page.text).toContain("default login");
  });
});
