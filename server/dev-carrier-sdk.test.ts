/**
 * The development carrier SDK: served in development mode only, as a script with the interface
 * of decision 061, whose tokens /v1/user/loginh5 accepts; its behaviour follows the cookie a
 * browser test sets. The script is run here in a sandbox with a fake document.
 */
import { runInNewContext } from "node:vm";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import MV1 from "../hosts/mv1.ts";
import { API_PATHS, DEV_COOKIES, DEV_PATHS } from "../src/contract/index.ts";
import { post, rawRequest, startTestServer, type TestServer } from "./test-helpers.ts";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

interface Sdk {
  prepare(options?: { appId?: string }): Promise<unknown>;
  getToken(options?: { appId?: string }): Promise<unknown>;
}

/** The script as the development server serves it. */
let script = "";
beforeAll(async () => {
  const served = await startTestServer();
  script = (await rawRequest(served.port, { path: DEV_PATHS.carrierSdk })).text;
  await served.dispose();
});

/** The gateway requests the SDK sent, as `METHOD path`. */
let asked: string[] = [];

/** The SDK as a page with `cookie` would see it; its gateway answers at once. */
function sdkWithCookie(cookie: string): Sdk {
  const window: Record<string, unknown> = {};
  const fetch = (path: string, init: { method: string }) => {
    asked.push(`${init.method} ${path}`);
    return Promise.resolve({ ok: true });
  };
  runInNewContext(script, { window, document: { cookie }, setTimeout, Promise, fetch });
  return window.DevCarrierAuth as Sdk;
}

const APP = { appId: "dev-app" };

describe("the development carrier SDK", () => {
  test("is served as a script in development mode, and 404 in production", async () => {
    server = await startTestServer();
    const res = await rawRequest(server.port, { path: DEV_PATHS.carrierSdk });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.text).toContain("window.DevCarrierAuth =");
    expect((await post(server.port, DEV_PATHS.carrierGateway, {})).json.code).toBe(200);
    await server.dispose();
    server = await startTestServer({ mode: "production" });
    expect((await rawRequest(server.port, { path: DEV_PATHS.carrierSdk })).status).toBe(404);
    expect((await post(server.port, DEV_PATHS.carrierGateway, {})).status).toBe(404);
  });

  test("the example host uses it", () => {
    expect(MV1.carrierLogin).toMatchObject({
      scriptUrl: DEV_PATHS.carrierSdk,
      sdkGlobal: "DevCarrierAuth",
    });
  });

  test("vouches for the default number, and its token logs in", async () => {
    const sdk = sdkWithCookie("");
    await expect(sdk.prepare(APP)).resolves.toEqual({
      available: true,
      maskedPhone: "138****8000",
      carrier: "cmcc",
    });
    asked = [];
    const { token } = (await sdk.getToken(APP)) as { token: string };
    expect(token).toBe("dev:13800138000");
    // As a real SDK, it asks its gateway over the network (decision 285).
    expect(asked).toEqual([`POST ${DEV_PATHS.carrierGateway}`]);
    server = await startTestServer();
    const login = await post(server.port, API_PATHS.loginH5, { phone_token: token });
    expect(login.json.code).toBe(200);
    expect(login.json.data.userinfo.phone).toBe("138****8000");
  });

  test("vouches for the cookie's number", async () => {
    const sdk = sdkWithCookie(`a=1; ${DEV_COOKIES.carrier}=13912345678`);
    await expect(sdk.prepare(APP)).resolves.toMatchObject({ maskedPhone: "139****5678" });
    await expect(sdk.getToken(APP)).resolves.toEqual({ token: "dev:13912345678" });
  });

  test("plays a carrier that cannot vouch, or fails", async () => {
    await expect(sdkWithCookie(`${DEV_COOKIES.carrier}=unavailable`).prepare(APP)).resolves.toEqual({
      available: false,
    });
    const failing = sdkWithCookie(`${DEV_COOKIES.carrier}=fail`);
    await expect(failing.prepare(APP)).resolves.toMatchObject({ available: true });
    await expect(failing.getToken(APP)).rejects.toThrow(/authentication failed/);
  });

  test("needs the host's app id", async () => {
    await expect(sdkWithCookie("").prepare({})).rejects.toThrow(/appId/);
    asked = [];
    await expect(sdkWithCookie("").getToken()).rejects.toThrow(/appId/);
    expect(asked).toEqual([]);
  });
});

describe("/v3/app/index in development", () => {
  test("the dev cookie's answer, or an HTTP 500", async () => {
    server = await startTestServer();
    const shape = { amount_min: 2000, amount_max: 150000 };
    const cookie = `${DEV_COOKIES.appIndex}=${encodeURIComponent(JSON.stringify(shape))}`;
    expect(
      (await post(server.port, API_PATHS.appIndex, {}, { headers: { Cookie: cookie } })).json.data,
    ).toEqual(shape);
    const failing = await post(
      server.port,
      API_PATHS.appIndex,
      {},
      { headers: { Cookie: `${DEV_COOKIES.appIndex}=error` } },
    );
    expect(failing.status).toBe(500);
    const junk = await post(
      server.port,
      API_PATHS.appIndex,
      {},
      { headers: { Cookie: `${DEV_COOKIES.appIndex}=%7B` } },
    );
    expect(junk.json.data.rate.label).toBe("年化利率（单利）");
  });

  test("production ignores the cookie", async () => {
    server = await startTestServer({ mode: "production" });
    const res = await post(
      server.port,
      API_PATHS.appIndex,
      {},
      { headers: { Cookie: `${DEV_COOKIES.appIndex}=error` } },
    );
    expect(res.json.code).toBe(200);
  });
});
