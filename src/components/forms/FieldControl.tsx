/**
 * Renders one field of a form spec with the shared UI atoms. Text and chips are uncontrolled
 * inputs named by the field; pickers keep their choice in hidden inputs the form writes (`set`).
 * `values` is what the form holds, for what the field shows from it.
 */
import type { FieldSpec } from "../../config/forms/types.ts";
import { Chips } from "../ui/Chips.tsx";
import { Field } from "../ui/Field.tsx";
import { SheetSelect } from "../ui/SheetSelect.tsx";
import { AreaPicker } from "./AreaPicker.tsx";
import { MonthPicker } from "./MonthPicker.tsx";
import { areaNameField } from "../../core/forms/submit-body.ts";
import type { FormValues } from "../../core/forms/form-rules.ts";

/** The id of a field's control (the first error gets focus through it). */
export const controlId = (formId: string, name: string) => `${formId}-${name}`;

interface FieldControlProps {
  formId: string;
  field: FieldSpec;
  values: FormValues;
  error: string | undefined;
  /** Writes a field's value into the form (a picker's choice, a preset). */
  set: (name: string, value: string) => void;
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

export function FieldControl({ formId, field, values, error, set }: FieldControlProps) {
  const { name } = field;
  const value = values[name] ?? "";
  const { label, required, hint } = field;
  const common = { id: controlId(formId, name), name, label, required, error, hint };
  const picker = { ...common, value, onChange: (next: string) => set(name, next) };
  switch (field.kind) {
    case "select":
    case "chips":
    case "multiChips": {
      const options = visibleOptions(field, values);
      if (field.kind === "select" && options.length > CHIPS_UP_TO_OPTIONS) {
        return <SheetSelect {...picker} options={options} />;
      }
      return <Chips {...common} options={options} multiple={field.kind === "multiChips"} />;
    }
    case "area":
      return (
        <AreaPicker
          {...picker}
          depth={field.areaDepth ?? "county"}
          shown={values[areaNameField(name)] ?? ""}
          onChange={(code, shown) => {
            set(areaNameField(name), shown);
            set(name, code);
          }}
        />
      );
    case "number":
      return (
        <>
          <Field
            {...common}
            inputMode={field.step !== undefined && field.step < 1 ? "decimal" : "numeric"}
            unit={field.unit}
            placeholder={field.placeholder}
            maxLength={12}
          />
          {field.presets && (
            <div className="ui-chips form-presets" role="group" aria-label={`${label}快捷选择`}>
              {field.presets.map((preset) => (
                <button
                  key={preset.value}
                  type="button"
                  className="ui-button"
                  aria-pressed={value === preset.value}
                  onClick={() => set(name, preset.value)}
                >
                  {preset.label}
                </button>
              ))}
            </div>
          )}
        </>
      );
    case "month":
      return <MonthPicker {...picker} />;
    default:
      return (
        <Field
          {...common}
          {...TEXT_INPUTS[field.kind]}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength ?? TEXT_INPUTS[field.kind]?.maxLength}
        />
      );
  }
}
