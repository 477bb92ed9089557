/**
 * The preview frames' pages (decision 450, development only): a browser the preview start
 * marked gets the built page with the user-agent script first and its hash in the CSP; any other
 * request gets the built file byte for byte; an IP-address host serves the bundle the preview
 * chose; production ignores both cookies.
 */
import { hash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, test } from "vitest";
import { previewFrameName, withPreviewScript, type PreviewPhone } from "./dev/preview.ts";
import { rawRequest, startTestServer, type TestServer } from "./test-helpers.ts";

let server: TestServer;
/** The script a preview's page gets first. */
const PREVIEW_UA_SCRIPT = /<script>(.*?)<\/script>/.exec(withPreviewScript("<head>"))?.[1] ?? "";
afterEach(() => server.dispose());

const get = (path: string, host: string, cookie?: string) =>
  rawRequest(server.port, {
    path,
    headers: { Host: `${host}:${server.port}`, ...(cookie ? { Cookie: cookie } : {}) },
  });

describe("a page opened by a preview", () => {
  test("the built page with the user-agent script first, allowed by its hash, never cached", async () => {
    server = await startTestServer();
    const built = readFileSync(join(server.distDir, "default", "login.html"), "utf8");
    const page = await get("/login", "default.localhost", "__dev_preview=1");
    expect(page.text).toBe(withPreviewScript(built));
    expect(page.text.startsWith(`<!doctype html><script>${PREVIEW_UA_SCRIPT}</script><title>`)).toBe(true);
    expect(page.headers["content-security-policy"]).toContain(
      `'sha256-${hash("sha256", PREVIEW_UA_SCRIPT, "base64")}'`,
    );
    expect(page.headers["cache-control"]).toBe("no-store");
  });

  test("without the mark, and in production with it, the built file byte for byte", async () => {
    server = await startTestServer();
    const built = readFileSync(join(server.distDir, "default", "login.html"));
    expect((await get("/login", "default.localhost")).body.equals(built)).toBe(true);
    await server.dispose();
    server = await startTestServer({ mode: "production" });
    const page = await get("/login", "default.localhost", "__dev_preview=1");
    expect(page.body.equals(built)).toBe(true);
    expect(page.headers["content-security-policy"]).not.toContain(
      hash("sha256", PREVIEW_UA_SCRIPT, "base64"),
    );
  });

  test("a head of its own: the script goes first inside it", () => {
    expect(withPreviewScript('<!doctype html><html><head lang="x"><script>a()</script>')).toBe(
      `<!doctype html><html><head lang="x"><script>${PREVIEW_UA_SCRIPT}</script><script>a()</script>`,
    );
  });
});

describe("the user-agent script", () => {
  /** navigator.userAgent after the script ran in a window named `name`. */
  function userAgentIn(name: string): string {
    class Navigator {
      get userAgent() {
        return "the browser's own";
      }
    }
    const window = { name };
    const navigator = new Navigator();
    runInNewContext(PREVIEW_UA_SCRIPT, { window, Navigator, navigator, Object });
    return navigator.userAgent;
  }

  // What the pages read from the agent (src/core/platform.ts): the system, and WeChat or not.
  const EXPECTED: Record<PreviewPhone, [RegExp, boolean]> = {
    android: [/Android/, false],
    iphone: [/iPhone/, false],
    wechat: [/Android/, true],
    "wechat-iphone": [/iPhone/, true],
  };
  test.each(Object.keys(EXPECTED) as PreviewPhone[])(
    "a frame playing %s reads its phone's agent",
    (phone) => {
      const agent = userAgentIn(previewFrameName(phone));
      const [system, wechat] = EXPECTED[phone];
      expect(agent).toMatch(system);
      expect(agent.includes("MicroMessenger")).toBe(wechat);
    },
  );

  test.each(["", "preview-ua:nokia", "preview-ua:toString", "other"])(
    "a window named %j keeps its own",
    (name) => {
      expect(userAgentIn(name)).toBe("the browser's own");
    },
  );
});

describe("the bundle a phone's preview chose", () => {
  test.each([
    ["an IP address with the cookie: that bundle", "192.0.2.7", "__dev_bundle=car", "car login"],
    ["an IP address without it: the default bundle", "192.0.2.7", undefined, "default login"],
    ["an unknown bundle: the default bundle", "192.0.2.7", "__dev_bundle=nowhere", "default login"],
    [
      "a site's own name: its bundle, whatever the cookie",
      "token.localhost",
      "__dev_bundle=car",
      "token login",
    ],
  ])("%s", async (_name, host, cookie, title) => {
    server = await startTestServer();
    expect((await get("/login", host, cookie)).text).toContain(`<title>${title}</title>`);
  });

  test("production ignores it", async () => {
    server = await startTestServer({ mode: "production" });
    expect((await get("/login", "192.0.2.7", "__dev_bundle=car")).text).toContain(
      "<title>default login</title>",
    );
  });
});
