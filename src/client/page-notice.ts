/**
 * One notice for the whole page, at its top edge over everything (issue 54): what the page says
 * when its own scripts did not come (the starter, start/script-rescue.ts) or a call is still waiting
 * (api.ts). Plain DOM, so the inline starter can show it before any of the page's scripts ran.
 */
const NOTICE_ID = "page-notice";

/** A button in the notice: what it says and what it does. */
export interface NoticeAction {
  label: string;
  run: () => void;
}

/**
 * Shows `text` (replacing what the notice said), with a button when `action` is given. An
 * "alert" is read out at once; a "status" (a wait) when the reader is idle.
 */
export function showPageNotice(
  text: string,
  action?: NoticeAction,
  role: "alert" | "status" = "alert",
): void {
  let notice = document.getElementById(NOTICE_ID);
  if (!notice) {
    notice = document.createElement("div");
    notice.id = NOTICE_ID;
    notice.className = "page-notice";
    document.body.append(notice);
  }
  notice.setAttribute("role", role);
  notice.replaceChildren(text);
  if (!action) return;
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = action.label;
  button.addEventListener("click", action.run);
  notice.append(button);
}

/** Takes the notice away; nothing when none shows. */
export function hidePageNotice(): void {
  document.getElementById(NOTICE_ID)?.remove();
}
