/**
 * A bottom sheet, the idiom of Chinese H5 pages (Vant, antd-mobile): a modal dialog rising from
 * the bottom edge with a bar of 取消 · title · 确定, or the title and 关闭 when nothing needs
 * confirming. Escape and the backdrop close it, Tab stays inside, the page behind does not
 * scroll; focus goes to the element marked data-sheet-focus (else the first control) on open and
 * back to what had it on close.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import "./sheet.css";

export interface BottomSheetProps {
  title: string;
  onClose: () => void;
  /** With it the bar reads 取消 · title · 确定; without it, title · 关闭. */
  onConfirm?: (() => void) | undefined;
  confirmDisabled?: boolean;
  /** Most of the screen tall (reading); otherwise as tall as the content. */
  tall?: boolean;
  children: ReactNode;
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
    <div className="sheet-backdrop" onClick={onClose}>
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
            onClose();
          } else if (event.key === "Tab") keepTabInside(event);
        }}
      >
        <div className="sheet-bar">
          {onConfirm && (
            <button type="button" className="sheet-bar-button sheet-cancel" onClick={onClose}>
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
              onClick={onConfirm}
            >
              确定
            </button>
          ) : (
            <button type="button" className="sheet-bar-button sheet-confirm" onClick={onClose}>
              关闭
            </button>
          )}
        </div>
        <div className="sheet-body">{children}</div>
      </div>
    </div>
  );
}
