import { afterEach, beforeEach, describe, expect, test } from "vitest";
import fc from "fast-check";
import { TRACKER_REGISTRY, type TrackerRegistry } from "../../config/trackers.ts";
import { createTrackerController, trackerPlanFor, type TrackerWindow } from "./controller.ts";
import { fakeDocument, fakeEnv, flush } from "./test-kit.ts";

const registry: TrackerRegistry = {
  vendors: { kuaishou: { scriptUrls: ["https://ks.example/ks.js", "https://mirror.example/ks.js"] } },
  groups: [
    {
      name: "g1",
      kind: "kuaishou",
      conversionId: "50001",
      channels: ["channel_1", "channel_2"],
    },
  ],
  searchLists: [{ name: "s1", productionId: "9001", channels: ["channel_3"] }],
};

const BD_URL = "https://h5.example/baidu/index.html?bd_vid=abc123";
const KS = { utm_source: "kuaishou", callback: "https%3A%2F%2Fad.example%2Fcb%3Fx%3D1", oaidMd5: "0f" };

const originalTz = process.env.TZ;
beforeEach(() => {
  process.env.TZ = "Asia/Shanghai";
});
afterEach(() => {
  process.env.TZ = originalTz;
});

describe("start: queues and scripts only, never an event", () => {
  test("a trace-group channel: ks queue stub, then exactly its SDK", () => {
    const env = fakeEnv(registry, { channel: "channel_1", bdVidUrl: BD_URL, kuaishou: KS });
    createTrackerController(env).start();
    expect(env.win._ks_trace).toEqual([]);
    expect(env.win._agl).toBeUndefined();
    expect(env.doc.appended.map((s) => s.src)).toEqual(["https://ks.example/ks.js"]);
    expect(env.relays).toEqual([]);
  });

  test("a search-list channel: production id registered, then the search script", () => {
    const env = fakeEnv(registry, { channel: "channel_3" });
    createTrackerController(env).start();
    expect(env.win._agl).toEqual([["production", "9001"]]);
    expect(env.doc.appended.map((s) => s.src)).toEqual([
      "https://fxgate.baidu.com/angelia/fcagl.js?production=9001",
    ]);
  });

  test("any other channel: nothing at all", () => {
    const env = fakeEnv(registry, { channel: "channel_5818" });
    const controller = createTrackerController(env);
    controller.start();
    controller.start();
    expect(env.doc.appended).toEqual([]);
    expect(Object.keys(env.win)).toEqual([]);
  });
});

describe("reportFormSuccess: the conversion events", () => {
  test("trace channel: the form event with the group's conversion id; relays only with attribution", async () => {
    const env = fakeEnv(registry, { channel: "channel_2" });
    await createTrackerController(env).reportFormSuccess({ formKind: "personal" });
    expect(env.win._ks_trace).toEqual([{ event: "form", convertId: "50001", cb: expect.any(Function) }]);
    expect(env.relays).toEqual([]);
    expect(env.doc.appended.map((s) => s.src)).toEqual(["https://ks.example/ks.js"]);
  });

  test("search channel: production first, then the success event of type 3", async () => {
    const env = fakeEnv(registry, { channel: "channel_3" });
    await createTrackerController(env).reportFormSuccess({ formKind: "personal" });
    expect(env.win._agl).toEqual([
      ["production", "9001"],
      ["track", ["success", { t: 3 }]],
    ]);
  });

  test("the search-ad upload carries the landing URL with bd_vid; the short-video report the callback", async () => {
    const env = fakeEnv(registry, { channel: "channel_5818", bdVidUrl: BD_URL, kuaishou: KS });
    await createTrackerController(env).reportFormSuccess({ formKind: "personal" });
    expect(env.relays).toEqual([
      { path: "/oapi/baidu/uploadConvertData", fields: { logidUrl: BD_URL, newType: "3" } },
      {
        path: "/oapi/kuaishou/report",
        fields: { callback: KS.callback, event_type: "9", utm_source: "kuaishou", oaidMd5: "0f" },
      },
    ]);
  });

  test("no upload without usable attribution", async () => {
    const env = fakeEnv(registry, {
      channel: "channel_5818",
      bdVidUrl: `https://h5.example/?bd_vid=1&x=${"a".repeat(1100)}`,
      kuaishou: { utm_source: "kuaishou" },
    });
    await createTrackerController(env).reportFormSuccess({ formKind: "personal" });
    expect(env.relays).toEqual([]);
  });
});

