import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { TrackerRegistry } from "../../config/trackers.ts";
import { parseFlag } from "../../core/daily-flag.ts";
import {
  createTrackerController,
  isUploadableBdVidUrl,
  kuaishouRelayFields,
  REPORT_WAIT_CAP_MS,
} from "./controller.ts";
import { fakeEnv, flush } from "./test-kit.ts";

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
    const report = await createTrackerController(env).reportFormSuccess({ formKind: "personal" });
    expect(report).toEqual({ reported: true, events: ["trace:kuaishou"] });
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
    const report = await createTrackerController(env).reportFormSuccess({ formKind: "personal" });
    expect(report.events).toEqual(["relay:baidu", "relay:kuaishou"]);
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
    const report = await createTrackerController(env).reportFormSuccess({ formKind: "personal" });
    expect(report).toEqual({ reported: true, events: [] });
    expect(env.relays).toEqual([]);
  });
});

describe("once per user, channel and day (spec 4; flags expire at next local midnight)", () => {
  test("the flag is stored under user_id + _channel with an expiry at local midnight", async () => {
    const env = fakeEnv(registry, { userId: "42", channel: "channel_1" });
    env.clock.now = Date.parse("2024-06-01T23:30:00+08:00");
    await createTrackerController(env).reportFormSuccess({ formKind: "personal" });
    const flag = parseFlag(env.storage?.getItem("42channel_1"));
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
    expect((await controller.reportFormSuccess({ formKind: "a" })).reported).toBe(true);
    env.clock.now = Date.parse("2024-06-01T23:59:59.999+08:00");
    expect(await controller.reportFormSuccess({ formKind: "a" })).toEqual({ reported: false, events: [] });
    expect(env.win._ks_trace).toHaveLength(1);
    expect(env.relays).toHaveLength(1);
    env.clock.now = Date.parse("2024-06-02T00:00:00+08:00");
    expect((await controller.reportFormSuccess({ formKind: "a" })).reported).toBe(true);
    expect(env.win._ks_trace).toHaveLength(2);
    expect(env.relays).toHaveLength(2);
  });

  test("another user or another channel has its own flag", async () => {
    const env = fakeEnv(registry, { userId: "1", channel: "channel_1" });
    const controller = createTrackerController(env);
    await controller.reportFormSuccess({ formKind: "a" });
    env.current.userId = "2";
    expect((await controller.reportFormSuccess({ formKind: "a" })).reported).toBe(true);
    env.current.channel = "channel_2";
    expect((await controller.reportFormSuccess({ formKind: "a" })).reported).toBe(true);
    expect([...(env.storage as unknown as { data: Map<string, string> }).data.keys()]).toEqual([
      "1channel_1",
      "2channel_1",
      "2channel_2",
    ]);
  });

  test("a corrupted flag or a flag from the future (clock moved back) does not block the report", async () => {
    const env = fakeEnv(registry, { userId: "7", channel: "channel_1" });
    env.storage?.setItem("7channel_1", "{not json");
    expect((await createTrackerController(env).reportFormSuccess({ formKind: "a" })).reported).toBe(true);
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
    expect((await createTrackerController(later).reportFormSuccess({ formKind: "a" })).reported).toBe(true);
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
    await expect(createTrackerController(env).reportFormSuccess({ formKind: "a" })).resolves.toMatchObject({
      reported: true,
    });
  });

  test("a broken third-party global: the push fails silently and the relays still go", async () => {
    const env = fakeEnv(registry, { channel: "channel_3", bdVidUrl: BD_URL });
    env.win._agl = {
      push: () => {
        throw new Error("sdk bug");
      },
    };
    const report = await createTrackerController(env).reportFormSuccess({ formKind: "a" });
    expect(report).toEqual({ reported: true, events: ["relay:baidu"] });
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
      .then((r) => ((settled = true), r));
    await flush();
    expect(settled).toBe(false);
    expect(waits).toEqual([REPORT_WAIT_CAP_MS]);
    release();
    await expect(report).resolves.toMatchObject({ reported: true });
  });

  test("a blocked SDK host: the report settles once both URLs failed, without waiting for the SDK", async () => {
    const env = fakeEnv(registry, { channel: "channel_1" });
    env.wait = () => new Promise(() => {});
    const report = createTrackerController(env).reportFormSuccess({ formKind: "a" });
    env.doc.appended[0]!.finish("error");
    await flush();
    env.doc.appended[1]!.finish("error");
    await expect(report).resolves.toEqual({ reported: true, events: ["trace:kuaishou"] });
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

describe("attribution helpers", () => {
  test.each([
    [BD_URL, true],
    ["https://h5.example/?a=1&bd_vid=x", true],
    ["https://h5.example/?bd_vid=", false],
    ["https://h5.example/?notbd_vid=1", false],
    ["", false],
    [`https://h5.example/?bd_vid=1&p=${"x".repeat(1000)}`, false],
  ])("isUploadableBdVidUrl(%s) = %s", (url, ok) => {
    expect(isUploadableBdVidUrl(url)).toBe(ok);
  });

  test("the Kuaishou callback is passed back unmodified; no callback, no report", () => {
    expect(kuaishouRelayFields({ utm_source: "ks", callback: "a%2Fb&c" })?.callback).toBe("a%2Fb&c");
    expect(kuaishouRelayFields({ utm_source: "ks", imeiMd5: "1" })).toBeUndefined();
  });
});
