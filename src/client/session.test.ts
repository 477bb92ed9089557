import { afterEach, describe, expect, test, vi } from "vitest";

/** A fake Storage: its items are its own properties, as the browser's are. */
function fakeStorage(): Storage & Record<string, string> {
  const items: Record<string, string> = {};
  Object.defineProperties(items, {
    getItem: { value: (key: string) => (Object.hasOwn(items, key) ? items[key] : null) },
    setItem: { value: (key: string, value: string) => void (items[key] = String(value)) },
    removeItem: { value: (key: string) => void delete items[key] },
  });
  return items as Storage & Record<string, string>;
}

/** A fresh page over the given storage areas: the modules are evaluated anew. */
async function openPage(areas: { localStorage?: unknown; sessionStorage?: unknown } = {}) {
  const local = fakeStorage();
  const session = fakeStorage();
  vi.stubGlobal("window", {
    localStorage: local,
    sessionStorage: session,
    addEventListener() {},
    removeEventListener() {},
    ...areas,
  });
  vi.resetModules();
  const stores = await import("./stores.ts");
  const pageStores = await import("./page-stores.ts");
  return { local, session, all: { ...stores, ...pageStores } };
}

afterEach(() => vi.unstubAllGlobals());

describe("a corrupted stored value reads as its default", () => {
  test.each([
    ["$channel", "channel_<script>", "channel_5818"],
    ["$channel", "5818", "channel_5818"],
    ["$os", "ios", ""],
    ["$phone", "1380013800", ""],
    ["$inputForm", "yes", null],
    ["$succTodo", "-1", null],
    ["$loginAddress", "https://evil.example/login", ""],
    ["$loginAddress", "//evil.example", ""],
    ["$loginAddress", "/\\evil.example", ""],
    ["$zhijieBackUrl", "javascript:alert(1)", ""],
    ["$application", "4", ""],
    ["$brandObj", "{not json", null],
    ["$brandObj", '{"name":1}', null],
    ["$activeChannelTime", '{"channel_1":"soon"}', {}],
    ["$activeChannelTime", "[1,2]", {}],
    ["$channelInfo", '{"channel":"channel_1","info":[]}', null],
    ["$ipAddressInfo", '{"name":"上海市"}', null],
    ["$kuaishoumaidian", '"utm_source"', null],
    ["$smsCountdownUntil", "soon", 0],
    // A control character in a stored id made every API call answer 400 (issue 37).
    ["$userId", "42\u0000", ""],
    ["$accessToken", "tok\u0007en", ""],
    ["$ua", "App/1.0\n", ""],
    ["$oaId", "oa\u009f", ""],
  ] as const)("%s ← %j", async (name, raw, expected) => {
    const local = fakeStorage();
    const session = fakeStorage();
    const { all } = await openPage({ localStorage: local, sessionStorage: session });
    const $store = all[name];
    local.setItem($store.key, raw);
    session.setItem($store.key, raw);
    expect($store.get()).toEqual(expected);
  });
});

test("a device id with a control character is replaced by a random one", async () => {
  const local = fakeStorage();
  local.setItem("_did", "\u0000");
  const { all } = await openPage({ localStorage: local });
  expect(all.$did.get()).toMatch(/^[0-9a-f]{32}$/);
  expect(local.getItem("_did")).toBe(all.$did.get());
});

test("an absent key reads as its default", async () => {
  const { all } = await openPage();
  expect(all.$channel.get()).toBe("channel_5818");
  expect(all.$accessToken.get()).toBe("");
  expect(all.$channelInfo.get()).toBeNull();
  expect(all.$smsCountdownUntil.get()).toBe(0);
});

test("values are written in the legacy format: plain strings, JSON objects, numbers as digits", async () => {
  const { local, session, all } = await openPage();
  all.$accessToken.set("tok");
  all.$inputForm.set(1);
  all.$channelInfo.set({ channel: "channel_7", info: { a: 1 } });
  expect(local.getItem("access_token")).toBe("tok");
  expect(local.getItem("input_form")).toBe("1");
  expect(session.getItem("channel_info")).toBe('{"channel":"channel_7","info":{"a":1}}');
  expect(all.$channelInfo.get()).toEqual({ channel: "channel_7", info: { a: 1 } });
});

