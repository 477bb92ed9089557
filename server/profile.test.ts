/**
 * The lean backend profile answers the barest shapes the spec allows, and the server's checks
 * do not copy any format the browser once invented: short marks, 4-digit codes and short tokens
 * all work end to end at the API.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { API_PATHS, DEV_PATHS } from "../src/contract/index.ts";
import { optionsFromEnv } from "./options.ts";
import { post, rawRequest, startTestServer, type TestServer } from "./test-helpers.ts";

let lean: TestServer;
beforeAll(async () => {
  lean = await startTestServer({ profile: "lean" });
});
afterAll(() => lean.dispose());

async function leanLogin(phone: string): Promise<{ token: string; userId: string }> {
  await post(lean.port, API_PATHS.sendLoginSms, { phone });
  const latest = await rawRequest(lean.port, { path: `${DEV_PATHS.smsLatest}?phone=${phone}` });
  const login = await post(lean.port, API_PATHS.loginSmsCode, { phone, code: latest.json.data.code });
  return { token: login.json.data.token, userId: login.json.data.user_id };
}

describe("lean answers", () => {
  test("the city list is the list itself, the geocoder a city name, login data bare", async () => {
    const regions = await post(lean.port, API_PATHS.regionList, { code: "440000" });
    expect(regions.json.data).toContainEqual({ code: "440100", name: "广州市" });
    const place = await post(lean.port, API_PATHS.geocoder, { lat: "23.13", lng: "113.26" });
    expect(place.json).toEqual({ code: 200, data: { name: "广州市" } });
    expect((await post(lean.port, API_PATHS.appIndex)).json).toEqual({ code: 200 });
  });

  test("sending a code answers a bare code 200, and the code has 4 digits", async () => {
    const sent = await post(lean.port, API_PATHS.sendLoginSms, { phone: "13700137000" });
    expect(sent.json).toEqual({ code: 200 });
    const latest = await rawRequest(lean.port, { path: `${DEV_PATHS.smsLatest}?phone=13700137000` });
    expect(latest.json.data.code).toMatch(/^\d{4}$/);
  });

  test("a login answers token and a string user_id, nothing else", async () => {
    const phone = "13700137001";
    await post(lean.port, API_PATHS.sendLoginSms, { phone });
    const latest = await rawRequest(lean.port, { path: `${DEV_PATHS.smsLatest}?phone=${phone}` });
    const login = await post(lean.port, API_PATHS.loginSmsCode, { phone, code: latest.json.data.code });
    expect(Object.keys(login.json).sort()).toEqual(["code", "data"]);
    expect(Object.keys(login.json.data).sort()).toEqual(["token", "user_id"]);
    expect(login.json.data.token).toHaveLength(7);
    expect(typeof login.json.data.user_id).toBe("string");
  });

  test("user info, saves, real name and activation answer a bare code 200", async () => {
    const { token } = await leanLogin("13700137002");
    const form = { form_kind: "form-package-simple", name: "张三", loan_amount: "50000" };
    const identity = { name: "张三", id_number: "11010519491231002X" };
    for (const [path, fields] of [
      [API_PATHS.userGet, {}],
      [API_PATHS.formSave, form],
      [API_PATHS.userSave, form],
      [API_PATHS.realname, identity],
      [API_PATHS.activeChannel, {}],
    ] as const) {
      const res = await post(lean.port, path, fields, { token });
      expect(res.json, path).toEqual({ code: 200 });
    }
  });

  test("a refused real-name check is a code other than 200 with a message", async () => {
    const { token } = await leanLogin("13700137003");
    const res = await post(
      lean.port,
      API_PATHS.realname,
      { name: "测试拒绝", id_number: "11010519491231002X" },
      { token },
    );
    expect(res.json.code).toBe(400);
    expect(res.json.msg).toContain("实名认证未通过");
  });

  test("the IP city is just a name; the product list is not there", async () => {
    expect((await post(lean.port, API_PATHS.ipInfo)).json).toEqual({ code: 200, data: { name: "北京市" } });
    const products = await post(lean.port, API_PATHS.productList);
    expect(products.status).toBe(404);
  });

  test("short marks and markcodes log in", async () => {
    for (const kind of ["mark", "markcode"] as const) {
      const issued = await rawRequest(lean.port, {
        method: "POST",
        path: DEV_PATHS.markcode,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: `phone=13700137004&kind=${kind}`,
      });
      const value = issued.json.data.value as string;
      expect(value).toHaveLength(6);
      const path = kind === "mark" ? API_PATHS.loginMark : API_PATHS.loginMarkCode;
      const login = await post(lean.port, path, { [kind]: value });
      expect(login.json.code, kind).toBe(200);
      expect(login.json.data.token).toHaveLength(7);
    }
  });
});

describe("choosing the profile", () => {
  test.each([
    [{ SERVER_PROFILE: "lean" }, "lean"],
    [{ SERVER_PROFILE: "full" }, "full"],
    [{}, undefined],
  ])("%j gives %s", (env, profile) => {
    expect(optionsFromEnv(env).profile).toBe(profile);
  });
  test("an unknown profile and lean in production are refused with a message", () => {
    expect(() => optionsFromEnv({ SERVER_PROFILE: "thin" })).toThrow(/SERVER_PROFILE must be full or lean/);
    expect(() => optionsFromEnv({ SERVER_PROFILE: "lean", SERVER_MODE: "production" })).toThrow(/refuses it/);
  });
});
