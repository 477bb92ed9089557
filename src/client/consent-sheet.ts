/**
 * One-tap consent (issue 53, decision 430): 获取验证码 or 立即登录 with the box unticked opens a
 * half-sheet naming the agreements, as the leading lending apps do, instead of a red error.
 * 同意并继续 ticks the box (the visitor's own tick: the box is never ticked before) and the
 * action they asked for goes on; 不同意, 关闭, Escape, the backdrop or Back leave it unticked,
 * and the login says why nothing was sent.
 */
import { element, hasModalSheets, openSheet } from "./agreement-sheet.ts";

/** Resolves true when the visitor agreed (and `box` is now ticked), false otherwise. */
export function askConsent(box: HTMLInputElement): Promise<boolean> {
  // Without a modal <dialog> (iOS before 15.4) the login's message and the box itself remain.
  if (!hasModalSheets()) return Promise.resolve(false);
  return new Promise((resolve) => {
    let agreed = false;
    const { body, close } = openSheet("请阅读并同意以下协议", "consent-sheet", () => resolve(agreed));
    // The consent's own agreement links: a tap opens the agreement over this sheet.
    const links = [
      ...(box.closest(".login-consent, .ui-field")?.querySelectorAll('a[data-early="agreement"]') ?? []),
    ];
    const named = links.flatMap((link, index) => [...(index > 0 ? ["、"] : []), link.cloneNode(true)]);
    const refuse = element("button", "btn btn-secondary", "不同意");
    const agree = element("button", "btn", "同意并继续");
    for (const button of [refuse, agree]) button.type = "button";
    refuse.addEventListener("click", close);
    agree.addEventListener("click", () => {
      agreed = true;
      box.checked = true;
      close();
    });
    body.append(
      element(
        "p",
        "",
        "为保障您的权益，请阅读并同意",
        ...named,
        "。同意后我们按协议处理您的手机号，用于发送验证码和登录。",
      ),
      element("div", "consent-sheet-actions", refuse, agree),
    );
    agree.focus();
  });
}
