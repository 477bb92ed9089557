import { describe, expect, test } from "vitest";
import { PAGE_SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "../../src/deploy/security-headers.ts";
import { hstsProblem, pageHeaderProblem, type Answer } from "../nginx-check.ts";

describe("deployment check expectations", () => {
  const page: Answer = {
    status: 200,
    body: "",
    headers: {
      "content-security-policy": "default-src 'self'; script-src 'self' 'sha256-x'",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": PAGE_SECURITY_HEADERS["Permissions-Policy"],
      "strict-transport-security": STRICT_TRANSPORT_SECURITY,
    },
  };

  test("a page with every header passes", () => {
    expect(pageHeaderProblem(page)).toBeUndefined();
  });

  test.each([
    [undefined, "Strict-Transport-Security missing"],
    ["max-age=60", "Strict-Transport-Security max-age=60"],
  ])("HSTS %s is a problem", (value, problem) => {
    const answer = { ...page, headers: { ...page.headers, "strict-transport-security": value } };
    expect(hstsProblem(answer)).toBe(problem);
    expect(pageHeaderProblem(answer)).toBe(problem);
  });
});
