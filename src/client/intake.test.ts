/**
 * The query intake through its one entry, takeInAddress: a landing address goes in, the stores,
 * the login and the address bar show what was taken. The login module and the bundle
 * configuration are faked; whether a hand-over may replace a held session is
 * src/core/incoming-login.test.ts's.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

const login = vi.hoisted(() => ({
  storeSession: vi.fn<(session: { token: string; userId: string }, phone?: string) => void>(),
  activateChannelIfDue: vi.fn(async () => {}),
}));
vi.mock("./login.ts", () => login);
/** The backend's answer to /v3/user/get made with the link's token: accepted unless a test says. */
const api = vi.hoisted(() => ({
  request: vi.fn<(...args: unknown[]) => Promise<{ ok: boolean; data?: unknown }>>(async () => ({
    ok: true,
    data: {},
  })),
}));
vi.mock("./api.ts", () => api);
vi.mock("./bundle-config.ts", () => ({ bundleConfig: () => ({ returnHosts: ["partner.example.com"] }) }));

const { takeInAddress } = await import("./intake.ts");
const page = await import("./page-stores.ts");
const s = await import("./stores.ts");

const HANDOVER_STORES = {
  channel: s.$channel,
  os: s.$os,
  did: page.$did,
  ua: page.$ua,
  oaId: page.$oaId,
  appname: s.$appname,
  appcompany: page.$appcompany,
};
const TEXT_STORES = [...Object.values(HANDOVER_STORES), page.$zhijieBackUrl, page.$h5face, page.$bdVidUrl];

const href = (search: string, path = "/login") => `http://default.localhost:8080${path}${search}`;
let addressBar: string | undefined;

/** Lands on `address` (a whole href) and takes it in. */
async function land(address: string): Promise<void> {
  vi.stubGlobal("location", { href: address });
  vi.stubGlobal("history", {
    state: null,
    replaceState: (_state: unknown, _title: string, url: string) => (addressBar = url),
  });
  vi.stubGlobal("window", {});
  await takeInAddress();
}
const visit = (search: string, path?: string) => land(href(search, path));

/** The hand-over as it reached the login and the stores; undefined when none was taken. */
function handover(): Record<string, string> | undefined {
  const call = login.storeSession.mock.calls.at(-1);
  if (!call) return undefined;
  const [{ token, userId }, phone] = call;
  const fields = Object.entries(HANDOVER_STORES).filter(([, $store]) => $store.get() !== "");
  return {
    token,
    ...Object.fromEntries(fields.map(([name, $store]) => [name, $store.get()])),
    ...(userId && { userId }),
    ...(phone && { phone }),
  };
}

beforeEach(() => {
  vi.unstubAllGlobals();
  login.storeSession.mockClear();
  login.activateChannelIfDue.mockClear();
  addressBar = undefined;
  api.request.mockClear();
  api.request.mockImplementation(async () => ({ ok: true, data: {} }));
  for (const $store of TEXT_STORES) $store.set("");
  for (const $store of [s.$accessToken, s.$userId]) $store.set("");
  page.$kuaishoumaidian.set(null);
});

describe("zhijieBackUrl (the rule itself: src/core/partner-return.test.ts)", () => {
  it("keeps an https address on a partner host and drops any other", async () => {
    await visit("?zhijieBackUrl=https%3A%2F%2Fpartner.example.com%2Fback");
    expect(page.$zhijieBackUrl.get()).toBe("https://partner.example.com/back");
    page.$zhijieBackUrl.set("");
    await visit("?zhijieBackUrl=https%3A%2F%2Fevil.example.net%2F");
    expect(page.$zhijieBackUrl.get()).toBe("");
  });
});

describe("the hand-over channel", () => {
  it.each([
    ["5265", "channel_5265"],
    ["channel_963", "channel_963"],
    ["5265<script>", ""],
    ["channel_", ""],
    ["12345678901", ""],
  ])("takes _channel=%j as %j", async (channel, stored) => {
    await visit(`?_token=t&_channel=${encodeURIComponent(channel)}`);
    expect(s.$channel.get()).toBe(stored);
  });
  it("leaves the channel alone without _channel", async () => {
    await visit("?_token=t");
    expect(s.$channel.get()).toBe("");
  });
});

