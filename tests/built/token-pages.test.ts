/**
 * Campaign token pages in the built output (issue 16): each bundle with token pages has the
 * template that answers unlisted tokens, within the entry-page HTML budget, and its runtime
 * configuration names `/{token}.html` as an entry path, so the guard treats any token page as
 * a login page. Bundles without token pages have no template.
 */
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { BUNDLES } from "../../src/config/bundles.ts";
import {
  ANY_TOKEN_PATH,
  hasTokenPages,
  TOKEN_TEMPLATE_FILE,
  tokenPagesOf,
} from "../../src/config/token-pages.ts";
import { fileFor, read } from "./dist.ts";

const runtimeConfig = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="bundle-config">([^<]*)<\/script>/.exec(html)?.[1] ?? "{}",
  ) as {
    entryPaths?: string[];
  };

describe.each(BUNDLES.map((bundle) => [bundle.id, bundle] as const))("bundle %s", (id, bundle) => {
  if (hasTokenPages(bundle)) {
    test("has the token template: the landing page in tokenDesign, within 14 KB gzip", () => {
      const html = read(id, TOKEN_TEMPLATE_FILE);
      expect(html).toContain(`data-path="${ANY_TOKEN_PATH}"`);
      expect(html).toContain(`data-design="${bundle.tokenDesign}"`);
      expect(gzipSync(html, { level: 9 }).length).toBeLessThanOrEqual(14 * 1024);
      expect(runtimeConfig(html).entryPaths).toContain(ANY_TOKEN_PATH);
    });

    test("listed tokens have pages of their own, in their own design", () => {
      for (const { token, design } of tokenPagesOf(bundle)) {
        const html = read(id, `${token}.html`);
        expect(html).toContain(`data-path="/${token}.html"`);
        expect(html).toContain(`data-design="${design}"`);
      }
    });
  } else {
    test("has no token template and no token entry path", () => {
      expect(fileFor(id, TOKEN_TEMPLATE_FILE)).toBeUndefined();
      expect(runtimeConfig(read(id, "404.html")).entryPaths).not.toContain(ANY_TOKEN_PATH);
    });
  }
});

test("the token host shows both: q7m3 in its own design, the others in tokenDesign", () => {
  const token = BUNDLES.find((bundle) => bundle.id === "token")!;
  expect(tokenPagesOf(token).find((page) => page.token === "q7m3")?.design).toBe("video");
  expect(token.tokenDesign).toBe("amount");
});
