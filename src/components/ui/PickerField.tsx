/**
 * The field of a picker (a list sheet, area or month columns): its label, a button named by the
 * label and the choice it shows, its hint and error, and what goes under it (the sheet, help).
 */
import { useId, type ReactNode } from "react";
import { FieldError, FieldHint, RequiredMark } from "./FieldMessage.tsx";
import { describedBy } from "./ids.ts";
import "./ui.css";
import "./sheet.css";

export interface PickerFieldProps {
  id: string;
  label: string;
  required: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  /** The choice as the field shows it; empty shows the placeholder. */
  shown: string;
  placeholder: string;
  open: boolean;
  onOpen: () => void;
  onFocus?: () => void;
  children?: ReactNode;
}

export function PickerField(props: PickerFieldProps) {
  const { id, label, required, error, hint, shown, placeholder, open, onOpen, onFocus, children } = props;
  const labelId = useId();
  return (
    <div className="ui-field">
      <span className="ui-label" id={labelId}>
        {label}
        <RequiredMark required={required} />
      </span>
      <FieldHint id={id} hint={hint} />
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
        {shown || <span className="sheet-placeholder">{placeholder}</span>}
      </button>
      <FieldError id={id} error={error} />
      {children}
    </div>
  );
}