describe("once per user, channel and day (spec 4; flags expire at next local midnight)", () => {
  test("the flag is stored under user_id + _channel with an expiry at local midnight", async () => {
    const env = fakeEnv(registry, { userId: "42", channel: "channel_1" });
    env.clock.now = Date.parse("2024-06-01T23:30:00+08:00");
    await createTrackerController(env).reportFormSuccess({ formKind: "personal" });
    const flag: unknown = JSON.parse(env.storage?.getItem("42channel_1") ?? "");
    expect(flag).toEqual({
      name: "conversion",
      value: "personal",
      start: Date.parse("2024-06-01T23:30:00+08:00"),
      expiry: Date.parse("2024-06-02T00:00:00+08:00"),
    });
  });

  test("a second success the same day reports nothing; after midnight it reports again", async () => {
    const env = fakeEnv(registry, { channel: "channel_1", bdVidUrl: BD_URL });
    const controller = createTrackerController(env);
    env.clock.now = Date.parse("2024-06-01T23:58:00+08:00");
    await controller.reportFormSuccess({ formKind: "a" });
    env.clock.now = Date.parse("2024-06-01T23:59:59.999+08:00");
    await controller.reportFormSuccess({ formKind: "a" });
    expect(env.win._ks_trace).toHaveLength(1);
    expect(env.relays).toHaveLength(1);
    env.clock.now = Date.parse("2024-06-02T00:00:00+08:00");
    await controller.reportFormSuccess({ formKind: "a" });
    expect(env.win._ks_trace).toHaveLength(2);
    expect(env.relays).toHaveLength(2);
  });

  test("another user or another channel has its own flag", async () => {
    const env = fakeEnv(registry, { userId: "1", channel: "channel_1" });
    const controller = createTrackerController(env);
    await controller.reportFormSuccess({ formKind: "a" });
    env.current.userId = "2";
    await controller.reportFormSuccess({ formKind: "a" });
    env.current.channel = "channel_2";
    await controller.reportFormSuccess({ formKind: "a" });
    expect(env.win._ks_trace).toHaveLength(3);
    expect([...(env.storage as unknown as { data: Map<string, string> }).data.keys()]).toEqual([
      "1channel_1",
      "2channel_1",
      "2channel_2",
    ]);
  });

  test("a corrupted flag or a flag from the future (clock moved back) does not block the report", async () => {
    const env = fakeEnv(registry, { userId: "7", channel: "channel_1" });
    env.storage?.setItem("7channel_1", "{not json");
    await createTrackerController(env).reportFormSuccess({ formKind: "a" });
    expect(env.win._ks_trace).toHaveLength(1);
    const later = fakeEnv(registry, { userId: "7", channel: "channel_1" });
    later.storage?.setItem(
      "7channel_1",
      JSON.stringify({
        name: "conversion",
        value: "a",
        start: later.clock.now + 3_600_000,
        expiry: later.clock.now + 7_200_000,
      }),
    );
    await createTrackerController(later).reportFormSuccess({ formKind: "a" });
    expect(later.win._ks_trace).toHaveLength(1);
  });
});

