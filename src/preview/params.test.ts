import { describe, expect, test } from "vitest";
import { landingHref, parsePreview, rawParamsOf, type RawParams } from "./params.ts";

describe("parsePreview", () => {
  test("reads a full web request", () => {
    const parsed = parsePreview(
      {
        bundle: "default",
        path: "/download?from=4",
        channel: "5265",
        city: " 上海市 ",
        login: "1",
        phone: "iphone-wechat",
        flow: "web",
        succ: "2",
        fail: "1",
        form: "0",
        query: "appname=闪信",
      },
      "北京市",
    );
    expect(parsed).toEqual({
      ok: true,
      preview: {
        bundleId: "default",
        path: "/download",
        channel: "channel_5265",
        city: "上海市",
        loggedIn: true,
        phone: "iphone-wechat",
        flow: { kind: "web", input_form: 0, succ_todo: 2, fail_todo: 1 },
        query: { from: "4", appname: "闪信" },
      },
    });
    if (parsed.ok)
      expect(landingHref(parsed.preview)).toBe("/download?from=4&appname=%E9%97%AA%E4%BF%A1&c=5265");
  });

  test("nothing chosen: the channel's own settings, the default city, Android's browser, the root page", () => {
    const parsed = parsePreview({ bundle: "default" }, "北京市");
    expect(parsed).toMatchObject({
      ok: true,
      preview: { flow: undefined, city: "北京市", phone: "android" },
    });
    if (parsed.ok) expect(landingHref(parsed.preview)).toBe("/login");
  });

  test.each<[string, RawParams, unknown]>([
    [
      "an app flow",
      { flow: "app", app: "android", p4: "3" },
      { kind: "app", app: "android", h5_bd_type_for_p4: 3 },
    ],
    [
      "a web flow skipping the form",
      { flow: "web", form: "1", fail: "3" },
      { kind: "web", input_form: 1, succ_todo: 0, fail_todo: 3 },
    ],
    ["the channel's own", { flow: "server", succ: "4" }, undefined],
  ])("channel settings: %s", (_name, raw, flow) => {
    const parsed = parsePreview({ bundle: "default", ...raw }, "北京市");
    expect(parsed.ok && parsed.preview.flow).toEqual(flow);
  });

  test("channel_5265 and 5265 are the same; only 1 is logged in; an unknown phone is Android's", () => {
    const parsed = parsePreview(
      { bundle: "default", channel: "channel_5265", login: "0", phone: "nokia" },
      "",
    );
    expect(parsed).toMatchObject({
      ok: true,
      preview: { channel: "channel_5265", loggedIn: false, phone: "android" },
    });
  });

  test.each<[string, RawParams, RegExp]>([
    ["unknown bundle", { bundle: "nope" }, /未知站点“nope”/],
    ["malformed channel", { bundle: "default", channel: "52x65" }, /渠道号格式不正确/],
    ["off-site path", { bundle: "default", path: "//evil.example/login" }, /页面路径/],
    ["app of another system", { bundle: "default", flow: "app", app: "web" }, /ios 或 android/],
    [
      "app type out of range",
      { bundle: "default", flow: "app", app: "ios", p4: "7" },
      /App 渠道类型只能是 1、2 或 3/,
    ],
    ["form value out of range", { bundle: "default", flow: "web", form: "2" }, /表单只能是/],
    ["negative flow value", { bundle: "default", flow: "web", succ: "-1" }, /成功后去哪/],
    ["unknown flow source", { bundle: "default", flow: "magic" }, /渠道设置应为/],
    ["long city", { bundle: "default", city: "市".repeat(21) }, /城市名过长/],
  ])("rejects %s with a Chinese message", (_name, raw, message) => {
    const parsed = parsePreview(raw, "北京市");
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.join("\n")).toMatch(message);
  });

  test("reports every problem at once; overlong values are cut", () => {
    const parsed = parsePreview({ bundle: "nope", channel: "x" }, "");
    expect(parsed.ok ? [] : parsed.errors).toHaveLength(2);
    const raw = rawParamsOf(new URLSearchParams({ query: "a".repeat(2000), other: "x" }));
    expect(raw).toEqual({ query: "a".repeat(1000) });
  });
});
