import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { API_PATHS } from "../src/contract/index.ts";
import { SEED_CHANNELS } from "./db/seed-channels.ts";
import { loginWithSms, post, startTestServer, T0, type TestServer } from "./test-helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ defaultCity: "上海市" });
});
afterAll(() => server.dispose());

describe("region/list", () => {
  test.each([
    // code      expected size  a member
    [undefined, 34, { code: "110000", name: "北京市" }], // provinces
    ["440000", 21, { code: "440300", name: "深圳市" }], // cities of 广东省
    ["110100", 16, { code: "110105", name: "朝阳区" }], // counties of 北京市
  ])("children of %s", async (code, size, member) => {
    const res = await post(server.port, API_PATHS.regionList, code ? { code } : {});
    expect(res.json.data.list).toHaveLength(size);
    expect(res.json.data.list).toContainEqual(member);
  });

  test("unknown code: body code 404", async () => {
    expect((await post(server.port, API_PATHS.regionList, { code: "990000" })).json).toMatchObject({
      code: 404,
      msg: "地区不存在",
    });
  });

  test("malformed code: 400", async () => {
    const res = await post(server.port, API_PATHS.regionList, { code: "11" });
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe("地区编码格式不正确");
  });
});

describe("geocoder", () => {
  test.each([
    [31.2, 121.5, "310100", "上海市", "310000"],
    [39.9, 116.4, "110100", "北京市", "110000"],
    [22.6, 114.1, "440300", "深圳市", "440000"],
    [30.6, 104.1, "510100", "成都市", "510000"],
  ])("(%f, %f) -> %s %s", async (lat, lng, code, name, province) => {
    const res = await post(server.port, API_PATHS.geocoder, { lat: String(lat), lng: String(lng) });
    expect(res.json.data.city).toEqual({ code, name });
    expect(res.json.data.province.code).toBe(province);
  });

  test.each([
    [39.904, 116.407, "110100"],
    [31.23, 121.474, "310100"],
    [23.129, 113.264, "440100"],
    [22.543, 114.058, "440300"],
    [30.274, 120.155, "330100"],
    [30.573, 104.067, "510100"],
    [29.563, 106.552, "500100"],
    [36.067, 120.383, "370200"],
    [30.593, 114.306, "420100"],
    [34.342, 108.94, "610100"],
  ])("the sample city at (%f, %f), %s, exists in the area data", async (lat, lng, code) => {
    const res = await post(server.port, API_PATHS.geocoder, { lat: String(lat), lng: String(lng) });
    expect(res.json.data.city.code).toBe(code);
    expect(res.json.data.city.name).not.toBe("");
  });

  test.each([
    [{ lat: "91", lng: "0" }, "纬度应在-90到90之间"],
    [{ lat: "abc", lng: "0" }, "纬度格式不正确"],
    [{ lat: "30" }, "请填写经度"],
  ])("%j -> %s", async (fields, msg) => {
    const res = await post(server.port, API_PATHS.geocoder, fields);
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe(msg);
  });
});

describe("ipInfo", () => {
  test("the configured default city", async () => {
    expect((await post(server.port, API_PATHS.ipInfo)).json.data).toEqual({ code: "310100", name: "上海市" });
  });

  test("the __dev_city cookie overrides per request in development", async () => {
    const res = await post(
      server.port,
      API_PATHS.ipInfo,
      {},
      { headers: { Cookie: `a=1; __dev_city=${encodeURIComponent("成都市")}` } },
    );
    expect(res.json.data).toEqual({ code: "510100", name: "成都市" });
  });

  test("a city outside the area data keeps its name with an empty code", async () => {
    const res = await post(
      server.port,
      API_PATHS.ipInfo,
      {},
      { headers: { Cookie: `__dev_city=${encodeURIComponent("火星市")}` } },
    );
    expect(res.json.data).toEqual({ code: "", name: "火星市" });
  });
});

test("app/index answers offer numbers with the annual simple rate label", async () => {
  const { data } = (await post(server.port, API_PATHS.appIndex)).json;
  expect(data.rate.label).toBe("年化利率（单利）");
  expect(data.rate.max).toBeLessThanOrEqual(24);
  expect(data.amount.min).toBeLessThan(data.amount.max);
  expect(data.banners.join("")).not.toMatch(/秒批|100%下款|不看征信|黑户可贷/);
});

describe("channel/info", () => {
  test.each(SEED_CHANNELS.map((row) => [row.channel, row] as const))(
    "%s answers its seed row",
    async (channel, row) => {
      const res = await post(server.port, API_PATHS.channelInfo, { _channel: channel });
      expect(res.json.data).toEqual(row.info);
    },
  );

  test("the seed covers every flow value", () => {
    const web = SEED_CHANNELS.map((row) => row.info).filter((info) => info.application === "");
    expect(new Set(web.map((row) => row.h5_flow_info.succ_todo))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7]));
    expect(new Set(web.map((row) => row.h5_flow_info.fail_todo))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7]));
    expect(new Set(web.map((row) => row.h5_flow_info.input_form))).toEqual(new Set([0, 1]));
    for (const application of ["APP-IOS", "APP-安卓"]) {
      const apps = SEED_CHANNELS.map((row) => row.info).filter((info) => info.application === application);
      expect(new Set(apps.map((row) => row.h5_bd_type_for_p4))).toEqual(new Set([1, 2, 3]));
    }
  });

  test("unknown channel: HTTP 200, body code 404", async () => {
    const res = await post(server.port, API_PATHS.channelInfo, { _channel: "channel_1" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ code: 404, msg: "渠道不存在", data: null });
  });

  test.each(["", "5818", "channel_abc"])("malformed _channel %j: 400", async (_channel) => {
    const res = await post(server.port, API_PATHS.channelInfo, { _channel });
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe("渠道号格式不正确");
  });
});

test("activeChannel records the channel, with the user when logged in", async () => {
  const { token } = await loginWithSms(server, "13200132000");
  const res = await post(server.port, API_PATHS.activeChannel, { _channel: "channel_5265" }, { token });
  expect(res.json.data).toEqual({ channel: "channel_5265", activated_at: T0 });
  expect((await post(server.port, API_PATHS.activeChannel, { _channel: "channel_5265" })).json.code).toBe(
    200,
  );
});

describe("product/list", () => {
  test("sample products with annual simple rates", async () => {
    const { list } = (await post(server.port, API_PATHS.productList)).json.data;
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const product of list) {
      expect(product.rate_max).toBeLessThanOrEqual(24);
      expect(product.amount_min).toBeLessThan(product.amount_max);
      expect(Array.isArray(product.tags)).toBe(true);
    }
  });

  test.each([
    ["empty", 200, { code: 200, msg: "成功", data: { list: [] } }],
    ["error", 500, { code: 500, msg: "服务器繁忙，请稍后再试", data: null }],
  ])("__dev_products=%s", async (value, status, body) => {
    const res = await post(
      server.port,
      API_PATHS.productList,
      {},
      { headers: { Cookie: `__dev_products=${value}` } },
    );
    expect(res.status).toBe(status);
    expect(res.json).toEqual(body);
  });
});
