import { expect, test } from "vitest";
import { CAR_RESULT_PAGES, carResultOf } from "./car-result.ts";

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

// Issue 53: no SMS tells the visitor about the review; a result page must not promise one.
test.each(Object.entries(CAR_RESULT_PAGES))("%s promises no SMS", (_path, { lead }) => {
  expect(lead).not.toMatch(/短信/);
});
