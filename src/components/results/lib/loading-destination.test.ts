import { afterEach, describe, expect, test, vi } from "vitest";
import { $channel, $failTodo, $inputForm, $succTodo } from "../../../client/stores.ts";
import { leaveForDestination, type LoadingKind } from "./loading-destination.ts";

interface Flow {
  succ_todo?: number | null;
  fail_todo?: number | null;
  input_form?: number | null;
  channel?: string;
}

/** Where a loading page of `kind` goes with these flow values stored and the page's `search`. */
function loadingDestination(kind: LoadingKind, flow: Flow, search: string): string {
  $succTodo.set(flow.succ_todo ?? null);
  $failTodo.set(flow.fail_todo ?? null);
  $inputForm.set(flow.input_form ?? null);
  $channel.set(flow.channel ?? "channel_5818");
  const replace = vi.fn();
  vi.stubGlobal("location", { search, replace });
  leaveForDestination(kind);
  return String(replace.mock.calls[0]?.[0]);
}
const flow = (values: Flow) => values;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("leaveForDestination", () => {
  test.each([
    [null, "/success-download"],
    [1, "/success-download"],
    [3, "/success-loan-marketplace-download"],
    [4, "/download-page"],
    [5, "/gongzhonghao"],
    [7, "/downloadpage1"],
    // Unknown value: the loading-page variant never sends back to a loading page.
    [9, "/download-page"],
  ])("success, succ_todo %s -> %s", (succ_todo, to) => {
    expect(loadingDestination("success", flow({ succ_todo }), "")).toBe(to);
  });

  test.each([
    [0, "channel_5818", "/fail-page"],
    [2, "channel_5818", "/success-loan-marketplace-download"],
    [3, "channel_5818", "/download-page"],
    [3, "channel_5775", "/only-download"],
    [5, "channel_5818", "/gongzhonghao"],
    [8, "channel_5818", "/success-loan-marketplace-download"],
  ])("fail, fail_todo %s on %s -> %s", (fail_todo, channel, to) => {
    // input_form 1 must not send /fail-loading back to itself.
    expect(loadingDestination("fail", flow({ fail_todo, channel, input_form: 1 }), "")).toBe(to);
  });

  test("carries previousPage, successType and sd_plat_fr, and nothing else", () => {
    const search =
      "?previousPage=%E8%B7%B3%E8%BF%87%E8%A1%A8%E5%8D%95&successType=1&sd_plat_fr=channel_1&next=//evil.example.com";
    expect(loadingDestination("success", flow({ succ_todo: 2 }), search)).toBe(
      "/success-loan-marketplace-download?previousPage=%E8%B7%B3%E8%BF%87%E8%A1%A8%E5%8D%95&successType=1&sd_plat_fr=channel_1",
    );
  });

  test("a malformed query never throws", () => {
    expect(loadingDestination("fail", flow({ fail_todo: 0 }), "?previousPage=%E4%B8%8&%%%")).toBe(
      "/fail-page?previousPage=%25E4%25B8%258",
    );
  });
});
