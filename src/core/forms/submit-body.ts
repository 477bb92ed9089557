/**
 * Turns what the visitor typed into the flat form-encoded body of /v3/user/formSave or
 * /v3/user/save (src/contract/requests.ts): `form_kind`, one field per filled input, and for each
 * area field the code, the name shown and the province/city codes derived by the spec's rule.
 */
import { cityCodeOf, NO_COUNTY_CITY_CODES, provinceCodeOf } from "../area.ts";
import { normalizeName } from "../name.ts";
import { isVirtualOperatorNumber, normalizeMobile } from "../phone.ts";
import type { FormKind } from "../../config/forms/kinds.ts";
import type { FieldSpec, FormSpec } from "../../config/forms/types.ts";
import { fieldsOf } from "../../config/forms/registry.ts";
import type { FormValues } from "./form-rules.ts";
import { CONSENT_FIELD } from "../login/sms-fields.ts";

/** Name of the field holding the shown name of an area field. */
export const areaNameField = (name: string) => `${name}_name`;

/** The body of a saved form: its kind and one flat text field per input. */
export type SubmissionBody = { form_kind: FormKind } & Record<string, string>;

/** The ID number's own consent flag, sent with the body (as the main one) so the server records it. */
export const ID_CONSENT_FIELD = "id_consent";

/** The separate consent to hand the answers to partners (FormSpec.partnerConsent), sent the same way. */
export const PARTNER_CONSENT_FIELD = "partner_consent";

/**
 * The code to send for an area: the selected code, except under a city without counties
 * (东莞, 中山, 儋州, 嘉峪关), where the package's invented town codes are replaced by the city code.
 */
function areaCodeToSend(code: string): string {
  const city = cityCodeOf(code);
  return NO_COUNTY_CITY_CODES.includes(city) ? city : code;
}

/** How a kind's value is sent; other kinds go as typed (trimmed). */
const SENT_AS: Partial<Record<FieldSpec["kind"], (raw: string) => string>> = {
  name: normalizeName,
  mobile: normalizeMobile,
  idNumber: (raw) => raw.toUpperCase(),
};

/** The body fields of a validated form (the API client adds the common fields). */
export function submissionBody(spec: FormSpec, values: FormValues): SubmissionBody {
  const body: SubmissionBody = { form_kind: spec.kind };
  for (const field of fieldsOf(spec)) {
    const raw = (values[field.name] ?? "").trim();
    if (raw === "") continue;
    if (field.kind === "area") {
      const code = areaCodeToSend(raw);
      body[field.name] = code;
      body[areaNameField(field.name)] = (values[areaNameField(field.name)] ?? "").trim();
      body[`${field.name}_province_code`] = provinceCodeOf(code);
      body[`${field.name}_city_code`] = cityCodeOf(code);
      continue;
    }
    body[field.name] = SENT_AS[field.kind]?.(raw) ?? raw;
    // Spec 5 flags virtual-operator numbers without saying what follows: the flag goes beside the
    // number to the backend, which decides (decision 070 in docs/decisions/forms.md).
    if (field.kind === "mobile" && isVirtualOperatorNumber(raw)) body[`${field.name}_virtual_operator`] = "1";
  }
  body[CONSENT_FIELD] = "1";
  if (fieldsOf(spec).some((field) => field.kind === "idNumber")) body[ID_CONSENT_FIELD] = "1";
  if (spec.partnerConsent) body[PARTNER_CONSENT_FIELD] = "1";
  return body;
}
