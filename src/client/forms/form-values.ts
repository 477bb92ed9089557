/**
 * The forms' values live in the form itself (decision 155); these read and write them by name.
 * Multi-choice fields (checkboxes of one name) read comma-joined in page order.
 */
type Control = HTMLInputElement | HTMLTextAreaElement;

/** Every named value of `form`, by name. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form);
  const values: Record<string, string> = {};
  for (const name of new Set(data.keys())) values[name] = data.getAll(name).map(String).join(",");
  return values;
}

function controlsNamed(form: HTMLFormElement, name: string): Control[] {
  return [...form.elements].filter(
    (element): element is Control =>
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
      element.name === name,
  );
}

const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");

/** True while the visitor has left a field as the page rendered it (a hidden input: empty). */
function untouched(controls: Control[]): boolean {
  return controls.every((control) => {
    if (isCheckable(control)) return control.checked === control.defaultChecked;
    if (control instanceof HTMLInputElement && control.type === "hidden") return control.value === "";
    return control.value === control.defaultValue;
  });
}

/** Sets a field: a text or hidden value, or which boxes of the name are ticked (comma-joined). */
export function writeValue(form: HTMLFormElement, name: string, value: string): void {
  const picked = value.split(",");
  for (const control of controlsNamed(form, name)) {
    if (isCheckable(control)) control.checked = picked.includes(control.value);
    else control.value = value;
  }
}

/** Fills the fields the visitor has not touched (a draft, a profile, a link); typed values win. */
export function fillUntouched(form: HTMLFormElement, values: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(values)) {
    const controls = controlsNamed(form, name);
    if (controls.length > 0 && untouched(controls)) writeValue(form, name, value);
  }
}
