/**
 * The compliance check of the built pages (issue 38, decision 110). Each page is read as a
 * document (its text, the emphasis of each piece, its checkboxes and product cards), never by
 * patterns over markup, so a rule holds however a component happens to render it.
 */
import { globSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { decodeHTML } from "entities";
import { ELEMENT_NODE, parse, TEXT_NODE, walkSync, type ElementNode, type Node } from "ultrahtml";
import type { Brand } from "../config/brands.ts";
import { ANNUAL_RATE_LABEL, claimsIn, RISK_LINE } from "../config/compliance.ts";

interface Breach {
  rule: string;
  words: string;
}

/** Pages whose text is a legal document: they name the operator's full contact (PIPL art. 17). */
const LEGAL_PAGES = ["/other/user-agreement", "/other/privacy-policy", "/other/lianhedengluxieyi"];

const PBOC = "中国人民银行公告〔2021〕第3号";
/** An amount advertised: 最高可借100万元, 额度最高200,000元, 可借额度1,000-200,000元. */
const AMOUNT_AD =
  /(最高|最多|可借|额度)\s*(可借)?\s*[\d,.一二两三四五六七八九十百千万]+(\s*-\s*[\d,.]+)?\s*(万|元)/u;
/** A rate with a figure, of any period. */
const RATE_FIGURE = /([日月年]?(利率|利息|费率)|日息|月息)[^\d。；]{0,10}?[\d.]+\s*(%|分|厘)/u;
/** The label as the check reads it (NFKC: 年化利率(单利)), for a pattern. */
const ANNUAL_LABEL_READ = ANNUAL_RATE_LABEL.normalize("NFKC").replace(/[()]/g, "\\$&");
const ANNUAL_FIGURE = new RegExp(`${ANNUAL_LABEL_READ}\\s*[:：]?\\s*\\d+(\\.\\d+)?\\s*%`, "u");
/** A daily or monthly rate: 日利率0.05%, 月息1分 (1 % a month), 日息5厘. */
const SHORT_RATE = /(日利率|月利率|日息|月息|日费率|月费率)\s*[:：]?\s*(低至)?\s*[\d.]+\s*(%|分|厘)/u;
/** A lender named by its registered name beside an amount or on a product: …有限公司, …银行. */
const NAMED_LENDER = /(资金来源|放款机构)[:：]\s*[^\s。；，,]*?(有限责任公司|有限公司|银行)/u;
/** A partner's call promised: 合作机构…与您联系, 顾问会…致电您, 持牌机构顾问联系您. */
const PARTNER_CONTACT = /(机构|顾问)[^。！？；]{0,40}?(与您联系|联系您|致电|回电|电话联系)/u;
/** The separate consent to hand a form's answers to partners (src/core/forms/submit-body.ts). */
const PARTNER_CONSENT_NAME = "partner_consent";
const PIPL_23 = "《个人信息保护法》第23条：向其他处理者提供个人信息须取得单独同意";
/** How prominent a piece of text is: headings above emphasis above body text. */
const EMPHASIS: Record<string, number> = { h1: 4, h2: 3, h3: 2, strong: 1, em: 1, b: 1, big: 1, mark: 1 };
/** Script and style are not read as text; what they show is read below (SHOWN_IN_CODE). */
const SKIPPED = new Set(["script", "style"]);
/** Attributes whose words a visitor sees or hears: image text, tooltips, labels, field text. */
const SHOWN_ATTRIBUTES = ["alt", "title", "aria-label", "placeholder", "value"];

/**
 * What a visitor reads, as the rules read it: compatibility forms folded (full-width digits and
 * ％, ① …), format characters gone (zero-width space and joiner, soft hyphen, word joiner), so
 * no spelling slips a claim past the table.
 */
const readable = (text: string) =>
  decodeHTML(text)
    .normalize("NFKC")
    .replace(/\p{Cf}/gu, "");

/**
 * Words an element carries outside its text: shown attributes, the meta description, an island's
 * props (its server-rendered data), JSON data blocks and CSS generated content.
 */
function shownInCode(element: ElementNode): string[] {
  const { attributes, name } = element;
  const shown = SHOWN_ATTRIBUTES.flatMap((key) => (attributes[key] ? [attributes[key]] : []));
  if (name === "meta" && /^(description|keywords)$/i.test(attributes.name ?? ""))
    shown.push(attributes.content ?? "");
  if (name === "astro-island" && attributes.props) shown.push(attributes.props);
  const code = element.children.map((child) => (child.type === TEXT_NODE ? child.value : "")).join("");
  if (name === "script" && /json/i.test(attributes.type ?? "")) shown.push(code);
  if (name === "style")
    shown.push(...[...code.matchAll(/content\s*:\s*(["'])(.*?)\1/g)].map((match) => match[2] ?? ""));
  return shown;
}

interface PageText {
  text: string;
  /** Start offset in `text` and emphasis of each text piece. */
  pieces: { start: number; emphasis: number }[];
  elements: ElementNode[];
}

/** The text of a page or of one element in it, with the emphasis of each piece and its elements. */
function readPage(root: Node): PageText {
  const page: PageText = { text: "", pieces: [], elements: [] };
  const skipped = (node: Node | undefined): boolean =>
    node?.type === ELEMENT_NODE && (SKIPPED.has(node.name) || skipped(node.parent));
  const emphasis = (node: Node | undefined): number =>
    node?.type === ELEMENT_NODE ? Math.max(EMPHASIS[node.name] ?? 0, emphasis(node.parent)) : 0;
  const inCode: string[] = [];
  walkSync(root, (node) => {
    if (node.type === ELEMENT_NODE) {
      page.elements.push(node);
      inCode.push(...shownInCode(node));
    }
    if (node.type !== TEXT_NODE || skipped(node.parent)) return;
    page.pieces.push({ start: page.text.length, emphasis: emphasis(node.parent) });
    page.text += `${readable(node.value)} `;
  });
  // After the page's text, as plain text: read for claims and figures, never more prominent.
  page.pieces.push({ start: page.text.length, emphasis: 0 });
  page.text += inCode.map(readable).join(" ");
  return page;
}

/** The rate rules: an advertised amount or rate needs an annual figure, shown first and no smaller. */
function rateBreaches(page: PageText): Breach[] {
  const ad = AMOUNT_AD.exec(page.text) ?? RATE_FIGURE.exec(page.text);
  const annual = ANNUAL_FIGURE.exec(page.text);
  if (ad && !annual) {
    return [{ rule: `${PBOC}：展示额度或利率须同时展示${ANNUAL_RATE_LABEL}及数值`, words: ad[0] }];
  }
  const short = SHORT_RATE.exec(page.text);
  if (!short) return [];
  const emphasisAt = (offset: number) =>
    page.pieces.findLast((piece) => piece.start <= offset)?.emphasis ?? 0;
  if (!annual || annual.index > short.index || emphasisAt(short.index) > emphasisAt(annual.index)) {
    return [{ rule: `${PBOC}：日利率、月利率不得比年化利率更醒目`, words: short[0] }];
  }
  return [];
}

/**
 * An advertised amount names its lender (decision 420), and a partner's call is promised only
 * where the visitor gives the separate consent: on a page that asks it, or in a sentence that
 * says the call follows that consent.
 */
function partnerBreaches(page: PageText): Breach[] {
  const breaches: Breach[] = [];
  const amount = AMOUNT_AD.exec(page.text);
  if (amount && !NAMED_LENDER.test(page.text)) {
    const rule = "北京市金融广告指引（2024）：撮合类广告须写明放款机构（资金来源）";
    breaches.push({ rule, words: `${amount[0]}（未写明放款机构）` });
  }
  const asksConsent = page.elements.some(
    (e) =>
      e.name === "input" && e.attributes.type === "checkbox" && e.attributes.name === PARTNER_CONSENT_NAME,
  );
  const promise = page.text
    .split(/[。!?;！？；\n]/u)
    .find((sentence) => PARTNER_CONTACT.test(sentence) && !sentence.includes("同意"));
  if (promise && !asksConsent) breaches.push({ rule: PIPL_23, words: promise.trim() });
  return breaches;
}

/** Breaches of one built page. `brand` is the bundle's brand as built; `path` the page's address. */
function checkPage(html: string, path: string, brand: Brand): Breach[] {
  // ultrahtml 1.7 drops the text before a comment (React's <!-- --> between text pieces).
  const page = readPage(parse(html.replace(/<!--[\s\S]*?-->/g, "")));
  // A redirect page (the bundle root) shows nothing but a link onwards.
  if (page.elements.some((e) => e.name === "meta" && e.attributes["http-equiv"] === "refresh")) return [];
  const compact = page.text.replace(/\s+/g, "");
  // Claims are read across tags and spaces: <b>秒</b>批 and 秒 批 say 秒批.
  const breaches: Breach[] = claimsIn(compact).map(({ words, rule }) => ({ rule, words }));
  breaches.push(...rateBreaches(page), ...partnerBreaches(page));
  const required: [string, string][] = [
    [RISK_LINE.join(""), "北京市金融广告指引（2024）：借贷广告须提示风险"],
    [brand.companyName, "《个人信息保护法》第17条：告知个人信息处理者的名称"],
    [brand.icp, "《互联网信息服务管理办法》第12条：网站首页须显示经营许可证（ICP）编号"],
    [brand.servicePhone, "《个人信息保护法》第17条：告知个人信息处理者的联系方式"],
  ];
  if (LEGAL_PAGES.includes(path)) {
    const legal = "《个人信息保护法》第17条：法律文本须载明运营方的联系方式";
    required.push([brand.serviceEmail, legal], [brand.serviceAddress, legal]);
  }
  for (const [words, rule] of required) {
    if (!compact.includes(readable(words).replace(/\s+/g, "")))
      breaches.push({ rule, words: `缺少“${words}”` });
  }
  for (const element of page.elements) {
    const { type } = element.attributes;
    if (element.name === "input" && type === "checkbox" && "checked" in element.attributes) {
      const label = element.attributes.id ?? element.attributes.name ?? "";
      const rule = "《App违法违规收集使用个人信息行为认定方法》（2019）：默认勾选不是同意";
      breaches.push({ rule, words: `勾选框 ${label} 默认已勾选` });
    }
    if ("data-product-id" in element.attributes && !/放款机构[:：]\s*\S/u.test(readPage(element).text)) {
      const words = `产品 ${element.attributes["data-product-id"]} 未写放款机构`;
      breaches.push({ rule: "北京市金融广告指引（2024）：撮合类广告须写明放款机构", words });
    }
  }
  return breaches;
}

/** One line per breach of the built bundles' HTML pages, naming bundle, page, rule and words. */
export function checkBuiltBundles(
  distDir: string,
  bundles: readonly { id: string; brand: Brand }[],
): string[] {
  return bundles.flatMap(({ id, brand }) =>
    globSync("**/*.html", { cwd: join(distDir, id) }).flatMap((file) => {
      // The page's site path: "/other/privacy-policy", "/".
      const path = `/${file.split(sep).join("/")}`.replace(/(\/index)?\.html$/, "") || "/";
      return checkPage(readFileSync(join(distDir, id, file), "utf8"), path, brand).map(
        (breach) => `  ${id} › ${path}: ${breach.words} — ${breach.rule}`,
      );
    }),
  );
}