describe("kuaishou attribution", () => {
  it("keeps filled fields and drops unfilled __MACRO__ values", async () => {
    await visit("?utm_source=ks&callback=https%3A%2F%2Fcb%2Fx%3Fy%3D1&oaidMd5=__OAID__&imeiMd5=abc&idfaMd5=");
    expect(page.$kuaishoumaidian.get()).toEqual({
      utm_source: "ks",
      callback: "https://cb/x?y=1",
      imeiMd5: "abc",
    });
  });
  it.each(["?utm_source=__UTM__&callback=x", "?callback=x"])(
    "needs a filled utm_source: %s",
    async (search) => {
      await visit(search);
      expect(page.$kuaishoumaidian.get()).toBeNull();
    },
  );
});

describe("bd_vidUrl", () => {
  it("is the landing URL, shortened when longer than 1024 characters", async () => {
    await visit("?bd_vid=abc123&c=1");
    expect(page.$bdVidUrl.get()).toBe(href("?bd_vid=abc123&c=1"));
    await visit(`?bd_vid=abc123&pad=${"x".repeat(2000)}`);
    expect(page.$bdVidUrl.get()).toBe("http://default.localhost:8080/login?bd_vid=abc123");
  });
  it.each([
    // Baidu's click ids are opaque: every shape the ad platform may issue is kept.
    "abc123",
    "a+b/c=",
    "x",
    "百度",
    "<script>",
  ])("keeps the landing URL for bd_vid %j", async (vid) => {
    const address = new URL(href(`?bd_vid=${encodeURIComponent(vid)}`)).href;
    await land(address);
    expect(page.$bdVidUrl.get()).toBe(address);
  });
  it.each(["", "   ", "a\u0000b", "x".repeat(1025)])("drops bd_vid %j", async (vid) => {
    await visit(`?bd_vid=${encodeURIComponent(vid)}`);
    expect(page.$bdVidUrl.get()).toBe("");
  });
  it("leaves the app hand-over (token, phone, ids) out of the landing URL the ad platform gets", async () => {
    await visit("?_token=tok.EN-1&_user_id=42&_did=dev1&_phone=13800138000&bd_vid=abc123&c=1#top");
    expect(page.$bdVidUrl.get()).toBe(href("?bd_vid=abc123&c=1#top"));
  });
  it("a raw + in the address stays in the landing URL sent to the ad platform", async () => {
    await visit("?bd_vid=ab+cd/ef==");
    expect(page.$bdVidUrl.get()).toBe("http://default.localhost:8080/login?bd_vid=ab+cd/ef==");
  });
});

