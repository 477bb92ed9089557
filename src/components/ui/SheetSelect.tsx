/**
 * A choice from a long list, as Chinese H5 forms offer it: a field that opens a bottom sheet
 * listing the options, where one tap chooses and closes. The field is a button named by its
 * label and its current choice; the list is a listbox whose options the arrow keys walk through.
 */
import { useState, type KeyboardEvent } from "react";
import { SheetField, type PickerProps } from "./SheetField.tsx";

interface SelectProps extends PickerProps {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}

/** Arrow keys, Home and End move the focus through a list's options. */
function walkOptions(event: KeyboardEvent<HTMLElement>) {
  const options = [...event.currentTarget.querySelectorAll<HTMLElement>("[role=option]")];
  const at = options.indexOf(document.activeElement as HTMLElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: options.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  options[Math.max(0, Math.min(options.length - 1, next))]?.focus();
}

export function SheetSelect(props: SelectProps) {
  const { value, options, onChange, placeholder = "请选择", ...field } = props;
  const { label, required } = field;
  const [open, setOpen] = useState(false);
  const chosen = options.find((option) => option.value === value);
  // An optional field can be left empty again.
  const choices = required ? options : [{ value: "", label: "暂不填写" }, ...options];
  return (
    <SheetField
      {...field}
      shown={chosen?.label ?? ""}
      placeholder={placeholder}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
    >
      {(close) => (
        <div role="listbox" aria-label={label} onKeyDown={walkOptions}>
          {choices.map((option) => {
            const selected = option.value === value;
            return (
              <button
                key={option.value}
                type="button"
                role="option"
                className="sheet-option"
                aria-selected={selected}
                data-sheet-focus={selected || undefined}
                onClick={() => close(() => option.value !== value && onChange(option.value))}
              >
                {option.label}
              </button>
            );
          })}
        </div>
      )}
    </SheetField>
  );
}
