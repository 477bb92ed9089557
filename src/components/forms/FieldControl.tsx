/** Renders one field of a form spec with the shared UI atoms. */
import type { FieldSpec } from "../../config/forms/types.ts";
import { Chips } from "../ui/Chips.tsx";
import { Field } from "../ui/Field.tsx";
import { SheetSelect } from "../ui/SheetSelect.tsx";
import { AreaPicker } from "./AreaPicker.tsx";
import { MonthPicker } from "./MonthPicker.tsx";
import { areaNameField } from "../../core/forms/submit-body.ts";
import type { FormValues } from "../../core/forms/validate-field.ts";

/** The id of a field's control (the first error gets focus through it). */
export const controlId = (formId: string, name: string) => `${formId}-${name}`;

export interface FieldControlProps {
  formId: string;
  field: FieldSpec;
  values: FormValues;
  error: string | undefined;
  onChange: (name: string, value: string) => void;
  /** Current month YYYY-MM once known in the browser (month inputs' max). */
  maxMonth: string | undefined;
}

/** A choice among this many options or fewer shows them all as chips; longer lists open a sheet. */
const CHIPS_UP_TO_OPTIONS = 4;

const TEXT_INPUTS: Partial<
  Record<FieldSpec["kind"], { type?: "tel"; inputMode?: "numeric" | "decimal" | "text"; maxLength?: number }>
> = {
  name: { maxLength: 25 },
  idNumber: { inputMode: "text", maxLength: 18 },
  mobile: { type: "tel", inputMode: "numeric", maxLength: 16 },
};

/** Options allowed with the other answers (an option with onlyIf shows only where it applies). */
function visibleOptions(field: FieldSpec, values: FormValues) {
  const current = values[field.name] ?? "";
  return (field.options ?? []).filter(
    (option) =>
      !option.onlyIf ||
      option.onlyIf.values.includes(values[option.onlyIf.field] ?? "") ||
      option.value === current,
  );
}

export function FieldControl({ formId, field, values, error, onChange, maxMonth }: FieldControlProps) {
  const id = controlId(formId, field.name);
  const value = values[field.name] ?? "";
  const set = (next: string) => onChange(field.name, next);
  const common = { id, label: field.label, required: field.required, error, hint: field.hint };
  switch (field.kind) {
    case "select": {
      const options = visibleOptions(field, values);
      if (options.length > CHIPS_UP_TO_OPTIONS)
        return <SheetSelect {...common} value={value} options={options} onChange={set} />;
      return (
        <Chips
          {...common}
          options={options}
          selected={value === "" ? [] : [value]}
          onChange={(selected) => set(selected.join(","))}
        />
      );
    }
    case "chips":
    case "multiChips":
      return (
        <Chips
          {...common}
          options={visibleOptions(field, values)}
          selected={value === "" ? [] : value.split(",")}
          multiple={field.kind === "multiChips"}
          onChange={(selected) => set(selected.join(","))}
        />
      );
    case "area":
      return (
        <AreaPicker
          id={id}
          label={field.label}
          depth={field.areaDepth ?? "county"}
          code={value}
          name={values[areaNameField(field.name)] ?? ""}
          required={field.required}
          error={error}
          onChange={(code, name) => {
            onChange(areaNameField(field.name), name);
            onChange(field.name, code);
          }}
        />
      );
    case "number":
      return (
        <>
          <Field
            {...common}
            value={value}
            onChange={set}
            inputMode={field.step !== undefined && field.step < 1 ? "decimal" : "numeric"}
            unit={field.unit}
            placeholder={field.placeholder}
            maxLength={12}
          />
          {field.presets && (
            <div className="ui-chips form-presets" role="group" aria-label={`${field.label}快捷选择`}>
              {field.presets.map((preset) => (
                <button
                  key={preset.value}
                  type="button"
                  className="ui-button"
                  aria-pressed={value === preset.value}
                  onClick={() => set(preset.value)}
                >
                  {preset.label}
                </button>
              ))}
            </div>
          )}
        </>
      );
    case "month":
      return <MonthPicker {...common} value={value} onChange={set} maxMonth={maxMonth} />;
    default:
      return (
        <Field
          {...common}
          {...TEXT_INPUTS[field.kind]}
          value={value}
          onChange={set}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength ?? TEXT_INPUTS[field.kind]?.maxLength}
        />
      );
  }
}
