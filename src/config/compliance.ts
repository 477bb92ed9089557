/**
 * Copy rules every page and every configured product keeps (decision 110 in
 * docs/decisions/compliance.md): the claims a loan page must never make, each with the rule it
 * comes from, and the lines every page carries. The build checks the built pages against them
 * (src/deploy/compliance-check.ts).
 */

/** The sources the rules cite, by short name. */
const BEIJING_2024 = "北京市金融广告指引（2024）：不得作出保证或降低门槛的承诺";
const BEIJING_2024_RATE = "北京市金融广告指引（2024）：不得以“利率低至”诱导借款";
const STUDENTS =
  "银保监会等《关于进一步规范大学生互联网消费贷款监督管理工作的通知》（2021）：小贷公司不得向大学生放贷";
const PROMISE = "北京市金融广告指引（2024）：撮合类广告不得承诺额度、放款时间或审批结果";

/** One banned or low-threshold claim: what finds it and where the rule comes from. */
interface ClaimRule {
  claim: string;
  pattern: RegExp;
  rule: string;
}

/** REFERENCE.md "Loan advertising": the claims a page, a product name or tag must never make. */
const CLAIM_RULES: readonly ClaimRule[] = [
  { claim: "无门槛/零门槛", pattern: /[无無零0][门門][槛檻]/u, rule: BEIJING_2024 },
  { claim: "秒批", pattern: /秒批/u, rule: PROMISE },
  { claim: "秒到账/秒下款/秒放款", pattern: /秒(到账|下款|放款)/u, rule: PROMISE },
  { claim: "100%下款", pattern: /(100%|百分百|必)(下款|通过|放款)/u, rule: PROMISE },
  { claim: "包过/包下款", pattern: /包(过|下款|通过|放款)/u, rule: PROMISE },
  { claim: "不看征信", pattern: /(不看|不查|无视|不上)征信/u, rule: BEIJING_2024 },
  { claim: "黑户可贷", pattern: /黑户(也)?(可|能)(贷|借)/u, rule: BEIJING_2024 },
  {
    claim: "手机号即可申请",
    pattern: /(手机号|身份证|有车|有房|凭[\p{Script=Han}]{1,4})即可(申请|借|贷|下款)/u,
    rule: BEIJING_2024,
  },
  { claim: "利率低至", pattern: /(利率|利息|日息|月息|费率)低至/u, rule: BEIJING_2024_RATE },
  { claim: "查看我的额度", pattern: /查看(我的|您的)额度/u, rule: PROMISE },
  { claim: "学生可贷", pattern: /学生(也)?(可|能)(贷|借)/u, rule: STUDENTS },
];

/** The claims a text makes. */
export function claimsIn(text: string): { claim: string; words: string; rule: string }[] {
  return CLAIM_RULES.flatMap(({ claim, pattern, rule }) => {
    const match = pattern.exec(text);
    return match ? [{ claim, words: match[0], rule }] : [];
  });
}

/** The only way a rate is shown (PBoC announcement 2021 No. 3): annual, simple interest. */
export const ANNUAL_RATE_LABEL = "年化利率（单利）";

/** The risk line of every page, in phrases that wrap between each other, never inside one. */
export const RISK_LINE = [
  "贷款有风险，",
  "借款需谨慎；",
  "请根据个人能力",
  "合理借款，",
  "理性消费",
] as const;

/** 年化利率（单利） above this is not offered on the pages (the judicial protection ceiling). */
export const MAX_ANNUAL_RATE = 24;

/**
 * Figures a landing page may show, wherever they come from (the built offer, /v3/app/index):
 * amounts in yuan, whole numbers, from a small loan to the largest the funnel's products reach
 * (car loans up to 1,000,000, REFERENCE.md); rates above 0 and at most the ceiling; terms in
 * whole months up to five years. A figure outside these is a misread, never shown.
 */
export const OFFER_BOUNDS = {
  amount: { min: 100, max: 1_000_000 },
  annualRate: { min: 0.01, max: MAX_ANNUAL_RATE },
  term: { min: 1, max: 60 },
} as const;

/** One document a consent covers: its name without book-title marks (AgreementLink adds them), its page. */
export interface ConsentDocument {
  title: string;
  href: string;
}

/**
 * The documents a consent covers (REFERENCE.md "Consent"), in the order they are named: the logins
 * name all three, the forms those of their traffic. Titles match the route titles (tested).
 */
export const CONSENT_DOCUMENTS = [
  { href: "/other/user-agreement", title: "用户服务协议" },
  { href: "/other/privacy-policy", title: "隐私政策" },
  { href: "/other/lianhedengluxieyi", title: "联合登录协议" },
] as const satisfies readonly ConsentDocument[];
