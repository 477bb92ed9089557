/**
 * Phone and SMS code inside a form, for visitors who are not logged in yet (the car host's entry,
 * ad landings). The code is requested only after the consent box is ticked (REFERENCE.md:
 * no SMS before consent); the resend button counts down 60 s.
 */
import { useEffect, useState } from "react";
import { postOk } from "../../client/api.ts";
import { messageOf } from "../../client/api-error.ts";
import { SMS_CODE, type SendLoginSmsData } from "../../contract/auth.ts";
import { API_PATHS } from "../../contract/endpoints.ts";
import { isMainlandMobile, MESSAGES, normalizeMobile } from "../../core/validation.ts";
import { Field } from "../ui/Field.tsx";
import { SMS_CODE_FIELD, SMS_PHONE_FIELD } from "./engine/submit-flow.ts";
import { controlId } from "./FieldControl.tsx";

export const SMS_MESSAGES = {
  codeInvalid: `请填写${SMS_CODE.length}位验证码`,
  consentFirst: "请先阅读并同意协议，再获取验证码",
  sent: "验证码已发送，请注意查收",
} as const;

/** Problems of the phone and code fields (the code is checked only when submitting). */
export function smsErrors(phone: string, code: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isMainlandMobile(phone)) errors[SMS_PHONE_FIELD] = MESSAGES.phoneInvalid;
  if (!new RegExp(`^\\d{${SMS_CODE.length}}$`).test(code.trim()))
    errors[SMS_CODE_FIELD] = SMS_MESSAGES.codeInvalid;
  return errors;
}

export interface SmsLoginProps {
  formId: string;
  phone: string;
  code: string;
  errors: Record<string, string>;
  consentGiven: boolean;
  onChange: (name: string, value: string) => void;
  /** Shows an error at a field (and focuses it). */
  onFieldError: (name: string, message: string) => void;
  toast: (message: string) => void;
}

export function SmsLogin({
  formId,
  phone,
  code,
  errors,
  consentGiven,
  onChange,
  onFieldError,
  toast,
}: SmsLoginProps) {
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (wait <= 0) return undefined;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    if (sending || wait > 0) return;
    if (!isMainlandMobile(phone)) return onFieldError(SMS_PHONE_FIELD, MESSAGES.phoneInvalid);
    if (!consentGiven) return onFieldError("consent", SMS_MESSAGES.consentFirst);
    setSending(true);
    try {
      const data = await postOk<SendLoginSmsData>(API_PATHS.sendLoginSms, { phone: normalizeMobile(phone) });
      setWait(data.resend_after > 0 ? data.resend_after : SMS_CODE.resendSeconds);
      toast(SMS_MESSAGES.sent);
    } catch (error) {
      toast(messageOf(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <fieldset className="form-sms">
      <legend className="ui-label">验证手机号</legend>
      <p className="muted">提交前需验证手机号，用于接收审批结果。</p>
      <Field
        id={controlId(formId, SMS_PHONE_FIELD)}
        label="手机号"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={16}
        required
        value={phone}
        error={errors[SMS_PHONE_FIELD]}
        onChange={(value) => onChange(SMS_PHONE_FIELD, value)}
      />
      <div className="form-sms-code">
        <Field
          id={controlId(formId, SMS_CODE_FIELD)}
          label="验证码"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE.length}
          required
          value={code}
          error={errors[SMS_CODE_FIELD]}
          onChange={(value) => onChange(SMS_CODE_FIELD, value)}
        />
        <button
          type="button"
          className="ui-button"
          onClick={() => void send()}
          disabled={sending || wait > 0}
        >
          {wait > 0 ? `${wait}秒后重新获取` : "获取验证码"}
        </button>
      </div>
    </fieldset>
  );
}
