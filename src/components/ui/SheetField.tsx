/**
 * The one scaffold of every picker (decision 265): its label, a button showing the choice, hint
 * and error, what goes under it, and while open its bottom sheet, a modal <dialog> with a bar of
 * 取消 · title · 确定 (or title · 关闭). The choice is kept in a hidden input named `name` that the
 * form writes (decision 155); focus goes to the element marked data-sheet-focus on open.
 *
 * The phone's Back closes it and stays on the page (decision 120): every close goes through the
 * sheet's history entry, and what the close does runs after the popstate, so a form that pushes
 * its own entry on the first change (FormApp.tsx) pushes it above the page, not a dead entry.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { describedBy, FieldError, FieldHint, RequiredMark, type FieldBase } from "./FieldMessage.tsx";
import "./ui.css";
import "./sheet.css";

/** What every picker takes: the field, its current choice (as the form holds it) and the report. */
export interface PickerProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
}

/** Closes the sheet: runs `then` (a choice), then the sheet's onClose. */
type CloseSheet = (then?: () => void) => void;

interface SheetFieldProps extends Omit<PickerProps, "value" | "onChange"> {
  /** The choice as the field shows it; empty shows the placeholder. */
  shown: string;
  placeholder: string;
  open: boolean;
  onOpen: () => void;
  onFocus?: () => void;
  /** Under the field, outside the sheet (the city help). */
  below?: ReactNode;
  /** The sheet has closed (Back, 取消, 关闭, Escape, the backdrop, or after a choice). */
  onClose: () => void;
  /** With it the bar reads 取消 · title · 确定; without it, title · 关闭. Runs before onClose. */
  onConfirm?: (() => void) | undefined;
  confirmDisabled?: boolean;
  /** The sheet's content; as a function it gets the close, for a choice made by one tap. */
  children: ReactNode | ((close: CloseSheet) => ReactNode);
}

let opened = 0;
/** `history.state` as an object (the form's steps keep their keys in it too, FormApp.tsx). */
export const historyState = (value: unknown): Record<string, unknown> =>
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
    const ours = () => historyState(history.state).sheet === entry;
    history.pushState({ ...historyState(history.state), sheet: entry }, "");
    const onPopState = () => {
      if (ours()) return;
      then.current?.();
      latest.current();
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
    if (historyState(history.state).sheet === entry) return history.back();
    next?.();
    latest.current();
  };
}

function BottomSheet(
  props: Pick<SheetFieldProps, "label" | "onClose" | "onConfirm" | "confirmDisabled" | "children">,
) {
  const { label, onConfirm, children } = props;
  const titleId = useId();
  const sheet = useRef<HTMLDialogElement>(null);
  const close = useSheetEntry(props.onClose);
  // A modal <dialog> keeps Tab inside and the page behind inert. Shown before the first paint,
  // closed before it leaves the page, and focus goes back to what had it.
  useLayoutEffect(() => {
    const dialog = sheet.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Without a modal <dialog> (iOS before 15.4) the sheet still shows, without the backdrop.
    if (typeof dialog?.showModal === "function") dialog.showModal();
    else dialog?.setAttribute("open", "");
    dialog?.querySelector<HTMLElement>("[data-sheet-focus]")?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      if (typeof dialog?.close === "function") dialog.close();
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={sheet}
      className="sheet"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // Escape is this sheet's, not the pop-up form's around it (FormApp.tsx DialogFrame).
      onKeyDown={(event) => event.key === "Escape" && event.stopPropagation()}
      // A tap on the backdrop lands on the dialog itself; its content covers the rest.
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div className="sheet-bar">
        {onConfirm && (
          <button type="button" className="sheet-bar-button sheet-cancel" onClick={() => close()}>
            取消
          </button>
        )}
        <strong className="sheet-title" id={titleId}>
          {label}
        </strong>
        <button
          type="button"
          className="sheet-bar-button sheet-confirm"
          disabled={onConfirm && props.confirmDisabled}
          onClick={() => close(onConfirm)}
        >
          {onConfirm ? "确定" : "关闭"}
        </button>
      </div>
      <div className="sheet-body">{typeof children === "function" ? children(close) : children}</div>
    </dialog>
  );
}

export function SheetField(props: SheetFieldProps) {
  const { id, name, label, required, error, hint, shown, placeholder, open, onOpen, onFocus, below } = props;
  const labelId = useId();
  return (
    <div className="ui-field">
      <span className="ui-label" id={labelId}>
        {label}
        <RequiredMark required={required} />
      </span>
      <FieldHint id={id} hint={hint} />
      <input type="hidden" name={name} />
      <button
        type="button"
        className="ui-select sheet-trigger"
        id={id}
        aria-labelledby={`${labelId} ${id}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onFocus={onFocus}
        onClick={onOpen}
      >
        <span className="sheet-shown">
          {shown || <span className="sheet-placeholder">{placeholder}</span>}
        </span>
      </button>
      <FieldError id={id} error={error} />
      {below}
      {open && <BottomSheet {...props} />}
    </div>
  );
}
