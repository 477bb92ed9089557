/**
 * The agreements open in a sheet over the page (issue 18, decision 200): the visitor reads one
 * and comes back to the half-filled form. The login's and the form engine's scripts start this
 * listener; a tap before it ran was held by the starter and opens the sheet here (issue 39). The
 * sheet is a modal <dialog> whose every close goes through its history entry, so the phone's
 * Back closes it (issue 38); it shows the bundle's own static page, or links to it.
 */
import { takeTaps } from "./start/held-taps.ts";

/** The `data-early` name of the agreement links (src/components/legal/AgreementLink.tsx). */
export const AGREEMENT_LINK = "agreement";

/** The agreement's <main> from its built page (`page`, being fetched); undefined when it cannot be had. */
async function agreementBody(page: Promise<Response>): Promise<DocumentFragment | undefined> {
  const response = await page;
  if (!response.ok) return undefined;
  const parsed = new DOMParser().parseFromString(await response.text(), "text/html");
  const main = parsed.querySelector("main");
  if (!main) return undefined;
  // Nodes of a parsed document never run their scripts; the page has none in <main> anyway.
  main.querySelectorAll("script").forEach((script) => script.remove());
  const fragment = document.createDocumentFragment();
  for (const node of [...main.childNodes]) fragment.append(document.importNode(node, true));
  return fragment;
}

/** An element with a class and its children (text or elements). */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  made.append(...children);
  return made;
}

let opened = 0;
const sheetOf = (state: unknown) => (state as { sheet?: unknown } | null)?.sheet;

/**
 * A bottom sheet drawn without React (the agreements, the one-tap consent): a modal <dialog>
 * titled `title` over the page, closed by its 关闭 (or the caller's buttons), Escape, the
 * backdrop or the phone's Back, every close through its own history entry. `onClose` runs once
 * it has closed. Returns its body and the close.
 */
export function openSheet(
  title: string,
  className: string,
  onClose?: () => void,
): { body: HTMLElement; close: () => void } {
  const entry = `sheet-${++opened}`;
  const heading = element("strong", "sheet-title", title);
  heading.id = entry;
  const close = element("button", "sheet-bar-button sheet-confirm", "关闭");
  close.type = "button";
  const body = element("div", className);
  const sheet = element(
    "dialog",
    className === "agreement-body" ? "sheet sheet-tall" : "sheet",
    element("div", "sheet-bar", heading, close),
    element("div", "sheet-body", body),
  );
  sheet.setAttribute("aria-labelledby", entry);

  const overflow = document.body.style.overflow;
  const ours = () => sheetOf(history.state) === entry;
  const leave = () => (ours() ? history.back() : sheet.close());
  const onPopState = () => {
    if (!ours()) sheet.close();
  };
  sheet.addEventListener("close", () => {
    window.removeEventListener("popstate", onPopState);
    document.body.style.overflow = overflow;
    sheet.remove();
    onClose?.();
  });
  sheet.addEventListener("cancel", (event) => {
    event.preventDefault();
    leave();
  });
  // A tap on the backdrop lands on the dialog itself; its content covers the rest.
  sheet.addEventListener("click", (event) => {
    if (event.target === sheet || event.target === close) leave();
  });

  document.body.append(sheet);
  sheet.showModal();
  document.body.style.overflow = "hidden";
  history.pushState({ ...(history.state as object | null), sheet: entry }, "");
  window.addEventListener("popstate", onPopState);
  return { body, close: leave };
}

/** Whether this browser has a modal <dialog> (iOS before 15.4 has none). */
export const hasModalSheets = () => "showModal" in document.createElement("dialog");

/** Opens the agreement `link` points to in a sheet, requesting its page at once. */
function openAgreement(link: HTMLAnchorElement): void {
  const page = fetch(link.href, { credentials: "same-origin" });
  const href = link.getAttribute("href") ?? "";
  const title = (link.textContent ?? "").replace(/^《|》$/g, "");
  const { body } = openSheet(title, "agreement-body");
  body.append(element("p", "muted", "加载中..."));
  const failed = () => {
    const link = document.createElement("a");
    link.href = href;
    link.textContent = `点此查看《${title}》`;
    body.replaceChildren(element("p", "", "协议暂时无法在此打开，请", link, "。"));
  };
  agreementBody(page)
    .then((fragment) => (fragment ? body.replaceChildren(fragment) : failed()))
    .catch(failed);
}

/** Listens for taps on the page's agreement links, once per page; a held tap opens now. */
export function listenForAgreementTaps(): void {
  const held = takeTaps(AGREEMENT_LINK);
  if (!held) return;
  // Without a modal <dialog> (iOS before 15.4) a link opens the agreement's own page.
  const open = hasModalSheets() ? openAgreement : (link: HTMLAnchorElement) => location.assign(link.href);
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest(`a[data-early="${AGREEMENT_LINK}"]`);
      if (!(link instanceof HTMLAnchorElement) || event.metaKey || event.ctrlKey || event.shiftKey) return;
      // Ours alone: no new tab, and the island's held hydration does not hold it again.
      event.preventDefault();
      event.stopImmediatePropagation();
      open(link);
    },
    true,
  );
  const last = held[held.length - 1];
  if (last instanceof HTMLAnchorElement) open(last);
}
