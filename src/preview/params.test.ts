import { describe, expect, test } from "vitest";
import { parseParams, type RawParams } from "./params.ts";

describe("parseParams", () => {
  test("reads a full web request", () => {
    const parsed = parseParams({
      bundle: "default",
      path: "/download?from=4",
      channel: "5265",
      city: " 上海市 ",
      login: "1",
      succ: "2",
      fail: "1",
      form: "0",
      query: "appname=闪信",
    });
    expect(parsed).toEqual({
      ok: true,
      input: {
        bundleId: "default",
        path: "/download",
        channel: "channel_5265",
        city: "上海市",
        loggedIn: true,
        flow: { kind: "web", values: { input_form: 0, succ_todo: 2, fail_todo: 1 } },
        query: { from: "4", appname: "闪信" },
      },
    });
  });

  test.each<[string, RawParams, RawParams["flow"] | "server"]>([
    ["nothing given: the reference server's data", { bundle: "default" }, "server"],
    ["app given: an app flow", { bundle: "default", app: "android", p4: "3" }, "app"],
    ["a flow value given: a web flow", { bundle: "default", fail: "3" }, "web"],
    ["explicit server wins over values", { bundle: "default", flow: "server", succ: "4" }, "server"],
  ])("flow source: %s", (_name, raw, kind) => {
    const parsed = parseParams(raw);
    expect(parsed.ok && parsed.input.flow.kind).toBe(kind);
  });

  test("channel_5265 and 5265 are the same; login words", () => {
    const parsed = parseParams({ bundle: "default", channel: "channel_5265", login: "on" });
    expect(parsed.ok && parsed.input.channel).toBe("channel_5265");
    expect(parsed.ok && parsed.input.loggedIn).toBe(true);
    const out = parseParams({ bundle: "default", login: "0" });
    expect(out.ok && out.input.loggedIn).toBe(false);
  });

  test.each<[string, RawParams, RegExp]>([
    ["missing bundle", {}, /请选择站点/],
    ["unknown bundle", { bundle: "nope" }, /未知站点“nope”/],
    ["malformed channel", { bundle: "default", channel: "52x65" }, /渠道号格式不正确/],
    ["off-site path", { bundle: "default", path: "//evil.example/login" }, /页面路径/],
    ["app without a platform", { bundle: "default", flow: "app", p4: "1" }, /ios 或 android/],
    ["app without p4", { bundle: "default", app: "ios" }, /h5_bd_type_for_p4/],
    ["negative flow value", { bundle: "default", succ: "-1" }, /succ_todo/],
    ["unknown flow source", { bundle: "default", flow: "magic" }, /流程来源/],
    ["long city", { bundle: "default", city: "市".repeat(21) }, /城市名过长/],
    ["long query", { bundle: "default", query: "a=".padEnd(1200, "b") }, /附加参数过长/],
  ])("rejects %s with a Chinese message", (_name, raw, message) => {
    const parsed = parseParams(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.join("\n")).toMatch(message);
  });

  test("reports every problem at once", () => {
    const parsed = parseParams({ bundle: "nope", channel: "x" });
    expect(parsed.ok ? [] : parsed.errors).toHaveLength(2);
  });
});
