import { describe, expect, test } from "vitest";
import {
  countdownEnd,
  decodeCountdownUntil,
  isSpentCodeRefusal,
  secondsLeft,
  sendButtonLabel,
} from "./sms-countdown.ts";

describe("countdownEnd", () => {
  test("a full countdown is 60 seconds from now", () => {
    expect(countdownEnd(1_000)).toBe(61_000);
  });
  test("the server's resend delay is used when it is sane", () => {
    expect(countdownEnd(0, 30)).toBe(30_000);
  });
  test.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])(
    "a nonsensical delay %s falls back to 60 s",
    (seconds) => {
      expect(countdownEnd(0, seconds)).toBe(60_000);
    },
  );
  test("an absurdly long delay is capped", () => {
    expect(countdownEnd(0, 1e9)).toBe(600_000);
  });
});

describe("secondsLeft", () => {
  test.each([
    // [until, now, expected]
    [61_000, 1_000, 60],
    [61_000, 1_001, 60], // partial seconds round up: the button never shows 0 while still locked
    [61_000, 60_001, 1],
    [61_000, 61_000, 0],
    [61_000, 99_000, 0],
    [0, 1_000, 0],
    [300_000, 0, 300], // a longer wait the server named shows as it is
    [600_000, 0, 600],
  ])("until %d at %d leaves %d s", (until, now, expected) => {
    expect(secondsLeft(until, now)).toBe(expected);
  });
  test.each([600_001, 10 ** 14])("a stored end beyond the longest wait (%d) means no countdown", (until) => {
    expect(secondsLeft(until, 0)).toBe(0);
  });
  test.each([Number.NaN, Number.POSITIVE_INFINITY])("a broken end %s means no countdown", (until) => {
    expect(secondsLeft(until, 0)).toBe(0);
  });
});

describe("decodeCountdownUntil", () => {
  test.each([
    ["1700000000000", 1_700_000_000_000],
    ["", 0],
    ["abc", 0],
    ["-5", 0],
    ["1e12", 0],
    ["12.5", 0],
    ["9".repeat(16), 0],
  ])("%j reads as %d", (raw, expected) => {
    expect(decodeCountdownUntil(raw)).toBe(expected);
  });
  test.each([null, undefined])("%s reads as 0", (raw) => {
    expect(decodeCountdownUntil(raw)).toBe(0);
  });
});

describe("sendButtonLabel", () => {
  test("first send", () => expect(sendButtonLabel(0, false)).toBe("获取验证码"));
  test("counting down", () => expect(sendButtonLabel(42, true)).toBe("42秒后重新获取"));
  test("after a countdown", () => expect(sendButtonLabel(0, true)).toBe("重新获取"));
});

describe("isSpentCodeRefusal: the refusals that end the countdown", () => {
  test.each<[number | undefined, string, boolean]>([
    [410, "验证码已过期，请重新获取", true],
    [410, "", true],
    [4001, "验证码错误次数过多，请重新获取", true],
    [undefined, "验证码已失效", true],
    [422, "验证码错误，还可尝试4次", false],
    [500, "服务繁忙，请稍后重试", false],
    [undefined, "", false],
  ])("code %s, %j: %s", (code, message, spent) => {
    expect(isSpentCodeRefusal(code, message)).toBe(spent);
  });
});
