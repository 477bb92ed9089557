/**
 * The result pages promise only what happens (issue 53): no SMS tells a visitor about the
 * review, and the platform itself reviews nothing; the lenders (借款机构, 合作机构) decide.
 */
import { expect, test } from "vitest";
import { BUNDLES } from "../../src/config/bundles.ts";
import { read } from "./dist.ts";

/** The pages a visitor reads after applying. */
const RESULT_PAGES = [
  "/iosversion/ios-result-success",
  "/iosversion/ios-result-fail",
  "/car-loan-result",
  "/uni-carloan-result",
  "/app-carloan-result",
  "/success-download",
  "/fail-page",
];

/** The text a visitor can read on a page: without scripts, styles and tags. */
const visibleText = (html: string) =>
  html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ").replace(/<[^>]*>/g, " ");

test.each(BUNDLES.map((bundle) => [bundle.id] as const))(
  "bundle %s: no result page promises an SMS",
  (id) => {
    const promising = RESULT_PAGES.filter((path) => /短信/.test(visibleText(read(id, `${path}.html`))));
    expect(promising).toEqual([]);
  },
);

test.each(BUNDLES.map((bundle) => [bundle.id] as const))(
  "bundle %s: the iOS success page says what was received, not a review of the platform's",
  (id) => {
    const text = visibleText(read(id, "/iosversion/ios-result-success.html"));
    expect(text).toContain("我们已收到您填写的基本信息和联系人信息");
    expect(text).not.toMatch(/提交审核|审核结果/);
  },
);
