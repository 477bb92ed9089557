import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  FAILURE_DESTINATIONS,
  SUCCESS_DESTINATIONS,
  SUCCESS_FALLBACK_BY_PLACE,
  failureDestination,
  successDestination,
  type FailurePlace,
  type SuccessPlace,
} from "./flow-destinations.ts";

const successPlaces = Object.keys(SUCCESS_FALLBACK_BY_PLACE) as SuccessPlace[];
const failurePlaces: FailurePlace[] = ["guardFormSkip", "loadingPage", "formSubmit"];

describe("success destinations (spec 4: 'Success destinations by succ_todo')", () => {
  const rows = SUCCESS_DESTINATIONS.flatMap((row) => row.values.map((value) => [value, row.to] as const));
  test("the table has the spec's rows", () => {
    expect(rows).toEqual([
      [0, "/success-download"],
      [1, "/success-download"],
      [2, "/success-loan-marketplace-download"],
      [3, "/success-loan-marketplace-download"],
      [4, "/download-page"],
      [5, "/gongzhonghao"],
      [6, "/downloadpage1"],
      [7, "/downloadpage1"],
    ]);
  });
  describe.each(successPlaces)("at %s", (place) => {
    test.each(rows)("succ_todo %i → %s", (value, to) => {
      expect(successDestination(value, place)).toBe(to);
    });
  });
  test.each([
    ["formSubmit", "/success-loading"],
    ["loadingPage", "/download-page"],
    ["guardCallback", "/download-page"],
  ] as const)("'Unknown value: two variants exist': %s → %s", (place, to) => {
    expect(successDestination(8, place)).toBe(to);
    expect(successDestination(-1, place)).toBe(to);
  });
});

describe("failure destinations (spec 4: 'Failure destinations by fail_todo')", () => {
  const rows = FAILURE_DESTINATIONS.flatMap((row) => row.values.map((value) => [value, row.to] as const));
  test("the table has the spec's rows", () => {
    expect(rows).toEqual([
      [0, "/fail-page"],
      [1, "/success-loan-marketplace-download"],
      [2, "/success-loan-marketplace-download"],
      [3, "/download-page"],
      [4, "/downloadpage1"],
      [6, "/downloadpage1"],
      [7, "/downloadpage1"],
      [5, "/gongzhonghao"],
    ]);
  });
  describe.each(failurePlaces)("at %s with input_form 0", (place) => {
    test.each(rows)("fail_todo %i → %s", (fail_todo, to) => {
      expect(failureDestination({ fail_todo, input_form: 0, channel: "channel_5818" }, place)).toBe(to);
    });
    test.each(["channel_5775", "channel_5030"])(
      "'channel_5775 and channel_5030: /only-download' (%s)",
      (channel) => {
        expect(failureDestination({ fail_todo: 3, input_form: 0, channel }, place)).toBe("/only-download");
        expect(failureDestination({ fail_todo: 4, input_form: 0, channel }, place)).toBe("/downloadpage1");
      },
    );
    test("'One variant defaults to /success-loan-marketplace-download'", () => {
      expect(failureDestination({ fail_todo: 9, input_form: 0, channel: "channel_5818" }, place)).toBe(
        "/success-loan-marketplace-download",
      );
    });
  });
  test("'A further variant applies only when input_form is 0, and otherwise gives /fail-loading'", () => {
    for (const input_form of [1, 2]) {
      expect(failureDestination({ fail_todo: 0, input_form, channel: "channel_5818" }, "formSubmit")).toBe(
        "/fail-loading",
      );
      expect(failureDestination({ fail_todo: 0, input_form, channel: "channel_5818" }, "guardFormSkip")).toBe(
        "/fail-page",
      );
      expect(failureDestination({ fail_todo: 0, input_form, channel: "channel_5818" }, "loadingPage")).toBe(
        "/fail-page",
      );
    }
  });
  test("property: every destination is a same-bundle path", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer(),
        fc.string(),
        fc.constantFrom(...failurePlaces),
        fc.constantFrom(...successPlaces),
        (fail_todo, input_form, channel, fp, sp) => {
          expect(failureDestination({ fail_todo, input_form, channel }, fp)).toMatch(/^\/[a-z]/);
          expect(successDestination(fail_todo, sp)).toMatch(/^\/[a-z]/);
        },
      ),
    );
  });
});
