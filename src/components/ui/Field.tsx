/**
 * A labelled text input with its hint, unit and error next to it. It is uncontrolled: the form
 * holds what was typed (the form islands read it with FormData).
 */
import type { HTMLAttributes } from "react";
import { describedBy, FieldError, FieldHint, RequiredMark, type FieldBase } from "./FieldMessage.tsx";
import "./ui.css";

interface FieldProps extends FieldBase {
  unit?: string | undefined;
  type?: "text" | "tel";
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  placeholder?: string | undefined;
  autoComplete?: string | undefined;
  maxLength?: number | undefined;
}

export function Field(props: FieldProps) {
  const { id, label, required, error, hint, unit, type = "text" } = props;
  return (
    <div className="ui-field">
      <label className="ui-label" htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint id={id} hint={hint} />
      <div className="ui-control">
        <input
          className="ui-input"
          id={id}
          name={props.name}
          type={type}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          inputMode={props.inputMode}
          placeholder={props.placeholder}
          autoComplete={props.autoComplete ?? "off"}
          maxLength={props.maxLength}
        />
        {unit && <span className="ui-unit">{unit}</span>}
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
