/**
 * A bottom sheet, the idiom of Chinese H5 pages (Vant, antd-mobile): a modal dialog rising from
 * the bottom edge with a bar of 取消 · title · 确定, or the title and 关闭 when nothing needs
 * confirming. Escape and the backdrop close it, Tab stays inside, the page behind does not
 * scroll; focus goes to the element marked data-sheet-focus (else the first control) on open and
 * back to what had it on close.
 *
 * The phone's Back closes it and stays on the page (issue 38): opening pushes a history entry,
 * and every close goes through that entry: Back pops it, and a button, Escape or the backdrop
 * pops it too (history.back()), so no stray entry is left. What the close does (store a choice)
 * runs once the entry is gone, after the popstate, so a form that pushes its own entry on the
 * first change (use-step-history.ts) pushes it above the page, not above a dead sheet entry.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import "./sheet.css";

/** Closes the sheet, then runs `then` (else the sheet's onClose). */
export type CloseSheet = (then?: () => void) => void;

export interface BottomSheetProps {
  title: string;
  /** The sheet has closed without a choice (Back, 取消, 关闭, Escape, the backdrop). */
  onClose: () => void;
  /** With it the bar reads 取消 · title · 确定; without it, title · 关闭. Runs after the close. */
  onConfirm?: (() => void) | undefined;
  confirmDisabled?: boolean;
  /** Most of the screen tall (reading); otherwise as tall as the content. */
  tall?: boolean;
  /** The content; as a function it gets the close, for a choice made by one tap. */
  children: ReactNode | ((close: CloseSheet) => ReactNode);
}

let opened = 0;
const stateOf = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

/** The sheet's own history entry while it is open; the close that goes through it. */
function useSheetEntry(onClose: () => void): CloseSheet {
  const [entry] = useState(() => `${Date.now()}-${++opened}`);
  const then = useRef<(() => void) | undefined>(undefined);
  const closing = useRef(false);
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  });
  useEffect(() => {
    const ours = () => stateOf(history.state).sheet === entry;
    history.pushState({ ...stateOf(history.state), sheet: entry }, "");
    const onPopState = () => {
      if (!ours()) (then.current ?? latest.current)();
    };
    window.addEventListener("popstate", onPopState);
    return () => {
      window.removeEventListener("popstate", onPopState);
      // Closed without its entry (the page moved on): the entry goes too.
      if (ours()) history.back();
    };
  }, [entry]);
  return (next) => {
    if (closing.current) return;
    closing.current = true;
    then.current = next;
    if (stateOf(history.state).sheet === entry) history.back();
    else (next ?? latest.current)();
  };
}

const FOCUSABLE = "button:not([disabled]), a[href], input, select, [tabindex]:not([tabindex='-1'])";

function keepTabInside(event: KeyboardEvent<HTMLDivElement>) {
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export function BottomSheet({
  title,
  onClose,
  onConfirm,
  confirmDisabled,
  tall,
  children,
}: BottomSheetProps) {
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const close = useSheetEntry(onClose);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = sheet.current;
    (
      root?.querySelector<HTMLElement>("[data-sheet-focus]") ?? root?.querySelector<HTMLElement>(FOCUSABLE)
    )?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <div className="sheet-backdrop" onClick={() => close()}>
      <div
        ref={sheet}
        className={tall ? "sheet sheet-tall" : "sheet"}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.stopPropagation();
            close();
          } else if (event.key === "Tab") keepTabInside(event);
        }}
      >
        <div className="sheet-bar">
          {onConfirm && (
            <button type="button" className="sheet-bar-button sheet-cancel" onClick={() => close()}>
              取消
            </button>
          )}
          <strong className="sheet-title" id={titleId}>
            {title}
          </strong>
          {onConfirm ? (
            <button
              type="button"
              className="sheet-bar-button sheet-confirm"
              disabled={confirmDisabled}
              onClick={() => close(onConfirm)}
            >
              确定
            </button>
          ) : (
            <button type="button" className="sheet-bar-button sheet-confirm" onClick={() => close()}>
              关闭
            </button>
          )}
        </div>
        <div className="sheet-body">{typeof children === "function" ? children(close) : children}</div>
      </div>
    </div>
  );
}
