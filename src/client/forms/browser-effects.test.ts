import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { FormNext, FormSpec } from "../../config/forms/types.ts";
import { $channel, $failTodo, $inputForm, $succTodo } from "../stores.ts";
import { destinationAfterSave } from "./browser-effects.ts";

// The page's bundle allows one partner host (host file `partnerHosts`).
beforeEach(() =>
  vi.stubGlobal("document", {
    getElementById: (id: string) =>
      id === "bundle-config" ? { textContent: JSON.stringify({ returnHosts: ["partner.example"] }) } : null,
  }),
);
afterEach(() => vi.unstubAllGlobals());

type Flow = [succ_todo: number | null, fail_todo: number | null, input_form?: number | null];

/**
 * Where a form with `next` goes after a save, for a visitor of channel_5818 with the stored
 * flow values (null: never set), on a page with the query `search`.
 */
function nextDestination(
  next: FormNext,
  accepted: boolean,
  [succ, fail, input = 0]: Flow = [0, 0],
  search = "",
) {
  $succTodo.set(succ);
  $failTodo.set(fail);
  $inputForm.set(input);
  $channel.set("channel_5818");
  vi.stubGlobal("location", { search });
  return destinationAfterSave({ next } as FormSpec, accepted);
}

describe("flow forms follow succ_todo / fail_todo", () => {
  test.each([
    [0, "/success-download"],
    [1, "/success-download"],
    [2, "/success-loan-marketplace-download"],
    [4, "/download-page"],
    [5, "/gongzhonghao"],
    [6, "/downloadpage1"],
    [99, "/success-loading"],
  ])("succ_todo %i -> %s", (succ, href) => {
    expect(nextDestination({ kind: "flow" }, true, [succ, 0])).toEqual({ href });
  });
  test("no stored flow counts as 0", () => {
    expect(nextDestination({ kind: "flow" }, true, [null, null]).href).toBe("/success-download");
    expect(nextDestination({ kind: "flow" }, false, [null, null, null]).href).toBe("/fail-page");
  });
  test.each([
    [0, 0, "/fail-page"],
    [1, 0, "/success-loan-marketplace-download"],
    [3, 0, "/download-page"],
    [5, 0, "/gongzhonghao"],
    [0, 1, "/fail-loading"],
  ])("refused with fail_todo %i, input_form %i -> %s", (fail, inputForm, href) => {
    expect(nextDestination({ kind: "flow" }, false, [0, fail, inputForm]).href).toBe(href);
  });
});

test("fixed paths keep their own query", () => {
  const next = {
    kind: "paths",
    success: "/iosversion/ios-loading?result=success",
    failure: "/iosversion/ios-loading?result=fail",
  } as const;
  expect(nextDestination(next, true, [0, 0]).href).toBe("/iosversion/ios-loading?result=success");
  expect(nextDestination(next, false, [0, 0]).href).toBe("/iosversion/ios-loading?result=fail");
});

test("car result pages read ?result=", () => {
  const next = { kind: "result", path: "/car-loan-result" } as const;
  expect(nextDestination(next, true, [0, 0]).href).toBe("/car-loan-result?result=success");
  expect(nextDestination(next, false, [0, 0]).href).toBe("/car-loan-result?result=fail");
});

test("zhijie: the allowed return address on success, else the result page", () => {
  const next = { kind: "zhijie", path: "/car-loan-result" } as const;
  const back = `?zhijieBackUrl=${encodeURIComponent("https://partner.example/back")}`;
  expect(nextDestination(next, true, undefined, back)).toEqual({ href: "https://partner.example/back" });
  expect(
    nextDestination(next, true, undefined, "?zhijieBackUrl=https%3A%2F%2Fother.example%2Fback").href,
  ).toBe("/car-loan-result?result=success");
  expect(nextDestination(next, true, [0, 0]).href).toBe("/car-loan-result?result=success");
  expect(nextDestination(next, false, undefined, back).href).toBe("/car-loan-result?result=fail");
});
