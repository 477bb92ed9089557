import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import fc from "fast-check";
import type * as trackerConfig from "../../config/trackers.ts";
import type { KuaishouAttribution } from "../page-stores.ts";

/**
 * The shipped registry plus two kinds it does not configure yet (REFERENCE.md: supported "only if
 * configuration asks for them"): a GDT group and an Ocean Engine group, on channels of their own.
 */
vi.mock("../../config/trackers.ts", async (importOriginal) => {
  const real = await importOriginal<typeof trackerConfig>();
  const shipped = real.TRACKER_REGISTRY;
  return {
    ...real,
    TRACKER_REGISTRY: {
      vendors: {
        ...shipped.vendors,
        gdt: { scriptUrls: ["https://gdt.example/sdk.js"] },
        oceanengine: { scriptUrls: ["https://oe.example/sdk.js"] },
      },
      groups: [
        ...shipped.groups,
        { name: "g", kind: "gdt", conversionId: "key1", channels: ["channel_9001", "channel_9002"] },
        { name: "o", kind: "oceanengine", conversionId: "c1", channels: ["channel_9003", "channel_9004"] },
      ],
      searchLists: shipped.searchLists,
    },
  };
});

/** Channels of the shipped registry: the first short-video group, the first search list. */
const KS_CHANNEL = "channel_5218";
const KS_SDK = /^https:\/\/p1-yx\.adkwai\.com\/udata\/pkg\/ks-ad-trace-sdk\/ks-trace\.[\d.]+\.min\.js$/;
const SEARCH_CHANNEL = "channel_6000";
const SEARCH_SCRIPT = "https://fxgate.baidu.com/angelia/fcagl.js?production=10000001";
const BD_URL = "https://h5.example/baidu/index.html?bd_vid=abc123";
const KS = { utm_source: "kuaishou", callback: "https%3A%2F%2Fad.example%2Fcb%3Fx%3D1", oaidMd5: "0f" };
const NOON = Date.parse("2024-06-01T10:00:00+08:00");

/** A <script> the page's document created; `finish` fires its load or error listener. */
class Script {
  async = false;
  src = "";
  private listeners: Record<string, (() => void)[]> = { load: [], error: [] };
  addEventListener(type: string, listener: () => void) {
    this.listeners[type]?.push(listener);
  }
  finish(outcome: "load" | "error") {
    for (const listener of this.listeners[outcome] ?? []) listener();
  }
}

interface Visitor {
  userId?: string;
  channel?: string;
  bdVidUrl?: string;
  kuaishou?: KuaishouAttribution | null;
}

/**
 * A fresh page (its modules evaluated anew) for `visitor`: a window without storage (the stores
 * and flags then live in memory), a document whose scripts fail at once unless `scripts` is
 * "held" (the test finishes them), and an API that answers code 200 and records the relays.
 */
async function openPage(
  visitor: Visitor = {},
  options: { scripts?: "fail" | "held"; head?: boolean; storage?: "refused" } = {},
) {
  const win: Record<string, unknown> = { addEventListener() {}, removeEventListener() {} };
  if (options.storage === "refused") {
    Object.defineProperty(win, "localStorage", {
      get() {
        throw new Error("SecurityError");
      },
    });
  }
  const appended: Script[] = [];
  vi.stubGlobal("window", win);
  vi.stubGlobal("document", {
    head:
      options.head === false
        ? null
        : {
            appendChild(script: Script) {
              appended.push(script);
              if (options.scripts !== "held") queueMicrotask(() => script.finish("error"));
            },
          },
    createElement: () => new Script(),
    getElementById: () => null,
    referrer: "",
  });
  const relays: { path: string; fields: Record<string, string>; keepalive: unknown }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const body = Object.fromEntries(new URLSearchParams(init.body as URLSearchParams));
    // The relay's own fields: what every call carries is the API client's concern.
    const { COMMON_FIELD_NAMES } = await import("../../contract/envelope.ts");
    const common: readonly string[] = COMMON_FIELD_NAMES;
    const fields = Object.fromEntries(Object.entries(body).filter(([key]) => !common.includes(key)));
    relays.push({ path: url, fields, keepalive: init.keepalive });
    return Response.json({ code: 200 });
  });
  vi.resetModules();
  const stores = await import("../stores.ts");
  const pageStores = await import("../page-stores.ts");
  stores.$userId.set(visitor.userId ?? "42");
  stores.$channel.set(visitor.channel ?? "channel_5818");
  pageStores.$bdVidUrl.set(visitor.bdVidUrl ?? "");
  pageStores.$kuaishoumaidian.set(visitor.kuaishou ?? null);
  const trackers = await import("./controller.ts");
  const { flagStorage } = await import("../session.ts");
  const report = (formKind = "personal") => trackers.reportFormSuccess(formKind);
  return { win, appended, relays, trackers, report, flags: flagStorage, stores };
}

