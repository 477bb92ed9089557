/** A labelled native select (phones show their own wheel picker) with a 请选择 placeholder. */
import { FieldError, FieldHint } from "./FieldMessage.tsx";
import { describedBy } from "./ids.ts";
import "./ui.css";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  placeholder?: string;
}

export function Select(props: SelectProps) {
  const {
    id,
    label,
    value,
    options,
    onChange,
    required = false,
    error,
    hint,
    placeholder = "请选择",
  } = props;
  return (
    <div className="ui-field">
      <label className="ui-label" htmlFor={id}>
        {label}
        {required && (
          <span className="ui-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <FieldHint id={id} hint={hint} />
      <select
        className="ui-select"
        id={id}
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
