/**
 * Types of the data-driven forms: a form is a list of steps, a step a list of fields, and each
 * field names the body field it fills, its label and its kind. Renderers, validation, drafts
 * and submission all read these objects; nothing about a field is decided in a component.
 */
import type { ConsentDocument } from "../compliance.ts";
import type { FormKind } from "./kinds.ts";

/** How a field is entered and which rule checks it (src/core/forms/form-rules.ts). */
type FieldKind =
  /** Free text, trimmed; `maxLength` applies. */
  | "text"
  /** Person name (src/core/name.ts); empty: 请填写姓名. */
  | "name"
  /** Resident ID number (src/core/id-number.ts); sensitive, needs its own consent. */
  | "idNumber"
  /** Mainland mobile (src/core/phone.ts); invalid: 请填写正确的电话. */
  | "mobile"
  /** One of `options`: chips when they are few, else a bottom sheet (FormApp.tsx FieldControl). */
  | "select"
  /** One of `options` as a row of chips (radio group). */
  | "chips"
  /** Several of `options` as chips (checkbox group); stored comma-joined. */
  | "multiChips"
  /** Province -> city (-> county) picker; stores the code and `<name>_name`. Empty: 请选择地区. */
  | "area"
  /** Detailed address, 5-60 characters; empty: 请填写详细地址. */
  | "address"
  /** A decimal number within `min`..`max`, multiple of `step`; `presets` become quick chips. */
  | "number"
  /** A month YYYY-MM, not after the current month. */
  | "month";

/** One option: a stable code sent to the server and the label shown. */
export interface FieldOption {
  value: string;
  label: string;
  /** The option is allowed only when another field holds one of these values. */
  onlyIf?: { field: string; values: readonly string[] };
}

/** One field of a form. */
export interface FieldSpec {
  /** Body field name: lower case, digits, underscores (the contract's field-name rule). */
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  options?: readonly FieldOption[];
  placeholder?: string;
  /** Shown under the label, e.g. why the field is asked. */
  hint?: string;
  /** number: bounds and step, in `unit`. */
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
  /** number: quick values shown as chips. */
  presets?: readonly FieldOption[];
  /** text/address: maximum length in code points. */
  maxLength?: number;
  /** area: "city" stops at the city level, "county" asks the county too. */
  areaDepth?: "city" | "county";
  /** mobile: other mobile fields whose value must differ from this one. */
  distinctFrom?: readonly string[];
  /** mobile: must differ from the applicant's own (logged-in) phone. */
  notApplicantPhone?: boolean;
  /** autocomplete token for the browser. */
  autoComplete?: string;
}

/** One screen of a multi-step form. */
export interface FormStep {
  title: string;
  fields: readonly FieldSpec[];
}

/** Where a form goes after the server saved it. */
export type FormNext =
  /** The channel's flow: success by succ_todo, refusal by fail_todo (src/core/flow-destinations.ts). */
  | { kind: "flow" }
  /** Fixed pages of this bundle (the iOS flow). */
  | { kind: "paths"; success: string; failure: string }
  /** A result page that reads `?result=success|fail` (car loan). */
  | { kind: "result"; path: string }
  /** Back to the partner app's zhijieBackUrl when its host is allowed, else the result page. */
  | { kind: "zhijie"; path: string };

/** The personal-information consent (unticked at first; REFERENCE.md "Consent"). */
export interface ConsentSpec {
  /** Text before the documents, e.g. 我已阅读并同意. */
  lead: string;
  documents: readonly ConsentDocument[];
}

/**
 * The separate consent of a form whose answers go on to partners who contact the visitor (PIPL
 * art. 23; decision 420): it names the recipients, the data and the purpose, starts unticked, and
 * the form is not sent without it. The recipients' names are listed in the 联合登录协议.
 */
interface PartnerConsentSpec {
  /** Who receives the data, by kind, e.g. 合作的持牌金融机构及其委托的车贷顾问. */
  recipients: string;
  /** What they use it for, e.g. 审核车主贷申请并电话联系我. */
  purpose: string;
}

/** A whole form. */
export interface FormSpec {
  /** Form id: the draft key and the island's prop. */
  id: string;
  /** form_kind sent with the body (src/contract/requests.ts). */
  kind: FormKind;
  /** Shown above the form. */
  heading: string;
  intro: string;
  steps: readonly FormStep[];
  /** /v3/user/formSave (default) or /v3/user/save. */
  endpoint: "formSave" | "userSave";
  consent: ConsentSpec;
  /** Present when the answers go on to partners (car loans, debt consultations). */
  partnerConsent?: PartnerConsentSpec;
  next: FormNext;
  submitLabel: string;
  /** Drawn as a dialog over the page (the p4 info pop-up). */
  presentation?: "page" | "dialog";
  /** Prefill from query parameters (car valuation hand-over). */
  prefill?: "car";
}
