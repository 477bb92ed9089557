import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { applicationOf, flowSettingsFromChannelInfo, toFlowNumber } from "./flow-settings.ts";

describe("application (spec 3: 'application (1 iOS app, 2 Android app, 3 web)')", () => {
  test.each([
    ["APP-IOS", 1],
    ["APP-安卓", 2],
    ["H5", 3],
    ["", 3],
    ["toString", 3],
    [undefined, 3],
  ])("%j → %i", (application, expected) => {
    expect(applicationOf({ application })).toBe(expected);
  });
  test.each([null, "APP-IOS", 5, []])("non-object %j → web", (info) => {
    expect(applicationOf(info)).toBe(3);
  });
});

describe("app channels (spec 4: 'h5_bd_type_for_p4 of 1 sets succ_todo 0 and fail_todo 0; a value of 2 or 3 sets succ_todo 2 and fail_todo 1; input_form is 0')", () => {
  test.each(
    Object.entries({
      1: { input_form: 0, succ_todo: 0, fail_todo: 0 },
      2: { input_form: 0, succ_todo: 2, fail_todo: 1 },
      3: { input_form: 0, succ_todo: 2, fail_todo: 1 },
    }),
  )("type %s", (type, values) => {
    for (const application of ["APP-IOS", "APP-安卓"]) {
      expect(flowSettingsFromChannelInfo({ application, h5_bd_type_for_p4: Number(type) })).toEqual(values);
      expect(flowSettingsFromChannelInfo({ application, h5_bd_type_for_p4: type })).toEqual(values);
    }
  });
  test.each([
    [1, 0, 0],
    [2, 2, 1],
    [3, 2, 1],
  ])("h5_bd_type_for_p4 %i → succ_todo %i, fail_todo %i", (type, succ_todo, fail_todo) => {
    expect(flowSettingsFromChannelInfo({ application: "APP-IOS", h5_bd_type_for_p4: type })).toEqual({
      input_form: 0,
      succ_todo,
      fail_todo,
    });
  });
  test.each([0, 4, "x", null])("unknown type %j keeps 0 / 0 / 0 and ignores h5_flow_info", (type) => {
    const info = {
      application: "APP-安卓",
      h5_bd_type_for_p4: type,
      h5_flow_info: { input_form: 1, succ_todo: 5 },
    };
    expect(flowSettingsFromChannelInfo(info)).toEqual({ input_form: 0, succ_todo: 0, fail_todo: 0 });
  });
});

describe("web channels (spec 4: 'the three values come from h5_flow_info, each defaulting to 0')", () => {
  test("numbers and numeric strings", () => {
    const info = { application: "H5", h5_flow_info: { input_form: "1", succ_todo: 5, fail_todo: " 3 " } };
    expect(flowSettingsFromChannelInfo(info)).toEqual({ input_form: 1, succ_todo: 5, fail_todo: 3 });
  });
  test.each([
    {},
    { h5_flow_info: null },
    { h5_flow_info: { input_form: "a", succ_todo: -1, fail_todo: 1.5 } },
  ])("defaults to 0 for %j", (info) => {
    expect(flowSettingsFromChannelInfo(info)).toEqual({ input_form: 0, succ_todo: 0, fail_todo: 0 });
  });
});

describe("toFlowNumber", () => {
  test.each([
    [3, 3],
    ["7", 7],
    [" 2", 2],
    ["", 0],
    ["1e3", 0],
    ["-1", 0],
    [Number.NaN, 0],
    [Infinity, 0],
    [2.5, 0],
    [true, 0],
    [{}, 0],
  ])("%j → %i", (value, expected) => {
    expect(toFlowNumber(value)).toBe(expected);
  });
  test("custom fallback", () => expect(toFlowNumber("x", -1)).toBe(-1));
  test("property: any input gives a non-negative integer or the fallback", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const n = toFlowNumber(value, -1);
        expect(n === -1 || (Number.isInteger(n) && n >= 0)).toBe(true);
      }),
    );
  });
  test("property: any channel info gives three defined numbers", () => {
    fc.assert(
      fc.property(fc.anything(), (info) => {
        const flow = flowSettingsFromChannelInfo(info);
        expect([flow.input_form, flow.succ_todo, flow.fail_todo].every(Number.isInteger)).toBe(true);
        expect([1, 2, 3]).toContain(applicationOf(info));
      }),
    );
  });
});
