/**
 * The one scaffold of every picker (a list sheet, area or month columns): its label, a button
 * named by the label and the choice it shows, its hint and error, what goes under it (help),
 * and, while open, its bottom sheet (BottomSheet.tsx: Back closes it) titled by the label.
 * The choice is kept in a hidden input named `name`, where the form reads it (FormData); the
 * form writes it (use-form-values.ts `set`) when the picker reports a choice.
 */
import { useId, type ReactNode } from "react";
import { BottomSheet, type BottomSheetProps } from "./BottomSheet.tsx";
import { FieldError, FieldHint, RequiredMark } from "./FieldMessage.tsx";
import { describedBy } from "./ids.ts";
import "./ui.css";
import "./sheet.css";

/** What every picker takes: the field, its current choice (as the form holds it) and the report. */
export interface PickerProps {
  id: string;
  name: string;
  label: string;
  required: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

export interface SheetFieldProps
  extends Omit<BottomSheetProps, "title">, Omit<PickerProps, "value" | "onChange"> {
  /** The choice as the field shows it; empty shows the placeholder. */
  shown: string;
  placeholder: string;
  open: boolean;
  onOpen: () => void;
  onFocus?: () => void;
  /** Under the field, outside the sheet (the city help). */
  below?: ReactNode;
}

export function SheetField(props: SheetFieldProps) {
  const { id, name, label, required, error, hint, shown, placeholder, open, onOpen, onFocus, below } = props;
  const { onClose, onConfirm, confirmDisabled, children } = props;
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
      {open && (
        <BottomSheet title={label} onClose={onClose} onConfirm={onConfirm} confirmDisabled={confirmDisabled}>
          {children}
        </BottomSheet>
      )}
    </div>
  );
}
