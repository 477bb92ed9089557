/**
 * A consent checkbox, unticked until the visitor ticks it, with its text (and links) and error.
 * Uncontrolled, named `name` with the value "1" (the forms read it); `onChange` only listens.
 */
import type { ReactNode } from "react";
import { describedBy, FieldError } from "./FieldMessage.tsx";
import "./ui.css";

interface ConsentCheckboxProps {
  id: string;
  name?: string;
  onChange?: (checked: boolean) => void;
  children: ReactNode;
  error?: string | undefined;
}

export function ConsentCheckbox({ id, name, onChange, children, error }: ConsentCheckboxProps) {
  return (
    <div className="ui-field">
      <div className="ui-consent">
        <input
          id={id}
          name={name ?? id}
          value="1"
          type="checkbox"
          onChange={onChange && ((event) => onChange(event.target.checked))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
