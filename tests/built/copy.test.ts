/**
 * Marketing copy stays compliant in every bundle: the build's compliance check
 * (src/deploy/compliance-check.ts) finds nothing on any built page, and no script says a
 * banned claim; the legal texts quote in Chinese; the marketplace pages' titles fit everyone.
 */
import { expect, test } from "vitest";
import { claimsIn } from "../../src/config/compliance.ts";
import { BUNDLES } from "../../src/config/bundles.ts";
import { checkBuiltBundles } from "../../src/deploy/compliance-check.ts";
import { staticBrand } from "../../src/layouts/static-brand.ts";
import { distDir, filesOf, read } from "./dist.ts";

test.each(BUNDLES.map((bundle) => [bundle.id, bundle] as const))(
  "bundle %s: every page passes the compliance check, no script makes a claim",
  (id, bundle) => {
    expect(checkBuiltBundles(distDir, [{ id, brand: staticBrand(bundle) }])).toEqual([]);
    const scripts = filesOf(id).filter((name) => name.endsWith(".js"));
    expect(scripts.flatMap((file) => claimsIn(read(id, file)).map((c) => `${file}: ${c.words}`))).toEqual([]);
  },
);

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
    expect(title).toContain("为您推荐");
    expect(title).not.toContain("贷款超市");
  },
);
