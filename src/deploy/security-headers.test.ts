import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { trackerScriptOrigins } from "../config/trackers.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(name)) ?? "";
const hashesOf = (pages: string[]) =>
  directive(contentSecurityPolicy({}, pages), "script-src").match(/'sha256-[^']+'/g);

describe("the hashes of the pages' inline scripts", () => {
  test.each([
    ["a classic inline script", `<script>alert(1)</script>`, [sha("alert(1)")]],
    ["a module inline script", `<script type="module">import "x"</script>`, [sha('import "x"')]],
    ["an external script (no hash)", `<script src="/_astro/a.js"></script>`, []],
    ["a JSON data block (never executed)", `<script type="application/json" id="c">{"a":1}</script>`, []],
    ["the same script twice (one hash)", `<script>x()</script><script>x()</script>`, [sha("x()")]],
  ])("%s", (_name, html, expected) => {
    expect(hashesOf([html]) ?? []).toEqual(expected);
  });

  test("one policy for many pages allows the scripts of each, once, sorted", () => {
    const expected = [sha("a()"), sha("b()")].sort();
    expect(hashesOf(["<script>b()</script>", "<script>a()</script><script>b()</script>"])).toEqual(expected);
  });

  test("a shared asset prefix's origin is allowed for scripts, styles, images and fonts", () => {
    const policy = contentSecurityPolicy({}, [
      '<script type="module" src="https://static.example/h5/_astro/a.js">',
    ]);
    for (const name of ["script-src", "style-src", "img-src", "font-src"])
      expect(directive(policy, name)).toContain(" https://static.example");
    expect(contentSecurityPolicy({}, ['<script src="/_astro/a.js"></script>'])).not.toContain(
      "static.example",
    );
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy(
    { api: { base: "https://api.example.com/v", trackBase: "not a url" } },
    ["<script>go()</script>"],
  );

  test("allows own scripts, the given hashes and the tracker hosts, never eval or inline", () => {
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toContain(`'self' ${sha("go()")}`);
    for (const origin of trackerScriptOrigins()) expect(scriptSrc).toContain(origin);
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

describe("the collector of field figures (decision 445)", () => {
  test("an https collector a host names joins connect-src, a path on the page's origin needs nothing", () => {
    const named = contentSecurityPolicy({ fieldReport: { endpoint: "https://stats.example.com/f" } }, []);
    expect(directive(named, "connect-src")).toContain(" https://stats.example.com");
    const own = contentSecurityPolicy({ fieldReport: { endpoint: "/field-report" } }, []);
    expect(directive(own, "connect-src")).toBe("connect-src 'self' " + trackerScriptOrigins().join(" "));
  });
});

describe("the carrier SDK of one-click login (decision 061)", () => {
  const bundle = {
    carrierLogin: {
      scriptUrl: "https://sdk.carrier.example/h5/sdk.js",
      appId: "1",
      sdkGlobal: "Sdk",
      connectOrigins: ["https://gw.carrier.example"],
    },
  };

  test("a login page that loads it allows its script and gateway origins", () => {
    const policy = contentSecurityPolicy(bundle, [], true);
    expect(directive(policy, "script-src")).toMatch(/ https:\/\/sdk\.carrier\.example$/);
    expect(directive(policy, "connect-src")).toMatch(
      / https:\/\/sdk\.carrier\.example https:\/\/gw\.carrier\.example$/,
    );
  });

  test("every other page of the host allows neither", () => {
    expect(contentSecurityPolicy(bundle, [])).not.toContain("carrier.example");
  });

  test("an SDK on the page's own origin needs no origin", () => {
    const local = {
      carrierLogin: { ...bundle.carrierLogin, scriptUrl: "/__dev/carrier-sdk.js", connectOrigins: [] },
    };
    expect(contentSecurityPolicy(local, [], true)).toBe(contentSecurityPolicy(local, []));
  });

  test.each([
    ['<script type="application/json" id="carrier-login">{}</script>', true],
    ['<script id="carrier-login" type="application/json">{}</script>', true],
    ['<div id="carrier-login"></div>', false],
    ['<script type="application/json" id="carrier-login-x">{}</script>', false],
    ["<p>carrier-login</p>", false],
  ])("a page %j loads the SDK: %s", (html, loads) =>
    expect(contentSecurityPolicy(bundle, [html]).includes("sdk.carrier.example")).toBe(loads),
  );
});
