import { describe, expect, test } from "vitest";
import { afterLoginHref } from "./after-login.ts";

describe("afterLoginHref", () => {
  test("goes to /form-package", () => {
    expect(afterLoginHref("")).toBe("/form-package");
  });
  test("keeps the landing query", () => {
    expect(afterLoginHref("?c=5265&bd_vid=abc")).toBe("/form-package?c=5265&bd_vid=abc");
  });
  test("drops spent login marks", () => {
    expect(afterLoginHref("?mark=abcdefgh&c=1&markcode=zzzzzzzz")).toBe("/form-package?c=1");
  });
  test("never leaves the site, whatever the query holds", () => {
    expect(afterLoginHref("?next=//evil.example&%zz=1")).toMatch(/^\/form-package\?/);
  });
});
