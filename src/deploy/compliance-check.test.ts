import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { BRANDS } from "../config/brands.ts";
import { claimsIn } from "../config/compliance.ts";
import { checkBuiltBundles } from "./compliance-check.ts";

const brand = BRANDS.shanxin;
const dist = mkdtempSync(join(tmpdir(), "compliance-"));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

let pages = 0;
/** The breach lines of a one-page bundle whose page at `path` is `html`. */
function checkPage(html: string, path: string): string[] {
  const id = `page${pages++}`;
  const file = join(dist, id, path === "/" ? "index.html" : `${path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  return checkBuiltBundles(dist, [{ id, brand }]);
}

/** A page that keeps every rule: an offer with its annual rate, a product card, the footer. */
function page(main = "", { footer = FOOTER, product = PRODUCT } = {}): string {
  return `<!doctype html><html><head><title>t</title><script>var x = "秒批";</script></head><body>
    <main><h1>额度最高<em>200,000</em>元</h1><p>年化利率（单利）7.2%-24%</p>${product}${main}
    <label><input type="checkbox" id="agree" /> 我已阅读并同意</label></main>${footer}</body></html>`;
}
const FOOTER = `<footer><p class="risk-notice"><span>贷款有风险，</span><span>借款需谨慎；</span>
  <span>请根据个人能力</span><span>合理借款，</span><span>理性消费</span></p>
  <p>${brand.companyName}</p><p>客服电话 <span>${brand.servicePhone}</span></p><a>${brand.icp}</a></footer>`;
const PRODUCT = `<ul><li data-product-id="1"><h3>信用易贷</h3><p>放款机构：<!-- -->示例银行股份有限公司</p></li></ul>`;
const NO_RATE = "<p>最高可借<strong>100</strong>万元</p><p>年化利率（单利）以审批结果为准</p>";
const CONTACT = `<p>${brand.servicePhone}；${brand.serviceEmail}；${brand.serviceAddress}</p>`;

describe("checkPage", () => {
  test("a page that keeps the rules passes; so does a legal page with the full contact", () => {
    expect(checkPage(page(), "/login")).toEqual([]);
    expect(checkPage(page(CONTACT), "/other/privacy-policy")).toEqual([]);
  });

  // One row per kind of breach: the fixture page changed in one place, the words the check names.
  test.each([
    ["a banned claim", page("<p>无门槛</p>"), "/login", "无门槛"],
    ["a low-threshold claim", page("<p>手机号即可申请</p>"), "/login", "手机号即可申请"],
    ["rate bait", page("<p>利率低至3.6%</p>"), "/login", "利率低至"],
    [
      "an amount without an annual rate figure",
      page().replace("<h1>额度最高<em>200,000</em>元</h1><p>年化利率（单利）7.2%-24%</p>", NO_RATE),
      "/carloan",
      "最高可借100万",
    ],
    [
      "a rate of another period without an annual figure",
      page().replace(
        "<h1>额度最高<em>200,000</em>元</h1><p>年化利率（单利）7.2%-24%</p>",
        "<p>日利率0.02%</p>",
      ),
      "/login",
      "日利率0.02%",
    ],
    ["a daily rate above the annual one", page("<h2>日利率0.05%起</h2>"), "/login", "日利率0.05%"],
    [
      "a monthly rate before the annual one",
      page().replace("<h1>", "<p>月利率1.5%</p><h1>"),
      "/login",
      "月利率1.5%",
    ],
    ["no risk line", page("", { footer: FOOTER.replace("借款需谨慎；", "") }), "/login", "缺少“贷款有风险"],
    ["no company", page("", { footer: FOOTER.replace(brand.companyName, "") }), "/login", "缺少“北京"],
    ["no ICP number", page("", { footer: FOOTER.replace(brand.icp, "") }), "/login", "缺少“京ICP"],
    [
      "no operator's phone",
      page("", { footer: FOOTER.replace(brand.servicePhone, "") }),
      "/login",
      "缺少“400",
    ],
    [
      "a consent box that starts ticked",
      page('<input type="checkbox" id="share" checked="" />'),
      "/login",
      "share",
    ],
    [
      "a product without its lender",
      // The offer's own lender is named: only the card misses one.
      page("<p>资金来源：示例银行股份有限公司</p>", {
        product: PRODUCT.replace("放款机构：<!-- -->示例银行股份有限公司", ""),
      }),
      "/p4-list-download",
      "产品1未写放款机构",
    ],
    ["an amount without a named lender", page("", { product: "" }), "/login", "200,000元（未写明放款机构）"],
    [
      "an amount whose lender is a kind, not a registered name",
      page("<p>资金来源：合作持牌金融机构</p>", { product: "" }),
      "/login",
      "未写明放款机构",
    ],
    [
      "a partner's call promised on a form page without the separate consent",
      page("<p>填写后由持牌机构顾问联系您，咨询免费。</p>"),
      "/debt-optimization-form",
      "填写后由持牌机构顾问联系您",
    ],
    [
      "a result page that promises a partner's call",
      page("<p>申请已提交</p><p>合作机构审批后会与您联系，请保持手机畅通</p>"),
      "/success-download",
      "合作机构审批后会与您联系",
    ],
    [
      "a legal page without the e-mail",
      page(CONTACT.replace(brand.serviceEmail, "")),
      "/other/user-agreement",
      "kefu",
    ],
    [
      "a legal page without the address",
      page(CONTACT.replace(brand.serviceAddress, "")),
      "/other/lianhedengluxieyi",
      "示例路",
    ],
  ])("fails on %s", (_kind, html, path, words) => {
    const breaches = checkPage(html, path);
    expect(breaches).toHaveLength(1);
    expect(breaches[0]?.replace(/\s+/g, "")).toContain(words);
    expect(breaches[0]).toMatch(/ — \S/);
  });

  test("a named lender beside the amount, or a partner's call after the separate consent, passes", () => {
    const lender = "<p>资金来源： 示例银行股份有限公司、示例消费金融有限公司</p>";
    expect(checkPage(page(lender, { product: "" }), "/login")).toEqual([]);
    const consent = '<label><input type="checkbox" name="partner_consent" />我单独同意…</label>';
    expect(
      checkPage(page(`<p>填写后由持牌机构顾问联系您。</p>${consent}`), "/debt-optimization-form"),
    ).toEqual([]);
    const conditional = "<p>按您在申请表上的同意，初审后合作机构的顾问会致电您提交的手机号。</p>";
    expect(checkPage(page(conditional), "/car-loan-result")).toEqual([]);
  });

  // Issue 55: spellings that slipped past the check before it read what a visitor reads. Each
  // row is the fixture page changed in one place; every one must fail the build.
  const OFFER = "<h1>额度最高<em>200,000</em>元</h1><p>年化利率（单利）7.2%-24%</p>";
  test.each([
    ["full-width digits and percent", page("<p>１００％下款</p>")],
    ["full-width digits", page("<p>１００%通过</p>")],
    ["full-width rate bait", page("<p>利率低至３％</p>")],
    ["a full-width daily rate before the annual one", page().replace("<h1>", "<p>日利率０.０５％</p><h1>")],
    ["a zero-width space inside a claim", page("<p>秒\u200b批</p>")],
    ["a zero-width joiner inside a claim", page("<p>秒\u200d批</p>")],
    ["&#8203; inside a claim", page("<p>秒&#8203;批</p>")],
    ["a soft hyphen inside a claim", page("<p>秒&shy;批</p>")],
    ["a word joiner inside a claim", page("<p>秒\u2060批</p>")],
    ["a zero-width space in 无门槛", page("<p>无\u200b门槛</p>")],
    ["a claim split across tags", page("<p><b>秒</b>批</p>")],
    ["a claim split across two elements", page("<p><span>包</span><em>过</em></p>")],
    ["a claim split by a space", page("<p>秒 批</p>")],
    ["traditional characters", page("<p>無門檻</p>")],
    ["an image's alt text", page('<img alt="无门槛借款" src="/x.png" />')],
    ["a title", page('<a href="/x" title="包过">了解</a>')],
    ["an aria-label", page('<button aria-label="100%下款">申请</button>')],
    ["a placeholder", page('<input placeholder="手机号即可申请" />')],
    ["a value", page('<input type="button" value="秒到账" />')],
    ["the meta description", page('<meta name="description" content="零门槛，极速审批" />')],
    ["CSS generated content", page('<style>.x::after{content:"黑户可贷"}</style>')],
    ["a template", page("<template><p>学生可贷</p></template>")],
    ["an island's props", page(`<astro-island props='{"tag":[0,"不看征信"]}'></astro-island>`)],
    ["a JSON data block", page('<script type="application/json">{"tag":"秒下款"}</script>')],
    ["structured data", page('<script type="application/ld+json">{"description":"包下款"}</script>')],
    [
      "an amount in Chinese numerals without an annual rate",
      page().replace(OFFER, "<p>最高可借二十万元</p>"),
    ],
    ["a monthly rate as 月息1分 without an annual rate", page().replace(OFFER, "<p>月息1分</p>")],
    ["a daily rate as 日息5厘 without an annual rate", page().replace(OFFER, "<p>日息5厘</p>")],
    ["月息1分 before the annual rate", page().replace("<h1>", "<p>月息1分</p><h1>")],
    ["a monthly rate in an attribute", page().replace(OFFER, '<p title="月利率1.5%">费用说明</p>')],
  ])("fails on %s", (_kind, html) => {
    expect(checkPage(html, "/login")).not.toEqual([]);
  });

  test("text in scripts and styles is not page text; a redirect page is not checked", () => {
    expect(checkPage(page("<style>.秒批{}</style>"), "/login")).toEqual([]);
    const redirect =
      '<html><head><meta http-equiv="refresh" content="0;url=/login"></head><body>…</body></html>';
    expect(checkPage(redirect, "/")).toEqual([]);
  });
});

describe("the claims table", () => {
  test.each([
    ["零门槛", "无门槛/零门槛"],
    ["秒批", "秒批"],
    ["秒到账", "秒到账/秒下款/秒放款"],
    ["百分百下款", "100%下款"],
    ["包下款", "包过/包下款"],
    ["不查征信", "不看征信"],
    ["黑户也能借", "黑户可贷"],
    ["有车即可申请", "手机号即可申请"],
    ["凭身份证即可借", "手机号即可申请"],
    ["利率低至3%", "利率低至"],
    ["登录查看我的额度", "查看我的额度"],
    ["大学生可贷", "学生可贷"],
  ])("%s is the claim %s and cites its rule", (text, claim) => {
    const claims = claimsIn(text);
    expect(claims.map((found) => found.claim)).toEqual([claim]);
    expect(claims[0]?.rule).toMatch(/《|指引|通知/);
  });

  test.each([
    "车主借款 · 车辆正常使用",
    "额度最高200,000元 在线申请 · 持牌机构审批",
    "合作机构审批后会与您联系",
    "请勿相信任何要求先付费、保证放款的说法",
  ])("%s makes no claim", (text) => {
    expect(claimsIn(text)).toEqual([]);
  });
});

describe("checkBuiltBundles", () => {
  test("names bundle, page and words of every breach in a built bundle", () => {
    mkdirSync(join(dist, "b1", "other"), { recursive: true });
    writeFileSync(join(dist, "b1", "login.html"), page("<p>包过</p>"));
    writeFileSync(join(dist, "b1", "other", "privacy-policy.html"), page(CONTACT));
    writeFileSync(join(dist, "b1", "index.html"), page());
    const lines = checkBuiltBundles(dist, [{ id: "b1", brand }]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^ {2}b1 › \/login: 包过 — 北京市金融广告指引/);
  });
});
