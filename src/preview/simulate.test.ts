import { describe, expect, test } from "vitest";
import { simulate, type SimulationInput } from "./simulate.ts";

const base: SimulationInput = { bundleId: "default", loggedIn: false, flow: { kind: "server" } };

interface Case {
  name: string;
  input: Partial<SimulationInput>;
  rules: string[];
  final: string;
  success: string;
  failure: string;
  row?: string;
}

const CASES: Case[] = [
  {
    name: "5265 in 上海市, logged in: the city row sets 1/4/3 and the form is skipped to /download-page",
    input: { channel: "channel_5265", city: "上海市", loggedIn: true },
    rules: [
      "query-channel",
      "remember-login-address",
      "channel-info-fetch",
      "channel-info-apply",
      "city-fetch",
      "city-apply",
      "user-info-fetch",
      "user-info-form-skip",
    ],
    final: "/download-page?",
    success: "/download-page",
    failure: "/download-page",
    row: "5265-big-cities",
  },
  {
    name: "5265 logged out: no city lookup, the seed flow 0/2/1 stays",
    input: { channel: "channel_5265", city: "上海市" },
    rules: [
      "query-channel",
      "remember-login-address",
      "channel-info-fetch",
      "channel-info-apply",
      "default-stay",
    ],
    final: "/login",
    success: "/success-loan-marketplace-download",
    failure: "/success-loan-marketplace-download",
  },
  {
    name: "5265 in 西安市, logged in: no row fires, the user goes to the form",
    input: { channel: "channel_5265", city: "西安市", loggedIn: true },
    rules: [
      "query-channel",
      "remember-login-address",
      "channel-info-fetch",
      "channel-info-apply",
      "city-fetch",
      "user-info-fetch",
      "user-info-to-form",
    ],
    final: "/form-package",
    success: "/success-loan-marketplace-download",
    failure: "/success-loan-marketplace-download",
  },
  {
    name: "channel_5813 always goes to /404err",
    input: { channel: "channel_5813" },
    rules: ["query-channel", "channel-404"],
    final: "/404err",
    success: "/success-download",
    failure: "/fail-page",
  },
  {
    name: "an iOS app flow with p4 2 gives succ 2 / fail 1",
    input: { channel: "channel_7777", flow: { kind: "app", application: "APP-IOS", h5_bd_type_for_p4: 2 } },
    rules: [
      "query-channel",
      "remember-login-address",
      "channel-info-fetch",
      "channel-info-apply",
      "default-stay",
    ],
    final: "/login",
    success: "/success-loan-marketplace-download",
    failure: "/success-loan-marketplace-download",
    row: "channel_7777",
  },
  {
    name: "a web flow 0/5/5 goes to /gongzhonghao both ways",
    input: { flow: { kind: "web", values: { input_form: 0, succ_todo: 5, fail_todo: 5 } } },
    rules: ["remember-login-address", "channel-info-fetch", "channel-info-apply", "default-stay"],
    final: "/login",
    success: "/gongzhonghao",
    failure: "/gongzhonghao",
  },
  {
    name: "fail_todo 3 on channel_5775 gives /only-download",
    input: { channel: "channel_5775" },
    rules: [
      "query-channel",
      "remember-login-address",
      "channel-info-fetch",
      "channel-info-apply",
      "default-stay",
    ],
    final: "/login",
    success: "/downloadpage1",
    failure: "/only-download",
  },
  {
    name: "a channel the server does not know: the call fails and the flow stays 0/0/0",
    input: { channel: "channel_9999" },
    rules: ["query-channel", "remember-login-address", "channel-info-fetch", "default-stay"],
    final: "/login",
    success: "/success-download",
    failure: "/fail-page",
  },
  {
    name: "a logged-in visitor of login channel 683 on /login is logged out and stays",
    input: { channel: "channel_683", city: "上海市", loggedIn: true },
    rules: [
      "query-channel",
      "remember-login-address",
      "channel-info-fetch",
      "channel-info-apply",
      "login-channel-clear",
      "default-stay",
    ],
    final: "/login",
    success: "/gongzhonghao",
    failure: "/gongzhonghao",
    row: "LOGIN_CLEARING_CHANNELS",
  },
  {
    name: "a logged-out visitor on a result page goes to /download-page with the query kept",
    input: { path: "/success-download", channel: "channel_5818" },
    rules: ["channel-info-fetch", "channel-info-apply", "protected-to-download"],
    final: "/download-page?c=5818",
    success: "/success-download",
    failure: "/fail-page",
  },
  {
    name: "/download?from=4 with an app name sends the record and closes the app view",
    input: { path: "/download", query: { from: "4", appname: "闪信" }, loggedIn: true },
    rules: ["channel-info-fetch", "channel-info-apply", "download-callback-close"],
    final: "(close app view)",
    success: "/success-download",
    failure: "/fail-page",
  },
];