beforeEach(() => {
  // Fake timeouts too: the stores unmount a second after a read, when the page's window is gone.
  vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
  vi.setSystemTime(NOON);
  vi.stubEnv("TZ", "Asia/Shanghai");
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe("start: queues and scripts only, never an event", () => {
  test("a trace-group channel: ks queue stub, then exactly its SDK", async () => {
    const page = await openPage({ channel: KS_CHANNEL, bdVidUrl: BD_URL, kuaishou: KS });
    page.trackers.start();
    expect(page.win._ks_trace).toEqual([]);
    expect(page.win._agl).toBeUndefined();
    expect(page.appended.map((s) => [s.src, s.async])).toEqual([[expect.stringMatching(KS_SDK), true]]);
    expect(page.relays).toEqual([]);
  });

  test("a search-list channel: production id registered, then the search script", async () => {
    const page = await openPage({ channel: SEARCH_CHANNEL });
    page.trackers.start();
    expect(page.win._agl).toEqual([["production", "10000001"]]);
    expect(page.appended.map((s) => s.src)).toEqual([SEARCH_SCRIPT]);
  });

  test("any other channel: nothing at all", async () => {
    const page = await openPage({ channel: "channel_5818" });
    page.trackers.start();
    page.trackers.start();
    expect(page.appended).toEqual([]);
    expect(Object.keys(page.win)).toEqual(["addEventListener", "removeEventListener"]);
  });
});

describe("reportFormSuccess: the conversion events", () => {
  test("trace channel: the form event with the group's conversion id; relays only with attribution", async () => {
    const page = await openPage({ channel: "channel_5194" });
    await page.report();
    expect(page.win._ks_trace).toEqual([{ event: "form", convertId: "50000001", cb: expect.any(Function) }]);
    expect(page.relays).toEqual([]);
    expect(page.appended.map((s) => s.src)).toEqual([
      expect.stringMatching(KS_SDK),
      expect.stringMatching(/^https:\/\/static\.yximgs\.com\/udata\/pkg\/ks-ad-trace-sdk\//),
    ]);
  });

  test("search channel: production first, then the success event of type 3", async () => {
    const page = await openPage({ channel: SEARCH_CHANNEL });
    await page.report();
    expect(page.win._agl).toEqual([
      ["production", "10000001"],
      ["track", ["success", { t: 3 }]],
    ]);
  });

  test("the search-ad upload carries the landing URL with bd_vid; the short-video report the callback", async () => {
    const page = await openPage({ bdVidUrl: BD_URL, kuaishou: KS });
    await page.report();
    expect(page.relays).toEqual([
      {
        path: "/oapi/baidu/uploadConvertData",
        fields: { logidUrl: BD_URL, newType: "3" },
        keepalive: true,
      },
      {
        path: "/oapi/kuaishou/report",
        fields: { callback: KS.callback, event_type: "9", utm_source: "kuaishou", oaidMd5: "0f" },
        keepalive: true,
      },
    ]);
  });

  test.each([
    [BD_URL, true],
    ["https://h5.example/?a=1&bd_vid=x", true],
    ["https://h5.example/?bd_vid=", false],
    ["https://h5.example/?notbd_vid=1", false],
    ["", false],
    [`https://h5.example/?bd_vid=1&p=${"x".repeat(1000)}`, false],
  ])("the landing URL %s is uploaded: %s", async (bdVidUrl, uploaded) => {
    const page = await openPage({ bdVidUrl });
    await page.report();
    expect(page.relays.map((relay) => relay.path)).toEqual(uploaded ? ["/oapi/baidu/uploadConvertData"] : []);
  });

  test("the Kuaishou callback is passed back unmodified; no callback, no report", async () => {
    const withCallback = await openPage({ kuaishou: { utm_source: "ks", callback: "a%2Fb&c" } });
    await withCallback.report();
    expect(withCallback.relays.map((relay) => relay.fields.callback)).toEqual(["a%2Fb&c"]);
    const without = await openPage({ kuaishou: { utm_source: "ks", imeiMd5: "1" } });
    await without.report();
    expect(without.relays).toEqual([]);
  });
});

describe("once per user, channel and day (spec 4; flags expire at next local midnight)", () => {
  test("the flag is stored under user_id + _channel with an expiry at local midnight", async () => {
    vi.setSystemTime(Date.parse("2024-06-01T23:30:00+08:00"));
    const page = await openPage({ userId: "42", channel: KS_CHANNEL });
    await page.report();
    expect(JSON.parse(page.flags.getItem(`42${KS_CHANNEL}`) ?? "")).toEqual({
      name: "conversion",
      value: "personal",
      start: Date.parse("2024-06-01T23:30:00+08:00"),
      expiry: Date.parse("2024-06-02T00:00:00+08:00"),
    });
  });

  test("a second success the same day reports nothing; after midnight it reports again", async () => {
    vi.setSystemTime(Date.parse("2024-06-01T23:58:00+08:00"));
    const page = await openPage({ channel: KS_CHANNEL, bdVidUrl: BD_URL });
    await page.report();
    vi.setSystemTime(Date.parse("2024-06-01T23:59:59.999+08:00"));
    await page.report();
    expect(page.win._ks_trace).toHaveLength(1);
    expect(page.relays).toHaveLength(1);
    vi.setSystemTime(Date.parse("2024-06-02T00:00:00+08:00"));
    await page.report();
    expect(page.win._ks_trace).toHaveLength(2);
    expect(page.relays).toHaveLength(2);
  });

  test("another user or another channel has its own flag", async () => {
    const page = await openPage({ userId: "1", channel: KS_CHANNEL });
    await page.report();
    page.stores.$userId.set("2");
    await page.report();
    page.stores.$channel.set("channel_5194");
    await page.report();
    expect(page.win._ks_trace).toHaveLength(3);
    for (const key of ["1channel_5218", "2channel_5218", "2channel_5194"]) {
      expect(page.flags.getItem(key)).toContain('"conversion"');
    }
  });

  test.each([
    "{not json",
    JSON.stringify({ name: "conversion", value: "a", start: NOON + 3_600_000, expiry: NOON + 7_200_000 }),
    JSON.stringify({ name: "conversion", value: "a", start: 0, expiry: Infinity }),
    JSON.stringify({ name: 1, value: "a", start: 0, expiry: 4_000_000_000_000 }),
    JSON.stringify({ name: "conversion", expiry: "9999999999999", start: 0 }),
    "42",
  ])("a corrupted, malformed or future flag %s does not block the report", async (raw) => {
    const page = await openPage({ userId: "7", channel: KS_CHANNEL });
    page.flags.setItem(`7${KS_CHANNEL}`, raw);
    await page.report();
    expect(page.win._ks_trace).toHaveLength(1);
  });

  const flagOf = async (at: number) => {
    vi.setSystemTime(at);
    const page = await openPage({ userId: "1", channel: KS_CHANNEL });
    await page.report();
    return JSON.parse(page.flags.getItem(`1${KS_CHANNEL}`) ?? "") as { start: number; expiry: number };
  };

  test.each([
    ["Asia/Shanghai", "2024-03-10T00:00:00+08:00", "2024-03-11T00:00:00+08:00"],
    ["Asia/Shanghai", "2024-12-31T23:59:59+08:00", "2025-01-01T00:00:00+08:00"],
    ["America/New_York", "2024-03-10T01:30:00-05:00", "2024-03-11T00:00:00-04:00"],
    ["America/New_York", "2024-11-03T12:00:00-05:00", "2024-11-04T00:00:00-05:00"],
    ["UTC", "2024-02-28T23:00:00Z", "2024-02-29T00:00:00Z"],
  ])("in %s, a flag set at %s expires at %s", async (tz, at, midnight) => {
    vi.stubEnv("TZ", tz);
    expect(await flagOf(Date.parse(at))).toMatchObject({
      start: Date.parse(at),
      expiry: Date.parse(midnight),
    });
  });

  test("property: the expiry is after now and at most ~25 h later, at a local 00:00", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.constantFrom("UTC", "Asia/Shanghai", "America/New_York"),
        async (now, tz) => {
          vi.stubEnv("TZ", tz);
          const { expiry } = await flagOf(now);
          expect(expiry).toBeGreaterThan(now);
          expect(expiry - now).toBeLessThanOrEqual(25 * 3_600_000);
          const d = new Date(expiry);
          expect([d.getHours(), d.getMinutes(), d.getSeconds()]).toEqual([0, 0, 0]);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe("a failing tracker changes nothing", () => {
  test("storage that throws: reported anyway, no exception", async () => {
    const page = await openPage({ channel: KS_CHANNEL }, { storage: "refused" });
    await expect(page.report()).resolves.toBeUndefined();
    expect(page.win._ks_trace).toHaveLength(1);
  });

  test("a broken third-party global: the push fails silently and the relays still go", async () => {
    const page = await openPage({ channel: SEARCH_CHANNEL, bdVidUrl: BD_URL });
    page.win._agl = {
      push: () => {
        throw new Error("sdk bug");
      },
    };
    await page.report();
    expect(page.relays).toHaveLength(1);
  });

  test("a relay the network refuses: the report still resolves and the other relay goes", async () => {
    const page = await openPage({ bdVidUrl: BD_URL, kuaishou: KS });
    const sent: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      sent.push(url);
      throw new TypeError("Failed to fetch");
    });
    await expect(page.report()).resolves.toBeUndefined();
    expect(sent).toEqual(["/oapi/baidu/uploadConvertData", "/oapi/kuaishou/report"]);
  });

  test("a hanging script or relay holds the caller no longer than the cap (800 ms)", async () => {
    const page = await openPage({ channel: KS_CHANNEL, bdVidUrl: BD_URL }, { scripts: "held" });
    vi.useFakeTimers();
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    let settled = false;
    const report = page.report().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(799);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await report;
    expect(settled).toBe(true);
  });

  test("a blocked SDK host: the report settles once both URLs failed, without waiting for the SDK", async () => {
    const page = await openPage({ channel: KS_CHANNEL }, { scripts: "held" });
    vi.useFakeTimers();
    const report = page.report();
    page.appended[0]!.finish("error");
    await vi.waitFor(() => expect(page.appended).toHaveLength(2));
    page.appended[1]!.finish("error");
    await expect(report).resolves.toBeUndefined();
  });

  test("a loaded SDK: the report settles when the SDK calls back", async () => {
    const page = await openPage({ channel: KS_CHANNEL }, { scripts: "held" });
    vi.useFakeTimers();
    let settled = false;
    const report = page.report().then(() => (settled = true));
    page.appended[0]!.finish("load");
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    const [event] = page.win._ks_trace as { cb: () => void }[];
    event!.cb();
    await report;
    expect(settled).toBe(true);
  });

  test("a document without <head> fails quietly and the event is still pushed", async () => {
    const page = await openPage({ channel: KS_CHANNEL }, { head: false });
    await expect(page.report()).resolves.toBeUndefined();
    expect(page.win._ks_trace).toHaveLength(1);
  });
});

describe("queue stubs (REFERENCE.md: created before the script loads)", () => {
  test("search engine: _agl with the production id registered first, once per page", async () => {
    const page = await openPage({ channel: SEARCH_CHANNEL });
    page.trackers.start();
    page.trackers.start();
    expect(page.win._agl).toEqual([["production", "10000001"]]);
  });

  test("an existing queue (an SDK already loaded) is used, not replaced", async () => {
    const received: unknown[] = [];
    const sdk = { push: (item: unknown) => received.push(item) };
    const page = await openPage({ channel: SEARCH_CHANNEL });
    page.win._agl = sdk;
    await page.report();
    expect(page.win._agl).toBe(sdk);
    expect(received).toEqual([
      ["production", "10000001"],
      ["track", ["success", { t: 3 }]],
    ]);
  });

  test("gdt: a command stub queues init once, then the RESERVATION track", async () => {
    const page = await openPage({ channel: "channel_9001" });
    page.trackers.start();
    await page.report();
    expect((page.win.gdt as unknown as { tcq: unknown[] }).tcq).toEqual([
      ["init", "key1"],
      ["track", "RESERVATION"],
    ]);
    expect(page.appended.map((s) => s.src)).toEqual(["https://gdt.example/sdk.js"]);
  });

  test("ocean engine: waits for the SDK, then meteor.track('form', { convert_id })", async () => {
    const page = await openPage({ channel: "channel_9003" }, { scripts: "held" });
    const report = page.report();
    expect(page.win.meteor).toBeUndefined();
    const calls: unknown[][] = [];
    page.win.meteor = { track: (...args: unknown[]) => calls.push(args) };
    page.appended[0]!.finish("load");
    await report;
    expect(calls).toEqual([["form", { convert_id: "c1" }]]);
  });

  test("each script is loaded once per page, whatever asks for it", async () => {
    const page = await openPage({ channel: KS_CHANNEL }, { scripts: "held" });
    page.trackers.start();
    page.trackers.start();
    void page.report();
    expect(page.appended).toHaveLength(1);
  });
});
