/**
 * The names of an SMS login's fields, which the login, the forms and the early 获取验证码 read
 * from the form: apart from the login's messages (login-fields.ts), so the inline starter
 * carries only these.
 */

/** The phone and code fields of every SMS login (inside forms too, src/core/forms). */
export const SMS_PHONE_FIELD = "sms_phone";
export const SMS_CODE_FIELD = "sms_code";
/** The consent box's name: the login's own and the forms' (sent with a form's body). */
export const CONSENT_FIELD = "consent";
