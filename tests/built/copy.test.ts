/**
 * Marketing copy stays compliant in every bundle (REFERENCE.md: marketing copy avoids 秒批,
 * 100%下款, 不看征信, 黑户可贷): no built page or script says any banned claim.
 */
import { expect, test } from "vitest";
import { BANNED_CLAIMS } from "../../src/config/compliance.ts";
import { BUNDLES } from "../../src/config/bundles.ts";
import { MARKETPLACE_TITLE } from "../../src/config/routes.ts";
import { filesOf, read } from "./dist.ts";

test.each(BUNDLES.map((bundle) => [bundle.id]))("bundle %s makes no banned claim", (bundle) => {
  const hits: string[] = [];
  for (const file of filesOf(bundle).filter((name) => /\.(html|js)$/.test(name))) {
    const text = read(bundle, file);
    for (const claim of BANNED_CLAIMS) if (text.includes(claim)) hits.push(`${file}: ${claim}`);
  }
  expect(hits).toEqual([]);
});

test("the list names the claims REFERENCE.md rules out", () => {
  expect([...BANNED_CLAIMS].sort()).toEqual(["100%下款", "不看征信", "秒批", "黑户可贷"].sort());
});

test.each(["user-agreement", "privacy-policy", "lianhedengluxieyi"])(
  "the legal text %s quotes in Chinese (“…”), not with straight quotes",
  (name) => {
    const text = read("default", `/other/${name}.html`)
      .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, "")
      .replace(/<[^>]*>/g, " ");
    expect(text).toMatch(/“[^”]+”/);
    expect(text.match(/[\u4e00-\u9fff]"|"[\u4e00-\u9fff]/g) ?? []).toEqual([]);
  },
);

test.each(["/success-loan-marketplace-download", "/ks-fail-marketplace"])(
  "%s is titled for every visitor who lands there (approved or not), not 贷款超市",
  (path) => {
    const title = /<title>([^<]*)<\/title>/.exec(read("default", `${path}.html`))?.[1] ?? "";
    expect(title).toContain(MARKETPLACE_TITLE);
    expect(title).not.toContain("贷款超市");
  },
);
