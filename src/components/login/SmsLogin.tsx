/**
 * The one SMS login interface (decision 150): on an entry page its own form with the consent and
 * the submit button, inside the car and debt forms a fieldset whose consent and submit are the
 * form's. It only renders: the inputs are uncontrolled, the taps are acted on by one delegated
 * listener (src/client/login.ts) before and after React hydrates, and the island shows the state
 * the actions publish (`$smsLogin`, the stored countdown).
 */
import { useEffect, useState, useSyncExternalStore, type ChangeEvent } from "react";
import { fillStoredPhone, SMS_LOGIN } from "../../client/start/early-login.ts";
import { $smsLogin, SMS_LOGIN_IDLE, listenForLoginTaps, type Notice } from "../../client/login.ts";
import { CODE_MAX_LENGTH, cleanCodeInput } from "../../core/login/login-fields.ts";
import { CONSENT_FIELD, SMS_CODE_FIELD, SMS_PHONE_FIELD } from "../../core/login/sms-fields.ts";
import { PHONE_LENGTH, cleanPhoneInput } from "../../core/phone.ts";
import { CONSENT_DOCUMENTS } from "../../config/compliance.ts";
import { secondsLeft, sendButtonLabel } from "../../core/login/sms-countdown.ts";
import { EARLY_ACTION } from "../../client/start/held-taps.ts";
import { $smsCountdownUntil } from "../../client/page-stores.ts";
import { ConsentCheckbox } from "../ui/ConsentCheckbox.tsx";
import "./login-form.css";

interface Props {
  /** On an entry page: the submit button's label (contains 登录 or 申请). */
  submitLabel?: string;
  /** Inside a form: its field ids and its errors at these fields (its consent box is CONSENT_FIELD too). */
  inForm?: { ids: Record<"phone" | "code", string>; errors: Record<string, string> };
}

const MESSAGE_ID = "login-message";
const subscribe = (onChange: () => void) => $smsLogin.listen(onChange);
const subscribeCountdown = (onChange: () => void) => $smsCountdownUntil.listen(onChange);

/**
 * The resend countdown (login.ts starts and ends it in its store, so a reload keeps it): whole
 * seconds left, ticking once a second, and whether a code was requested in this tab. The server
 * HTML shows none, as it cannot know the visitor's stored value; the first render matches it.
 */
function useResendCountdown() {
  const until = useSyncExternalStore(subscribeCountdown, $smsCountdownUntil.get, () => 0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === 0) return;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time >= until) window.clearInterval(timer);
    };
    // At once too: the countdown may have been started long after this component's last tick.
    const first = window.setTimeout(tick);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [until]);
  return { left: secondsLeft(until, now), sentBefore: until !== 0 };
}

/** Rewrites a field's value in place when cleaning changed it (keeps uncontrolled inputs tidy). */
function cleanField(clean: (raw: string) => string) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const cleaned = clean(input.value);
    if (cleaned !== input.value) input.value = cleaned;
  };
}

export default function SmsLogin({ submitLabel, inForm }: Props) {
  const state = useSyncExternalStore(subscribe, $smsLogin.get, () => SMS_LOGIN_IDLE);
  const countdown = useResendCountdown();
  useEffect(() => {
    // Entry pages listen from their own script already; inside a form the fields come with React.
    listenForLoginTaps();
    fillStoredPhone();
  }, []);

  // The form's own check at submit wins over the send button's last message.
  const formError = inForm?.errors[SMS_PHONE_FIELD] ?? inForm?.errors[SMS_CODE_FIELD];
  const notice: Notice | null = formError
    ? { tone: "error", text: formError, about: inForm?.errors[SMS_PHONE_FIELD] ? "phone" : "code" }
    : state.notice;
  const describedBy = (about: string) => (notice?.about === about ? MESSAGE_ID : undefined);
  const ids = inForm?.ids ?? { phone: "login-phone", code: "login-code" };

  const fields = (
    <>
      <div className="login-field">
        <label htmlFor={ids.phone}>手机号码</label>
        <input
          id={ids.phone}
          name={SMS_PHONE_FIELD}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={PHONE_LENGTH}
          placeholder="请输入11位手机号码"
          defaultValue=""
          onChange={cleanField(cleanPhoneInput)}
          aria-invalid={notice?.about === "phone"}
          aria-describedby={describedBy("phone")}
        />
      </div>
      <div className="login-field login-code">
        <label htmlFor={ids.code}>验证码</label>
        <input
          id={ids.code}
          name={SMS_CODE_FIELD}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_MAX_LENGTH}
          placeholder="短信验证码"
          defaultValue=""
          onChange={cleanField(cleanCodeInput)}
          aria-invalid={notice?.about === "code"}
          aria-describedby={describedBy("code")}
        />
        <button
          type="button"
          className="login-send"
          {...{ [SMS_LOGIN.action]: "send", [EARLY_ACTION]: "login" }}
          disabled={state.sending || countdown.left > 0}
          aria-busy={state.sending}
        >
          {state.sending ? "发送中…" : sendButtonLabel(countdown.left, countdown.sentBefore)}
        </button>
      </div>
    </>
  );
  const message = (
    <p
      id={MESSAGE_ID}
      className={`login-message login-message-${notice?.tone ?? "none"}`}
      role={notice?.tone === "info" ? "status" : "alert"}
    >
      {notice?.text ?? ""}
    </p>
  );

  if (inForm) {
    return (
      <fieldset className="login-form form-sms" {...{ [SMS_LOGIN.root]: "form" }}>
        <legend className="ui-label">验证手机号</legend>
        <p className="muted">提交前需验证手机号，用于接收处理结果。</p>
        {fields}
        {message}
      </fieldset>
    );
  }
  return (
    <form
      className="login-form"
      method="post"
      noValidate
      aria-label="短信验证码登录"
      {...{ [SMS_LOGIN.root]: "entry" }}
    >
      {fields}
      <ConsentCheckbox
        id="login-consent"
        name={CONSENT_FIELD}
        documents={CONSENT_DOCUMENTS}
        messageId={describedBy("consent")}
        className="login-consent"
      >
        我已阅读并同意
      </ConsentCheckbox>
      {message}
      <button
        type="submit"
        className="btn login-submit"
        {...{ [SMS_LOGIN.action]: "login", [EARLY_ACTION]: "login" }}
        disabled={state.loggingIn}
        aria-busy={state.loggingIn}
      >
        {state.loggingIn ? "登录中…" : submitLabel}
      </button>
    </form>
  );
}