describe("simulate", () => {
  test.each(CASES)("$name", async (c) => {
    const result = await simulate({ ...base, ...c.input });
    expect(result.steps.map((step) => step.rule.id)).toEqual(c.rules);
    expect(result.final.to.startsWith(c.final)).toBe(true);
    expect(result.destinations.success).toBe(c.success);
    expect(result.destinations.failure).toBe(c.failure);
    const rows = result.steps.flatMap((step) => (step.row ? [step.row.id] : []));
    if (c.row) expect(rows).toContain(c.row);
    for (const step of result.steps) {
      expect(step.rule.zh).not.toBe("");
      expect(step.rule.en).not.toBe("");
      expect(step.action.zh).not.toBe("");
    }
  });

  test("the city row names the table, the row and the city", async () => {
    const result = await simulate({ ...base, channel: "channel_5265", city: "上海市", loggedIn: true });
    const cityStep = result.steps.find((step) => step.rule.id === "city-apply");
    expect(cityStep?.row?.table.zh).toBe("城市覆盖表");
    expect(cityStep?.row?.text).toContain("上海市");
    expect(result.flow).toEqual({ input_form: 1, succ_todo: 4, fail_todo: 3 });
    expect(result.final.zh).toContain("跳过表单");
  });

  test("app flows set application; web flows give 3", async () => {
    const android = await simulate({
      ...base,
      flow: { kind: "app", application: "APP-安卓", h5_bd_type_for_p4: 3 },
    });
    expect(android.application).toBe(2);
    expect(android.flow).toEqual({ input_form: 0, succ_todo: 2, fail_todo: 1 });
    const web = await simulate({ ...base, channel: "channel_5818" });
    expect(web.application).toBe(3);
    const unknown = await simulate({ ...base, channel: "channel_9999" });
    expect(unknown.application).toBeUndefined();
  });

  test("the /download?from=4 callback records source, title and terminal", async () => {
    const result = await simulate({ ...base, path: "/download", query: { from: "4", appname: "闪信" } });
    expect(result.records).toEqual([
      { source: "闪信", title: "p3回调", _user_id: "", attr: { terminal: 3 } },
    ]);
  });

  test.each([
    ["channel_5589", "default", "马上借钱花", ["qingdao-fanjin", "mashangjieqianhua"]],
    ["channel_5262", "default", "闪信借钱", []],
    ["channel_5818", "shanxinfq", undefined, []],
  ] as const)("brand of %s on %s", async (channel, bundleId, name, rows) => {
    const result = await simulate({ ...base, bundleId, channel });
    if (name) expect(result.brand.resolved.name).toBe(name);
    expect(result.brand.rows).toEqual(rows);
    if (channel === "channel_5262") expect(result.brand.title).toBe("首页");
  });

  test("tracker events come from the registry and the landing attribution", async () => {
    const none = await simulate({ ...base, channel: "channel_5265" });
    expect(none.trackers).toEqual([]);
    const ks = await simulate({
      ...base,
      channel: "channel_5218",
      query: { utm_source: "ks", callback: "cb123" },
    });
    expect(ks.trackers.map((event) => `${event.when}:${event.tracker}`)).toEqual([
      "pageLoad:kuaishou",
      "formSuccess:kuaishou",
      "formSuccess:relay:kuaishou",
    ]);
    expect(ks.trackers[1]?.what).toContain("convertId: '50000001'");
    const search = await simulate({ ...base, channel: "channel_6000", query: { bd_vid: "abc" } });
    expect(search.trackers.map((event) => event.tracker)).toEqual(["baidu", "baidu", "relay:baidu"]);
    expect(search.trackers[2]?.what).toContain("bd_vid=abc");
  });

  test.each([
    ["/zz-new-campaign.html", true], // a token no host file lists: the template, an entry page
    ["/a8k2.html", true], // a listed token
    ["/no/such.html/x", false],
  ])("on the token host, a logged-in visit of %s goes on to the form: %s", async (path, toForm) => {
    const result = await simulate({ ...base, bundleId: "token", path, loggedIn: true });
    expect(result.steps.some((step) => step.rule.id === "user-info-fetch")).toBe(toForm);
  });

  test("the same input gives the same trace", async () => {
    const input = { ...base, channel: "channel_963", city: "北京市", loggedIn: true };
    expect(await simulate(input)).toEqual(await simulate(input));
  });
});
