/**
 * Phone and SMS code inside a form, for visitors who are not logged in yet (the car host's entry,
 * ad landings). The code is requested only after the consent box is ticked (REFERENCE.md:
 * no SMS before consent); the resend button counts down 60 s.
 */
import { useState } from "react";
import { messageOf } from "../../client/api-error.ts";
import { requestLoginCode } from "../../client/login.ts";
import { maskPhone } from "../../core/phone.ts";
import {
  CODE_MAX_LENGTH,
  LOGIN_MESSAGES,
  cleanCodeInput,
  codeProblem,
  phoneProblem,
  smsSentMessage,
} from "../../core/login/login-fields.ts";
import { sendButtonLabel } from "../../core/login/sms-countdown.ts";
import { useResendCountdown } from "../login/use-resend-countdown.ts";
import { Field } from "../ui/Field.tsx";
import { SMS_CODE_FIELD, SMS_PHONE_FIELD } from "../../core/forms/submit-body.ts";
import { controlId } from "./FieldControl.tsx";

/** Problems of the phone and code fields, with the login island's rules and messages. */
export function smsErrors(phone: string, code: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const phoneMessage = phoneProblem(phone);
  if (phoneMessage) errors[SMS_PHONE_FIELD] = phoneMessage;
  const codeMessage = codeProblem(code);
  if (codeMessage) errors[SMS_CODE_FIELD] = codeMessage;
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
}

/** What the send button last said: inline under the code, as on the login page. */
type SendNotice = { tone: "info" | "error"; text: string };

export function SmsLogin({
  formId,
  phone,
  code,
  errors,
  consentGiven,
  onChange,
  onFieldError,
}: SmsLoginProps) {
  const [notice, setNotice] = useState<SendNotice | null>(null);
  const [sending, setSending] = useState(false);
  // The same stored countdown as the login island: a reload keeps counting on every page.
  const countdown = useResendCountdown();

  const send = async () => {
    if (sending || countdown.left > 0 || countdown.running()) return;
    const problem = phoneProblem(phone);
    if (problem) return onFieldError(SMS_PHONE_FIELD, problem);
    if (!consentGiven) return onFieldError("consent", LOGIN_MESSAGES.consentInForm);
    setSending(true);
    setNotice(null);
    try {
      countdown.start(await requestLoginCode(phone));
      setNotice({ tone: "info", text: smsSentMessage(maskPhone(phone)) });
    } catch (error) {
      setNotice({ tone: "error", text: messageOf(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <fieldset className="form-sms">
      <legend className="ui-label">验证手机号</legend>
      <p className="muted">提交前需验证手机号，用于接收处理结果。</p>
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
          maxLength={CODE_MAX_LENGTH}
          required
          value={code}
          error={errors[SMS_CODE_FIELD]}
          onChange={(value) => onChange(SMS_CODE_FIELD, cleanCodeInput(value))}
        />
        <button
          type="button"
          className="ui-button"
          onClick={() => void send()}
          disabled={sending || countdown.left > 0}
          aria-busy={sending}
        >
          {sending ? "发送中…" : sendButtonLabel(countdown.left, countdown.sentBefore)}
        </button>
      </div>
      <p
        className={`form-sms-notice form-sms-notice-${notice?.tone ?? "none"}`}
        role={notice?.tone === "error" ? "alert" : "status"}
      >
        {notice?.text ?? ""}
      </p>
    </fieldset>
  );
}
