/**
 * A row of chips: radio buttons (one choice) or checkboxes (several) in a fieldset whose legend
 * is the label; real inputs that only look like chips, uncontrolled (decision 155). The first
 * input carries `id`, so focus can move to the group.
 */
import { describedBy, FieldError, FieldHint, RequiredMark, type FieldBase } from "./FieldMessage.tsx";
import "./ui.css";

interface ChipOption {
  value: string;
  label: string;
}

interface ChipsProps extends FieldBase {
  options: readonly ChipOption[];
  multiple?: boolean;
  defaultValue?: string;
}

export function Chips(props: ChipsProps) {
  const { id, name, label, options, multiple = false, required, error, hint, defaultValue } = props;
  return (
    <fieldset
      className="ui-field"
      aria-describedby={describedBy(id, hint, error)}
      aria-invalid={error ? true : undefined}
    >
      <legend className="ui-label">
        {label}
        <RequiredMark required={required} />
      </legend>
      <FieldHint id={id} hint={hint} />
      <div className="ui-chips">
        {options.map((option, index) => (
          <label className="ui-chip" key={option.value}>
            <input
              id={index === 0 ? id : `${id}-${index}`}
              type={multiple ? "checkbox" : "radio"}
              name={name}
              value={option.value}
              defaultChecked={option.value === defaultValue}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
