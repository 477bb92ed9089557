/** Every form by id: the island receives an id (a serialisable prop) and looks its form up here. */
import * as car from "./car.ts";
import { DEBT_OPTIMIZATION } from "./debt.ts";
import { IOS_BASIC, IOS_CONTACT } from "./ios.ts";
import * as personal from "./personal.ts";
import type { FieldSpec, FormSpec } from "./types.ts";

const FORMS: readonly FormSpec[] = [
  personal.FORM_PACKAGE,
  personal.FORM_PACKAGE_APP,
  personal.FORM_PACKAGE_UNI,
  personal.FORM_PACKAGE_SIMPLE,
  personal.FORM_PACKAGE_TEST,
  personal.P4_INFO_POP,
  IOS_BASIC,
  IOS_CONTACT,
  car.CARLOAN,
  car.CARLOAN_APP,
  car.CARLOAN_ZHIJIE,
  car.BD_CARLOAN,
  car.KUAISHOU_CARLOAN,
  car.UNI_CARLOAN,
  car.APP_CARLOAN,
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
