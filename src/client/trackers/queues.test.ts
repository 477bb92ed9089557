import { describe, expect, test } from "vitest";
import {
  prepareSearch,
  prepareTrace,
  pushSearchConversion,
  pushTraceConversion,
  type TrackerWindow,
} from "./queues.ts";

describe("queue stubs (REFERENCE.md: created before the script loads)", () => {
  test("search engine: _agl with the production id registered first, once", () => {
    const win: TrackerWindow = {};
    prepareSearch(win, "777");
    prepareSearch(win, "777");
    expect(win._agl).toEqual([["production", "777"]]);
  });

  test("an existing queue (an SDK already loaded) is used, not replaced", () => {
    const received: unknown[] = [];
    const sdk = { push: (item: unknown) => received.push(item) };
    const win: TrackerWindow = { _agl: sdk, _ks_trace: sdk };
    prepareSearch(win, "1");
    prepareTrace(win, "kuaishou", "5");
    pushSearchConversion(win);
    expect(win._agl).toBe(sdk);
    expect(win._ks_trace).toBe(sdk);
    expect(received).toEqual([
      ["production", "1"],
      ["track", ["success", { t: 3 }]],
    ]);
  });

  test("kuaishou: an array queue, then the form event with the conversion id and callback", () => {
    const win: TrackerWindow = {};
    prepareTrace(win, "kuaishou", "50000001");
    expect(win._ks_trace).toEqual([]);
    const cb = () => {};
    expect(pushTraceConversion(win, "kuaishou", "50000001", cb)).toBe(true);
    expect(win._ks_trace).toEqual([{ event: "form", convertId: "50000001", cb }]);
  });

  test("gdt: a command stub queues init then the RESERVATION track", () => {
    const win: TrackerWindow = {};
    prepareTrace(win, "gdt", "key1");
    prepareTrace(win, "gdt", "key1");
    pushTraceConversion(win, "gdt", "key1", () => {});
    expect((win.gdt as unknown as { tcq: unknown[] }).tcq).toEqual([
      ["init", "key1"],
      ["track", "RESERVATION"],
    ]);
  });

  test("ocean engine: waits for the SDK, then meteor.track('form', { convert_id })", () => {
    const win: TrackerWindow = {};
    prepareTrace(win, "oceanengine", "c1");
    expect(pushTraceConversion(win, "oceanengine", "c1", () => {})).toBe(false);
    const calls: unknown[][] = [];
    win.meteor = { track: (...args: unknown[]) => calls.push(args) };
    expect(pushTraceConversion(win, "oceanengine", "c1", () => {})).toBe(true);
    expect(calls).toEqual([["form", { convert_id: "c1" }]]);
  });

  test("search success event is type 3", () => {
    const win: TrackerWindow = {};
    pushSearchConversion(win);
    expect(win._agl).toEqual([["track", ["success", { t: 3 }]]]);
  });
});
