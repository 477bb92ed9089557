import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { TRACKER_SCRIPT_ORIGINS } from "../config/tracker-hosts.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  test.each([
    ["a classic inline script", `<script>alert(1)</script>`, [sha("alert(1)")]],
    ["a module inline script", `<script type="module">import "x"</script>`, [sha('import "x"')]],
    ["an external script (no hash)", `<script src="/_astro/a.js"></script>`, []],
    ["a JSON data block (never executed)", `<script type="application/json" id="c">{"a":1}</script>`, []],
    ["the same script twice (one hash)", `<script>x()</script><script>x()</script>`, [sha("x()")]],
  ])("%s", (_name, html, expected) => {
    expect(inlineScriptHashes(html)).toEqual(expected);
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy(
    { api: { base: "https://api.example.com/v", trackBase: "not a url" } },
    ["'sha256-abc'"],
  );

  test("allows own scripts, the given hashes and the tracker hosts, never eval or inline", () => {
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toContain("'self' 'sha256-abc'");
    for (const origin of TRACKER_SCRIPT_ORIGINS) expect(scriptSrc).toContain(origin);
    expect(policy).not.toContain("unsafe-eval");
    expect(scriptSrc).not.toContain("unsafe-inline");
  });

  test("lets the page call its configured API origin and ignores a malformed one", () => {
    const connect = policy.split("; ").find((d) => d.startsWith("connect-src"))!;
    expect(connect).toContain("https://api.example.com");
    expect(connect).not.toContain("not a url");
  });

  test("forbids plugins, foreign base URLs and framing by other sites", () => {
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
  });
});
