/**
 * The agreements open in a sheet over the page (issue 18): the visitor reads one and comes
 * back to the half-filled form, instead of losing it to a new tab. The scripts of the pages
 * with agreement links start this listener: the login's (login.ts listenForLoginTaps, right
 * after first paint on an entry page) and the form engine's (FormApp.tsx). It acts before and
 * after React hydrates the island around a link (issue 39): the agreement's page is requested
 * at once and the link shows busy while the sheet's code (agreement-dialog.ts, loaded on the
 * first tap) arrives. A tap before this ran was held by the page's starter, shown busy, and
 * opens the sheet here.
 */
import { takeEarlyTaps, unmark } from "./early-actions.ts";

/** The `data-early` name of the agreement links (src/components/legal/AgreementLink.tsx). */
export const AGREEMENT_LINK = "agreement";

let opening = false;

function open(link: HTMLAnchorElement): void {
  if (opening) return;
  opening = true;
  link.setAttribute("aria-busy", "true");
  const page = fetch(link.href, { credentials: "same-origin" });
  // An unreadable page is the sheet's to say; this only keeps the rejection from going unhandled.
  page.catch(() => undefined);
  import("./agreement-dialog.ts")
    .then((dialog) => dialog.openAgreement(link, page))
    // The sheet's code did not come: the agreement opens as a page, and the form stays.
    .catch(() => window.open(link.href, "_blank", "noopener"))
    .finally(() => {
      opening = false;
      unmark(link);
    });
}

/** Listens for taps on the page's agreement links, once per page; a held tap opens now. */
export function listenForAgreementTaps(): void {
  const held = takeEarlyTaps(AGREEMENT_LINK);
  if (!held) return;
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
  const last = held.at(-1);
  if (last instanceof HTMLAnchorElement) open(last);
}
