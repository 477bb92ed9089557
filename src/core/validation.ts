/**
 * The default messages and the time rule of spec section 5. Phone, ID number and name rules
 * live in phone.ts, id-number.ts and name.ts.
 */

/** Spec 5: "Default messages: name empty 请填写姓名; phone invalid 请填写正确的电话; address empty 请填写详细地址; area empty 请选择地区." */
export const MESSAGES = {
  nameEmpty: "请填写姓名",
  phoneInvalid: "请填写正确的电话",
  addressEmpty: "请填写详细地址",
  areaEmpty: "请选择地区",
} as const;

/** Spec 5: "Time string: only HH:MM:SS, 24-hour." */
const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/**
 * True for a 24-hour HH:MM:SS string.
 * @public Spec 5's rule; no form asks for a time yet (decision 070 in docs/decisions/forms.md).
 */
export function isValidTime(value: unknown): boolean {
  return typeof value === "string" && TIME_PATTERN.test(value);
}