describe("a failing tracker changes nothing", () => {
  test("storage that throws: reported anyway, no exception", async () => {
    const env = fakeEnv(registry, { channel: "channel_1" });
    env.storage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceeded");
      },
    };
    await expect(createTrackerController(env).reportFormSuccess({ formKind: "a" })).resolves.toBeUndefined();
    expect(env.win._ks_trace).toHaveLength(1);
  });

  test("a broken third-party global: the push fails silently and the relays still go", async () => {
    const env = fakeEnv(registry, { channel: "channel_3", bdVidUrl: BD_URL });
    env.win._agl = {
      push: () => {
        throw new Error("sdk bug");
      },
    };
    await createTrackerController(env).reportFormSuccess({ formKind: "a" });
    expect(env.relays).toHaveLength(1);
  });

  test("a hanging script or relay holds the caller no longer than the cap", async () => {
    const env = fakeEnv(registry, { channel: "channel_1", bdVidUrl: BD_URL });
    env.relay = () => new Promise(() => {});
    const waits: number[] = [];
    let release: () => void = () => {};
    env.wait = (ms) => {
      waits.push(ms);
      return new Promise((resolve) => (release = resolve));
    };
    let settled = false;
    const report = createTrackerController(env)
      .reportFormSuccess({ formKind: "a" })
      .then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    expect(waits).toEqual([800]);
    release();
    await report;
    expect(settled).toBe(true);
  });

  test("a blocked SDK host: the report settles once both URLs failed, without waiting for the SDK", async () => {
    const env = fakeEnv(registry, { channel: "channel_1" });
    env.wait = () => new Promise(() => {});
    const report = createTrackerController(env).reportFormSuccess({ formKind: "a" });
    env.doc.appended[0]!.finish("error");
    await flush();
    env.doc.appended[1]!.finish("error");
    await expect(report).resolves.toBeUndefined();
  });

  test("a loaded SDK: the report settles when the SDK calls back", async () => {
    const env = fakeEnv(registry, { channel: "channel_1" });
    env.wait = () => new Promise(() => {});
    let settled = false;
    const report = createTrackerController(env)
      .reportFormSuccess({ formKind: "a" })
      .then(() => (settled = true));
    env.doc.appended[0]!.finish("load");
    await flush();
    expect(settled).toBe(false);
    const [event] = env.win._ks_trace as { cb: () => void }[];
    event!.cb();
    await report;
    expect(settled).toBe(true);
  });
});

describe("attribution relays", () => {
  test.each([
    [BD_URL, true],
    ["https://h5.example/?a=1&bd_vid=x", true],
    ["https://h5.example/?bd_vid=", false],
    ["https://h5.example/?notbd_vid=1", false],
    ["", false],
    [`https://h5.example/?bd_vid=1&p=${"x".repeat(1000)}`, false],
  ])("the landing URL %s is uploaded: %s", async (url, uploaded) => {
    const env = fakeEnv(registry, { bdVidUrl: url });
    await createTrackerController(env).reportFormSuccess({ formKind: "personal" });
    expect(env.relays.map((relay) => relay.path)).toEqual(uploaded ? ["/oapi/baidu/uploadConvertData"] : []);
  });

  test("the Kuaishou callback is passed back unmodified; no callback, no report", async () => {
    const withCallback = fakeEnv(registry, { kuaishou: { utm_source: "ks", callback: "a%2Fb&c" } });
    await createTrackerController(withCallback).reportFormSuccess({ formKind: "personal" });
    expect(withCallback.relays.map((relay) => relay.fields.callback)).toEqual(["a%2Fb&c"]);
    const without = fakeEnv(registry, { kuaishou: { utm_source: "ks", imeiMd5: "1" } });
    await createTrackerController(without).reportFormSuccess({ formKind: "personal" });
    expect(without.relays).toEqual([]);
  });
});

const planRegistry: TrackerRegistry = {
  vendors: { kuaishou: { scriptUrls: ["https://a.example/ks.js", "https://b.example/ks.js"] } },
  groups: [
    { name: "g1", kind: "kuaishou", conversionId: "111", channels: ["channel_1", "channel_2"] },
    { name: "g2", kind: "gdt", conversionId: "222", channels: ["channel_4", "channel_5"] },
  ],
  searchLists: [
    { name: "s1", productionId: "999", channels: ["channel_3"] },
    { name: "s2", productionId: "888", channels: [] },
  ],
};

/** The script URLs a start on `channel` appends, the first URL of each script only. */
const startedUrls = (reg: TrackerRegistry, channel: string) => {
  const env = fakeEnv(reg, { channel });
  createTrackerController(env).start();
  return env.doc.appended.map((script) => script.src);
};

