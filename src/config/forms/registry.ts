/** Every form by id: the island receives an id (a serialisable prop) and looks its form up here. */
import { CAR_FORMS } from "./car.ts";
import { DEBT_OPTIMIZATION } from "./debt.ts";
import * as ios from "./ios.ts";
import * as personal from "./personal.ts";
import type { FieldSpec, FormSpec } from "./types.ts";

// Every export of personal.ts and ios.ts is a form.
const FORMS: readonly FormSpec[] = [
  ...Object.values(personal),
  ...Object.values(ios),
  ...CAR_FORMS,
  DEBT_OPTIMIZATION,
];

/** The form with this id; throws at build time for a wrong id in a page (a programming error). */
export function formById(id: string): FormSpec {
  const spec = FORMS.find((form) => form.id === id);
  if (!spec) throw new Error(`Unknown form id "${id}" (src/config/forms/registry.ts)`);
  return spec;
}

/** All fields of a form in order. */
export function fieldsOf(spec: FormSpec): FieldSpec[] {
  return spec.steps.flatMap((step) => step.fields);
}