describe("the app hand-over", () => {
  it("takes the app hand-over as a login and removes it from the address", async () => {
    await visit(
      "?_token=tok.EN-12345&_channel=channel_7101&_os=1&_did=dev1&_user_id=42&_ua=App%2F1.0&appname=%E9%97%AA%E4%BF%A1&company=%E5%85%AC%E5%8F%B8&_phone=13800138000&keep=1#h",
      "/success-download",
    );
    expect(handover()).toEqual({
      token: "tok.EN-12345",
      channel: "channel_7101",
      os: "1",
      did: "dev1",
      userId: "42",
      ua: "App/1.0",
      appname: "闪信",
      appcompany: "公司",
      phone: "13800138000",
    });
    expect(login.activateChannelIfDue).toHaveBeenCalledOnce();
    expect(addressBar).toBe("/success-download?keep=1#h");
  });

  it("drops hand-over fields of a stated form that do not fit it, keeps opaque ones as they are", async () => {
    await visit("?_token=abcdefgh&_os=9&_phone=123&_user_id=%3Cscript%3E&_channel=x");
    expect(handover()).toEqual({ token: "abcdefgh", userId: "<script>" });
    expect(addressBar).toBe("/login");
  });

  it("normalises the hand-over phone", async () => {
    await visit("?_token=t&_phone=%2B86%20138-0013-8000");
    expect(handover()?.phone).toBe("13800138000");
  });

  // The backend decides what a token looks like: short, odd and unicode ones are handed on.
  it.each([
    "t",
    "short",
    "a b c d e f g h",
    "<script>alert(1)</script>",
    "令牌",
    "a+b/c==",
    "x".repeat(2048),
  ])("takes the token %j as it is", async (token) => {
    await visit(`?_token=${encodeURIComponent(token)}`);
    expect(handover()).toEqual({ token });
    expect(addressBar).toBe("/login");
  });

  it.each(["", "%20%20", "a%0Ab", "a%00b", "x".repeat(2049)])("does not take the token %j", async (token) => {
    await visit(`?_token=${token}`);
    expect(handover()).toBeUndefined();
    expect(addressBar).toBe("/login");
  });

  it("removes an empty _token from the address without storing it", async () => {
    await visit("?_token=&c=5");
    expect(handover()).toBeUndefined();
    expect(addressBar).toBe("/login?c=5");
  });

  it("leaves the address alone without a hand-over", async () => {
    await visit("?c=5&h5face=1");
    expect(page.$h5face.get()).toBe("1");
    expect(handover()).toBeUndefined();
    expect(addressBar).toBeUndefined();
  });

  it("a token the backend refuses is dropped with every field it brings: no rebranding", async () => {
    api.request.mockImplementation(async () => ({ ok: false }));
    await visit(
      "?_token=zzz&appname=%E5%AE%98%E6%96%B9%E5%AE%A2%E6%9C%8D&company=%E5%81%87%E5%86%92&_channel=channel_7101&c=5",
    );
    expect(handover()).toBeUndefined();
    expect([s.$appname.get(), page.$appcompany.get(), s.$channel.get()]).toEqual(["", "", ""]);
    expect(addressBar).toBe("/login?c=5");
    // Asked with the link's token, never the visitor's.
    expect(api.request).toHaveBeenCalledOnce();
    expect(api.request.mock.calls[0]?.[2]).toEqual({ as: { token: "zzz", userId: "" } });
  });

  it("a failed proof (no answer) takes nothing either", async () => {
    api.request.mockImplementation(async () => Promise.reject(new Error("offline")));
    await visit("?_token=t&appname=x");
    expect(handover()).toBeUndefined();
    expect(s.$appname.get()).toBe("");
  });

  it("inside the app's web view the app vouches: taken without asking", async () => {
    api.request.mockImplementation(async () => ({ ok: false }));
    vi.stubGlobal("location", { href: href("?_token=t&appname=%E9%97%AA%E4%BF%A1") });
    vi.stubGlobal("history", {
      state: null,
      replaceState: (_s: unknown, _t: string, url: string) => (addressBar = url),
    });
    vi.stubGlobal("window", { flutter_inappwebview: {} });
    await takeInAddress();
    expect(handover()).toEqual({ token: "t", appname: "闪信" });
    expect(api.request).not.toHaveBeenCalled();
  });

  it("the backend's user id, where it names one, wins over the link's", async () => {
    api.request.mockImplementation(async () => ({ ok: true, data: { user_id: "77" } }));
    await visit("?_token=t&_user_id=9");
    expect(handover()).toEqual({ token: "t", userId: "77" });
  });

  it("is taken whatever the link's _user_id says, and always leaves the address bar", async () => {
    await visit("?_token=their-token&_user_id=9&_channel=channel_7101&c=5");
    expect(handover()).toEqual({ token: "their-token", userId: "9", channel: "channel_7101" });
    expect(addressBar).toBe("/login?c=5");
  });
});

describe("hostile input", () => {
  it.each([
    "?%E4%B8%AD%ZZ=%E4%B8&_token=%&h5face=%ff%fe",
    `?zhijieBackUrl=${"%".repeat(5000)}&bd_vid=${"a".repeat(100000)}`,
    "?_token=<script>alert(1)</script>&appname=<img src=x onerror=alert(1)>",
    "?__proto__=x&constructor=y&_token=t&toString=z",
    "?&&&==&=&a",
  ])("never throws on %s", async (search) => {
    await expect(visit(search)).resolves.toBeUndefined();
  });

  it("takes nothing from an address that is not a URL", async () => {
    await land("not a url");
    expect(handover()).toBeUndefined();
    expect(addressBar).toBeUndefined();
    expect(TEXT_STORES.map(($store) => $store.get())).toEqual(TEXT_STORES.map(() => ""));
  });

  it("reads no prototype keys and keeps undecodable values as written", async () => {
    await visit("?__proto__=x&_token=tttttttt");
    expect(handover()).toEqual({ token: "tttttttt" });
    // An undecodable value stays as written: the backend, not the page, says whether it is an id.
    await visit("?_token=%&_user_id=%%%");
    expect(handover()).toEqual({ token: "%", userId: "%%%" });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
