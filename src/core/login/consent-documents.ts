/**
 * The documents the login consent covers, in the order they are named (the spec's user
 * agreement, privacy policy and joint-login agreement). Titles match the route titles of
 * src/config/routes.ts (checked by a test) without shipping the route table to the browser.
 */
export const CONSENT_DOCUMENTS = [
  { href: "/other/user-agreement", title: "用户服务协议" },
  { href: "/other/privacy-policy", title: "隐私政策" },
  { href: "/other/lianhedengluxieyi", title: "联合登录协议" },
] as const;

/** "《用户服务协议》《隐私政策》和《联合登录协议》" */
export const CONSENT_DOCUMENT_NAMES = CONSENT_DOCUMENTS.map(
  (doc, index) => `${index === CONSENT_DOCUMENTS.length - 1 ? "和" : ""}《${doc.title}》`,
).join("");
