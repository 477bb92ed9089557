/**
 * Development pages never ship in a visitor's bundle (issue 53, decision 416): no built page
 * names a source file or shows the operators' view of the download links (which configuration
 * file, what is not configured, how this device is detected); that view is the development
 * server's preview page, and no file carries what the preview adds to a page it frames.
 * /testpage/downaddress, a route of the spec, is the visitor's download page.
 */
import { describe, expect, test } from "vitest";
import { BUNDLES } from "../../src/config/bundles.ts";
import { fileFor, filesOf, read } from "./dist.ts";

/** What only a developer or operator reads: the words of the former download-address page. */
const OPERATOR_WORDS = /配置文件|站点配置|未配置|本机检测|检测中|将显示：/;
/** A path into the project's source, as a developer would write it. */
const SOURCE_PATH = /\bsrc\/[\w-]+\//;

/** What only the preview adds to an answer: the frames' names, the cookies, the seed key. */
const PREVIEW_MARKS = /preview-ua:|__dev_preview|__dev_bundle|__preview_seed/;

/** The text a visitor can read on a page: without scripts, styles and tags. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ");

describe.each(BUNDLES.map((bundle) => [bundle.id] as const))("bundle %s", (id) => {
  test("no page names a source file or shows the operators' download view", () => {
    const found = filesOf(id)
      .filter((file) => file.endsWith(".html"))
      .flatMap((file) => {
        const text = visibleText(read(id, file));
        const hit = OPERATOR_WORDS.exec(text)?.[0] ?? SOURCE_PATH.exec(text)?.[0];
        return hit ? [`${file}: ${hit}`] : [];
      });
    expect(found).toEqual([]);
  });

  test("no script carries the operators' download view", () => {
    const found = filesOf(id)
      .filter((file) => file.endsWith(".js"))
      .filter((file) => OPERATOR_WORDS.test(read(id, file)));
    expect(found).toEqual([]);
  });

  // Decision 450: the preview studio's frames get their user-agent script from the development
  // server's answer; the built files are the very ones that go live.
  test("no file carries the preview's user-agent script, seed or marks", () => {
    const found = filesOf(id).filter((file) => PREVIEW_MARKS.test(read(id, file)));
    expect(found).toEqual([]);
  });

  test("/testpage/downaddress is the visitor's download page", () => {
    const file = fileFor(id, "/testpage/downaddress");
    expect(file, "the route of spec section 2 is served").toBeDefined();
    const html = read(id, "/testpage/downaddress.html");
    expect(html).toContain("data-download-panel");
    expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]).toMatch(/^下载.*APP$/);
    // Buttons to tap, not addresses to read.
    expect(visibleText(html)).not.toMatch(/https?:\/\//);
  });
});
