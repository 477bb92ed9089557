import { expect, test } from "vitest";
import { carResultOf } from "./car-result.ts";

test.each([
  ["?result=fail", "fail"],
  ["?result=success", "success"],
  ["", "success"],
  ["?result=FAIL", "success"],
  ["?result=%E0%A4%A", "success"],
  ["?x=1&result=fail", "fail"],
])("%s reads as %s", (search, expected) => {
  expect(carResultOf(search)).toBe(expected);
});