describe("trackerPlanFor: which trackers a channel gets", () => {
  test("a trace-group channel gets its group, and loads the vendor's first URL", () => {
    const plan = trackerPlanFor("channel_2", planRegistry);
    expect(plan.group?.name).toBe("g1");
    expect(plan.search).toBeUndefined();
    expect(startedUrls(planRegistry, "channel_2")).toEqual(["https://a.example/ks.js"]);
  });
  test("a search-list channel gets the search-engine script with its production id", () => {
    expect(trackerPlanFor("channel_3", planRegistry).search?.productionId).toBe("999");
    expect(startedUrls(planRegistry, "channel_3")).toEqual([
      "https://fxgate.baidu.com/angelia/fcagl.js?production=999",
    ]);
  });
  test("a channel in no group or list, or in a group whose kind has no vendor, gets nothing", () => {
    expect(trackerPlanFor("channel_5818", planRegistry)).toEqual({});
    expect(trackerPlanFor("channel_4", planRegistry)).toEqual({});
    expect(startedUrls(planRegistry, "channel_4")).toEqual([]);
  });
  test("in the shipped registry, the short-video channel 5218 loads the ks-trace SDK only", () => {
    const plan = trackerPlanFor("channel_5218", TRACKER_REGISTRY);
    expect(plan.search).toBeUndefined();
    const urls = TRACKER_REGISTRY.vendors[plan.group!.kind]!.scriptUrls;
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(
      /^https:\/\/p1-yx\.adkwai\.com\/udata\/pkg\/ks-ad-trace-sdk\/ks-trace\.[\d.]+\.min\.js$/,
    );
    expect(urls[1]).toMatch(/^https:\/\/static\.yximgs\.com\/udata\/pkg\/ks-ad-trace-sdk\//);
  });
});

describe("queue stubs (REFERENCE.md: created before the script loads)", () => {
  const queues: TrackerRegistry = {
    vendors: {
      gdt: { scriptUrls: ["https://gdt.example/sdk.js"] },
      oceanengine: { scriptUrls: ["https://oe.example/sdk.js"] },
    },
    groups: [
      { name: "g", kind: "gdt", conversionId: "key1", channels: ["channel_1"] },
      { name: "o", kind: "oceanengine", conversionId: "c1", channels: ["channel_2"] },
    ],
    searchLists: [{ name: "s", productionId: "777", channels: ["channel_1", "channel_3"] }],
  };

  test("search engine: _agl with the production id registered first, once", () => {
    const env = fakeEnv(queues, { channel: "channel_3" });
    createTrackerController(env).start();
    createTrackerController(env).start();
    expect(env.win._agl).toEqual([["production", "777"]]);
  });

  test("an existing queue (an SDK already loaded) is used, not replaced", async () => {
    const received: unknown[] = [];
    const sdk = { push: (item: unknown) => received.push(item) };
    const env = fakeEnv(registry, { channel: "channel_3" });
    env.win._agl = sdk;
    await createTrackerController(env).reportFormSuccess({ formKind: "a" });
    expect(env.win._agl).toBe(sdk);
    expect(received).toEqual([
      ["production", "9001"],
      ["track", ["success", { t: 3 }]],
    ]);
  });

  test("gdt: a command stub queues init then the RESERVATION track", async () => {
    const env = fakeEnv(queues, { channel: "channel_1" });
    createTrackerController(env).start();
    await createTrackerController(env).reportFormSuccess({ formKind: "a" });
    expect(env.win._agl).toEqual([
      ["production", "777"],
      ["track", ["success", { t: 3 }]],
    ]);
    expect((env.win.gdt as unknown as { tcq: unknown[] }).tcq).toEqual([
      ["init", "key1"],
      ["track", "RESERVATION"],
    ]);
  });

  test("ocean engine: waits for the SDK, then meteor.track('form', { convert_id })", async () => {
    const env = fakeEnv(queues, { channel: "channel_2" });
    env.wait = () => new Promise(() => {});
    const report = createTrackerController(env).reportFormSuccess({ formKind: "a" });
    const win: TrackerWindow = env.win;
    expect(win.meteor).toBeUndefined();
    const calls: unknown[][] = [];
    win.meteor = { track: (...args: unknown[]) => calls.push(args) };
    env.doc.appended[0]!.finish("load");
    await report;
    expect(calls).toEqual([["form", { convert_id: "c1" }]]);
  });
});

describe("script loading (async, never blocking; the next URL only when one fails)", () => {
  test("one async script per URL tried, and the same script is loaded once per page", () => {
    const env = fakeEnv(planRegistry, { channel: "channel_1" });
    const controller = createTrackerController(env);
    controller.start();
    controller.start();
    void controller.reportFormSuccess({ formKind: "a" });
    expect(env.doc.appended.map((s) => [s.src, s.async])).toEqual([["https://a.example/ks.js", true]]);
  });

  test("a document without <head> or a throwing createElement fails quietly", async () => {
    for (const doc of [
      fakeDocument({ head: false }),
      {
        head: null,
        createElement: () => {
          throw new Error("no DOM");
        },
      },
    ]) {
      const env = { ...fakeEnv(planRegistry, { channel: "channel_1" }), doc };
      env.wait = () => new Promise(() => {});
      await expect(
        createTrackerController(env).reportFormSuccess({ formKind: "a" }),
      ).resolves.toBeUndefined();
      expect(env.win._ks_trace).toHaveLength(1);
    }
  });
});

describe("the daily flag expires at the next local midnight (spec 4)", () => {
  const flagOf = async (at: number) => {
    const env = fakeEnv(registry, { userId: "1", channel: "channel_1" });
    env.clock.now = at;
    await createTrackerController(env).reportFormSuccess({ formKind: "a" });
    return JSON.parse(env.storage?.getItem("1channel_1") ?? "") as { start: number; expiry: number };
  };
  test.each([
    ["Asia/Shanghai", "2024-03-10T00:00:00+08:00", "2024-03-11T00:00:00+08:00"],
    ["Asia/Shanghai", "2024-12-31T23:59:59+08:00", "2025-01-01T00:00:00+08:00"],
    ["America/New_York", "2024-03-10T01:30:00-05:00", "2024-03-11T00:00:00-04:00"],
    ["America/New_York", "2024-11-03T12:00:00-05:00", "2024-11-04T00:00:00-05:00"],
    ["UTC", "2024-02-28T23:00:00Z", "2024-02-29T00:00:00Z"],
  ])("in %s, a flag set at %s expires at %s", async (tz, at, midnight) => {
    process.env.TZ = tz;
    expect(await flagOf(Date.parse(at))).toMatchObject({
      start: Date.parse(at),
      expiry: Date.parse(midnight),
    });
  });
  test.each([
    JSON.stringify({ name: "conversion", value: "a", start: 0, expiry: Infinity }),
    JSON.stringify({ name: 1, value: "a", start: 0, expiry: 4_000_000_000_000 }),
    JSON.stringify({ name: "conversion", expiry: "9999999999999", start: 0 }),
    "42",
  ])("a malformed flag %s does not hold", async (raw) => {
    const env = fakeEnv(registry, { userId: "7", channel: "channel_1" });
    env.storage?.setItem("7channel_1", raw);
    await createTrackerController(env).reportFormSuccess({ formKind: "a" });
    expect(env.win._ks_trace).toHaveLength(1);
  });
  test("property: the expiry is after now and at most ~25 h later, at a local 00:00", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.constantFrom("UTC", "Asia/Shanghai", "America/New_York"),
        async (now, tz) => {
          process.env.TZ = tz;
          const { expiry } = await flagOf(now);
          expect(expiry).toBeGreaterThan(now);
          expect(expiry - now).toBeLessThanOrEqual(25 * 3_600_000);
          const d = new Date(expiry);
          expect([d.getHours(), d.getMinutes(), d.getSeconds()]).toEqual([0, 0, 0]);
        },
      ),
      { numRuns: 100 },
    );
  });
});
