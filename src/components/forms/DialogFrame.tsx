/**
 * The pop-up presentation of a form (/form-app/p4infopop-app): a modal dialog over the page.
 * 稍后填写 (or Escape) closes it and leaves a button that opens it again; the draft is kept.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";

export function DialogFrame({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const reopen = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(true);
  useEffect(() => {
    if (!open && wasOpen.current) reopen.current?.focus();
    wasOpen.current = open;
  }, [open]);
  if (!open) {
    return (
      <button ref={reopen} type="button" className="btn" onClick={() => setOpen(true)}>
        继续填写信息
      </button>
    );
  }
  return (
    <div className="form-dialog-backdrop">
      <div
        className="form-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        onKeyDown={(event) => {
          if (event.key === "Escape") setOpen(false);
        }}
      >
        <button type="button" className="form-dialog-close" onClick={() => setOpen(false)}>
          稍后填写
        </button>
        {children}
      </div>
    </div>
  );
}