test("writing the empty value removes the key; the channel is always written", async () => {
  const { local, session, all } = await openPage();
  all.$accessToken.set("tok");
  all.$accessToken.set("");
  expect(local.getItem("access_token")).toBeNull();
  all.$bdVidUrl.set("https://a.example/?bd_vid=1");
  all.$bdVidUrl.set("");
  expect(session.getItem("bd_vidUrl")).toBeNull();
  all.$channel.set("channel_5818");
  expect(local.getItem("_channel")).toBe("channel_5818");
});

test("session-state keys go to sessionStorage, the rest to localStorage", async () => {
  const { local, session, all } = await openPage();
  const sessionKeys = ["application", "bd_vidUrl", "firstVisit", "kuaishoumaidian", "channel_info"];
  const more = ["ipAddressInfo", "smsCountdownUntil", "smsPhone"];
  all.$application.set("3");
  all.$bdVidUrl.set("https://a.example/");
  all.$firstVisit.set("1");
  all.$kuaishoumaidian.set({ utm_source: "ks" });
  all.$channelInfo.set({ channel: "channel_7", info: {} });
  all.$ipAddressInfo.set({ code: "310000", name: "上海市" });
  all.$smsCountdownUntil.set(1_000);
  all.$smsPhone.set("13800138000");
  all.$userId.set("7");
  all.$phone.set("13800138000");
  expect(Object.keys(session).sort()).toEqual([...sessionKeys, ...more].sort());
  expect(Object.keys(local).sort()).toEqual(["_did", "phone", "user_id"]);
});

test("a tab store reads its storage when first used, not when the module loads", async () => {
  const reads: string[] = [];
  const session = fakeStorage();
  const counting = new Proxy(session, {
    get: (target, key: string) => (typeof target[key] === "string" && reads.push(key), target[key]),
  });
  const { all } = await openPage({ sessionStorage: counting });
  session.setItem("firstVisit", "1");
  expect(reads).toEqual([]);
  expect(all.$firstVisit.get()).toBe("1");
  expect(reads).toEqual(["firstVisit"]);
});

test("a write tells the stores' listeners on the page, without any event", async () => {
  const { all } = await openPage();
  const seen: unknown[] = [];
  const stop = all.$channelInfo.listen((value) => seen.push(value));
  all.$channelInfo.set({ channel: "channel_7", info: {} });
  stop();
  expect(seen).toEqual([{ channel: "channel_7", info: {} }]);
});

describe("storage that cannot be used keeps the page's values in memory, never throwing", () => {
  const throwing = {
    getItem: () => {
      throw new Error("SecurityError");
    },
    setItem: () => {
      throw new Error("QuotaExceededError");
    },
    removeItem: () => undefined,
  };
  test.each([
    ["missing (a web view without DOM storage)", null],
    ["refusing every call (blocked, private mode)", throwing],
  ])("%s", async (_, area) => {
    const { all } = await openPage({ localStorage: area, sessionStorage: area });
    all.$accessToken.set("tok");
    all.$firstVisit.set("1");
    expect(all.$accessToken.get()).toBe("tok");
    expect(all.$firstVisit.get()).toBe("1");
  });
});

test("a write to a full tab area is dropped without throwing, and shorter ones still land", async () => {
  const kept = fakeStorage();
  const full = new Proxy(kept, {
    set(target, key, value: string) {
      if (value.length > 20) throw new Error("QuotaExceededError");
      return Reflect.set(target, key, value);
    },
  });
  await openPage({ sessionStorage: full });
  const { sessionStore } = await import("./session.ts");
  expect(() => sessionStore.setItem("draft", "x".repeat(21))).not.toThrow();
  expect(sessionStore.getItem("draft")).toBeNull();
  sessionStore.setItem("draft", "short");
  expect(kept.draft).toBe("short");
});
