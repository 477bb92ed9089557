/**
 * No silent spinner (issue 54, decision 425). A tap held for scripts that do not come (a failed
 * or very slow script file, a chunk missing after a bad release) is answered within seconds:
 * offline at the tap, the page says so at once; a failed script is requested once more by itself
 * ("正在重试"); when that fails too, or the scripts still have not come, the page offers
 * 重新加载 and keeps what was typed across it. A code request the starter already sent (the
 * early 获取验证码) is acknowledged: its countdown is stored, so neither the scripts arriving
 * late nor the reload send a second SMS inside it. Part of the inline starter.
 */
import { hidePageNotice, showPageNotice, type NoticeAction } from "../page-notice.ts";
import { carryAcrossReload, handOver, takeCarried } from "./hand-over.ts";
import { TAP_HELD, unmark } from "./held-taps.ts";

/** A held tap waits this long for the page's scripts before the visitor is told. */
const TELL_AFTER_MS = 4_000;
/** The one retry (or a slow load) gets this long more before 重新加载 is offered. */
const RETRY_MS = 8_000;

/** What the visitor reads; the notice itself is page-notice.ts's. */
const RESCUE_TEXT = {
  offline: "网络未连接，请连接网络后点“重新加载”，已填写的内容会保留。",
  slow: "网络较慢，页面仍在加载，请稍候…",
  retrying: "页面没有加载完整，正在重试…",
  failed: "页面没有加载完整，请检查网络后点“重新加载”，已填写的内容会保留。",
  reload: "重新加载",
  codeSent: "验证码已发送，请查收短信。",
} as const;

/** What the starter gives the rescue. */
export interface RescueHooks {
  /** Requests the scripts that failed again, under a new address. */
  retry: () => void;
  /** True once the starter's own request for a held tap was answered with a success. */
  acknowledge?: () => Promise<boolean>;
}

/** Text fields a visitor typed in (never a one-time code): their values by element id. */
function typedValues(): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    "input[type=text][id], input[type=tel][id], textarea[id]",
  )) {
    if (input.value !== "" && input.autocomplete !== "one-time-code") typed[input.id] = input.value;
  }
  return typed;
}

/**
 * Reloads the page; what was typed rides along in the page's own history entry, with the count
 * of failed scripts for the field reporter of the reloaded page (this one could not report it).
 */
function reloadKeepingTyped(): void {
  try {
    const start = handOver();
    // Failures the page's own field reporter (when it runs) will not report as it goes.
    const failed = (start.reporting ? 0 : start.failures) + (Number(takeCarried("failed")) || 0);
    carryAcrossReload({ typed: typedValues(), failed });
  } catch {
    // A state that cannot be copied: reload without the typed values rather than not at all.
  }
  location.reload();
}

/** After a 重新加载: puts the typed values back into the fields still empty, once. */
export function restoreTyped(): void {
  const typed = takeCarried("typed");
  if (typeof typed !== "object" || typed === null) return;
  for (const [id, value] of Object.entries(typed)) {
    const field = document.getElementById(id);
    const empty =
      field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value === "" : false;
    if (empty && typeof value === "string") (field as HTMLInputElement).value = value;
  }
}

/**
 * The rescue of one page's start: the starter reports each script it adds, loads and loses, and
 * each tap it holds.
 */
export function scriptRescue(hooks: RescueHooks) {
  /** Scripts requested and not yet loaded or failed; scripts failed and not yet requested again. */
  let waiting = 0;
  let failed = 0;
  let retried = false;
  let lead = "";
  let shown: { text: string; role: "alert" | "status"; action?: NoticeAction } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const allLoaded = () => waiting === 0 && failed === 0;
  const stillHeld = () => document.querySelector(`[${TAP_HELD}]`) !== null;
  const show = (text: string, role: "alert" | "status", action?: NoticeAction) => {
    shown = { text, role, ...(action ? { action } : {}) };
    showPageNotice(`${lead}${text}`, action, role);
  };
  const acknowledge = () => {
    void hooks.acknowledge?.().then((sent) => {
      if (!sent || lead) return;
      lead = RESCUE_TEXT.codeSent;
      // The code is on its way: its button need not spin.
      for (const element of document.querySelectorAll(`[data-login-action="send"][${TAP_HELD}]`))
        unmark(element);
      if (shown) show(shown.text, shown.role, shown.action);
    });
  };
  /** Offers 重新加载. Taps no script will take any more stop spinning; a slow load may still come. */
  const offerReload = (text: string = RESCUE_TEXT.failed) => {
    acknowledge();
    if (failed > 0 || text === RESCUE_TEXT.offline) {
      for (const element of document.querySelectorAll(`[${TAP_HELD}]`)) unmark(element);
    }
    show(text, "alert", { label: RESCUE_TEXT.reload, run: reloadKeepingTyped });
  };
  const retry = () => {
    if (retried) return offerReload();
    retried = true;
    // Requested again below (each counts as waiting once more).
    failed = 0;
    if (stillHeld()) {
      acknowledge();
      show(RESCUE_TEXT.retrying, "status");
    }
    hooks.retry();
    clearTimeout(timer);
    timer = setTimeout(() => !allLoaded() && stillHeld() && offerReload(), RETRY_MS);
  };
  return {
    added: () => void (waiting += 1),
    loaded() {
      waiting -= 1;
      if (!allLoaded()) return;
      clearTimeout(timer);
      // The scripts came after all: they take the held taps, the notice has nothing left to say.
      if (shown) hidePageNotice();
      shown = undefined;
    },
    /** A script failed: retried at once for a held tap, else at the next touch (once). */
    failed() {
      waiting -= 1;
      failed += 1;
      handOver().failures += 1;
      if (stillHeld()) retry();
      else if (!retried) {
        document.addEventListener("pointerdown", () => failed > 0 && retry(), { once: true, capture: true });
      }
    },
    /** A tap is held for the scripts. */
    held() {
      if (allLoaded()) return;
      if (navigator.onLine === false) return offerReload(RESCUE_TEXT.offline);
      if (failed > 0) return retry();
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        if (allLoaded() || !stillHeld()) return void (timer = undefined);
        show(RESCUE_TEXT.slow, "status");
        timer = setTimeout(() => !allLoaded() && stillHeld() && offerReload(), RETRY_MS);
      }, TELL_AFTER_MS);
    },
  };
}
