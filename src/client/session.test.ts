import { afterEach, describe, expect, test, vi } from "vitest";
import * as k from "./storage-keys.ts";
import * as page from "./page-storage-keys.ts";
import { readStored, storageFor, writeStored } from "./session.ts";

// No window here: the storage wrappers fall back to memory, which is what these tests use.
afterEach(() => {
  for (const spec of Object.values(k)) {
    if (typeof spec === "object" && spec !== null && "key" in spec) storageFor(spec.key).removeItem(spec.key);
  }
  vi.unstubAllGlobals();
});

describe("a corrupted stored value reads as its default", () => {
  test.each([
    [k.CHANNEL, "channel_<script>", "channel_5818"],
    [k.CHANNEL, "5818", "channel_5818"],
    [k.OS, "ios", ""],
    [page.PHONE, "1380013800", ""],
    [k.INPUT_FORM, "yes", null],
    [k.SUCC_TODO, "-1", null],
    [k.LOGIN_ADDRESS, "https://evil.example/login", ""],
    [k.LOGIN_ADDRESS, "//evil.example", ""],
    [k.LOGIN_ADDRESS, "/\\evil.example", ""],
    [page.ZHIJIE_BACK_URL, "javascript:alert(1)", ""],
    [k.APPLICATION, "4", ""],
    [page.BRAND_OBJ, "{not json", null],
    [page.BRAND_OBJ, '{"name":1}', null],
    [k.ACTIVE_CHANNEL_TIME, '{"channel_1":"soon"}', {}],
    [k.ACTIVE_CHANNEL_TIME, "[1,2]", {}],
    [k.CHANNEL_INFO, '{"channel":"channel_1","info":[]}', null],
    [k.IP_ADDRESS_INFO, '{"name":"上海市"}', null],
    [page.KUAISHOU_ATTRIBUTION, '"utm_source"', null],
    // A control character in a stored id made every API call answer 400 (issue 37).
    [k.USER_ID, "42\u0000", ""],
    [k.ACCESS_TOKEN, "tok\u0007en", ""],
    [page.DEVICE_ID, "\u0000", ""],
    [page.UA, "App/1.0\n", ""],
    [page.OA_ID, "oa\u009f", ""],
  ] as const)("%o ← %j", (spec, raw, expected) => {
    storageFor(spec.key).setItem(spec.key, raw);
    expect(readStored(spec as k.StoredKey<unknown>)).toEqual(expected);
  });
});

test("an absent key reads as its default", () => {
  expect(readStored(k.CHANNEL)).toBe("channel_5818");
  expect(readStored(k.ACCESS_TOKEN)).toBe("");
  expect(readStored(k.CHANNEL_INFO)).toBeNull();
});

test("values are written in the legacy format: plain strings, JSON objects, numbers as digits", () => {
  writeStored(k.ACCESS_TOKEN, "tok");
  writeStored(k.INPUT_FORM, 1);
  writeStored(k.CHANNEL_INFO, { channel: "channel_7", info: { a: 1 } });
  expect(storageFor("access_token").getItem("access_token")).toBe("tok");
  expect(storageFor("input_form").getItem("input_form")).toBe("1");
  expect(storageFor("channel_info").getItem("channel_info")).toBe('{"channel":"channel_7","info":{"a":1}}');
  expect(readStored(k.CHANNEL_INFO)).toEqual({ channel: "channel_7", info: { a: 1 } });
});

test("writing the empty value removes the key; the channel is always written", () => {
  writeStored(k.ACCESS_TOKEN, "tok");
  writeStored(k.ACCESS_TOKEN, "");
  expect(storageFor("access_token").getItem("access_token")).toBeNull();
  writeStored(k.CHANNEL, "channel_5818");
  expect(storageFor("_channel").getItem("_channel")).toBe("channel_5818");
});

test("session-state keys go to sessionStorage, the rest to localStorage", () => {
  expect(storageFor("firstVisit")).toBe(storageFor("channel_info"));
  expect(storageFor("access_token")).toBe(storageFor("_channel"));
  expect(storageFor("firstVisit")).not.toBe(storageFor("access_token"));
});

test("a write tells the page's stores through a storage event", () => {
  const events: { key: string | null; newValue: string | null }[] = [];
  const win = new EventTarget();
  win.addEventListener("storage", (event) => events.push(event as unknown as (typeof events)[number]));
  class FakeStorageEvent extends Event {
    key: string | null;
    newValue: string | null;
    constructor(type: string, init: { key: string; newValue: string | null }) {
      super(type);
      this.key = init.key;
      this.newValue = init.newValue;
    }
  }
  vi.stubGlobal("window", win);
  vi.stubGlobal("StorageEvent", FakeStorageEvent);
  writeStored(k.USER_ID, "u1");
  writeStored(k.USER_ID, "");
  expect(events.map((e) => [e.key, e.newValue])).toEqual([
    ["user_id", "u1"],
    ["user_id", null],
  ]);
});

test("the storage openers read each area once: localStorage, then sessionStorage", async () => {
  const reads: string[] = [];
  const area = (name: string) => ({
    getItem: (key: string) => {
      reads.push(`${name}:${key}`);
      return null;
    },
    setItem: () => undefined,
    removeItem: () => undefined,
  });
  vi.stubGlobal("window", { localStorage: area("local"), sessionStorage: area("session") });
  vi.resetModules();
  const { STORAGE_AREA_OPENERS } = await import("./session.ts");
  for (const open of STORAGE_AREA_OPENERS) open();
  expect(reads).toEqual([`local:${k.ACCESS_TOKEN.key}`, `session:${k.FIRST_VISIT.key}`]);
});
