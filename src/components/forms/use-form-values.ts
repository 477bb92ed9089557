/**
 * The island's read copy of its uncontrolled form (decision 155): `values`, read again after every
 * change, only for what the page shows from the answers.
 */
import { useCallback, useRef, useState } from "react";
import { fillUntouched, formValues, writeValue } from "../../client/forms/form-values.ts";

export function useFormValues() {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const refresh = useCallback(() => {
    if (form.current) setValues(formValues(form.current));
  }, []);
  /** Writes a field (a picker's choice, a preset) and shows it. */
  const set = useCallback(
    (name: string, value: string) => {
      if (form.current) writeValue(form.current, name, value);
      refresh();
    },
    [refresh],
  );
  /** Fills what the visitor has not touched (a draft, a link, a profile), and shows it. */
  const fill = useCallback(
    (found: Readonly<Record<string, string>>) => {
      if (form.current) fillUntouched(form.current, found);
      refresh();
    },
    [refresh],
  );
  return { form, values, refresh, set, fill };
}
