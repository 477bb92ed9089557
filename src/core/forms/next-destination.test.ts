import { describe, expect, test } from "vitest";
import { nextDestination, type FlowState } from "./next-destination.ts";

const flow = (
  succ_todo: number | null,
  fail_todo: number | null,
  input_form: number | null = 0,
): FlowState => ({
  succ_todo,
  fail_todo,
  input_form,
  channel: "channel_5818",
});

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
    expect(nextDestination({ kind: "flow" }, true, flow(succ, 0))).toEqual({ kind: "path", href });
  });
  test("no stored flow counts as 0", () => {
    expect(nextDestination({ kind: "flow" }, true, flow(null, null)).href).toBe("/success-download");
    expect(nextDestination({ kind: "flow" }, false, flow(null, null, null)).href).toBe("/fail-page");
  });
  test.each([
    [0, 0, "/fail-page"],
    [1, 0, "/success-loan-marketplace-download"],
    [3, 0, "/download-page"],
    [5, 0, "/gongzhonghao"],
    [0, 1, "/fail-loading"],
  ])("refused with fail_todo %i, input_form %i -> %s", (fail, inputForm, href) => {
    expect(nextDestination({ kind: "flow" }, false, flow(0, fail, inputForm)).href).toBe(href);
  });
});

test("fixed paths keep their own query", () => {
  const next = {
    kind: "paths",
    success: "/iosversion/ios-loading?result=success",
    failure: "/iosversion/ios-loading?result=fail",
  } as const;
  expect(nextDestination(next, true, flow(0, 0)).href).toBe("/iosversion/ios-loading?result=success");
  expect(nextDestination(next, false, flow(0, 0)).href).toBe("/iosversion/ios-loading?result=fail");
});

test("car result pages read ?result=", () => {
  const next = { kind: "result", path: "/car-loan-result" } as const;
  expect(nextDestination(next, true, flow(0, 0)).href).toBe("/car-loan-result?result=success");
  expect(nextDestination(next, false, flow(0, 0)).href).toBe("/car-loan-result?result=fail");
});

test("zhijie: the allowed return address on success, else the result page", () => {
  const next = { kind: "zhijie", path: "/car-loan-result" } as const;
  expect(nextDestination(next, true, flow(0, 0), "https://partner.example/back")).toEqual({
    kind: "external",
    href: "https://partner.example/back",
  });
  expect(nextDestination(next, true, flow(0, 0)).href).toBe("/car-loan-result?result=success");
  expect(nextDestination(next, false, flow(0, 0), "https://partner.example/back").href).toBe(
    "/car-loan-result?result=fail",
  );
});
