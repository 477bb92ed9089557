import { describe, expect, test } from "vitest";
import {
  CDN_PAGE_POLICY,
  PAGE_SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from "../../src/deploy/security-headers.ts";
import { hstsProblem, pageHeaderProblem, type Answer } from "../nginx-check.ts";

describe("deployment check expectations", () => {
  const page: Answer = {
    status: 200,
    body: `<head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-x'"></head>`,
    headers: {
      "content-security-policy": CDN_PAGE_POLICY,
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

  test.each([
    [
      "a header policy that is not the fixed one",
      { headers: { "content-security-policy": "default-src *" } },
      /Content-Security-Policy header default-src \*/,
    ],
    [
      "no header policy",
      { headers: { "content-security-policy": undefined } },
      /Content-Security-Policy header missing/,
    ],
    ["a page without its own policy", { body: "<head></head>" }, /no Content-Security-Policy <meta>/],
    [
      "a page policy allowing inline scripts",
      { body: `<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'unsafe-inline'">` },
      /inline scripts without hashes/,
    ],
    [
      "a page policy allowing eval",
      { body: `<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'unsafe-eval'">` },
      /unsafe-eval/,
    ],
  ])("%s is a problem", (_case, change, problem) => {
    const answer: Answer = {
      ...page,
      ...change,
      headers: { ...page.headers, ...(change as Partial<Answer>).headers },
    };
    expect(pageHeaderProblem(answer)).toMatch(problem);
  });
});
