import { describe, expect, test } from "vitest";
import { sendCodeBlock } from "./send-code.ts";

const NOW = 1_700_000_000_000;
const ready = { phone: "13812345678", consent: true, countdownUntil: 0, now: NOW };

describe("sendCodeBlock: one rule for the login and the starter's early send", () => {
  test.each([
    ["a valid number with the consent and no countdown", {}, undefined],
    ["a countdown still running", { countdownUntil: NOW + 30_000 }, "countdown"],
    ["a countdown that has ended", { countdownUntil: NOW - 1 }, undefined],
    [
      "a stored end beyond the longest wait (a changed clock)",
      { countdownUntil: NOW + 86_400_000 },
      undefined,
    ],
    ["an empty phone", { phone: "" }, "phone"],
    ["a landline", { phone: "01012345678" }, "phone"],
    ["ten digits", { phone: "1381234567" }, "phone"],
    ["no consent", { consent: false }, "consent"],
    ["the countdown before the phone", { phone: "", countdownUntil: NOW + 5_000 }, "countdown"],
    ["the phone before the consent", { phone: "123", consent: false }, "phone"],
  ] as const)("%s", (_case, change, expected) => {
    expect(sendCodeBlock({ ...ready, ...change })).toBe(expected);
  });
});
