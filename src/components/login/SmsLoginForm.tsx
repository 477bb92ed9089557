/**
 * The SMS login island: phone, consent, 获取验证码 with a resend countdown, code, submit.
 * Nothing is sent before consent; every failure shows a message and keeps what was typed;
 * taps during a request are ignored. After login the browser goes to the page where the
 * navigation guard decides the destination (see after-login.ts).
 *
 * Entry pages hydrate this island on the first interaction (client:interaction), so the
 * server HTML is what the visitor first types into: the inputs are uncontrolled and read
 * when the form acts, so nothing typed before hydration is lost.
 */
import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from "react";
import { ApiError, messageOf } from "../../client/api-error.ts";
import { $phone, $smsPhone } from "../../client/page-stores.ts";
import { maskPhone } from "../../core/validation.ts";
import ConsentCheckbox from "./ConsentCheckbox.tsx";
import { logInWithSms, requestLoginCode } from "../../client/login.ts";
import { afterLoginHref } from "../../core/login/after-login.ts";
import {
  CODE_MAX_LENGTH,
  LOGIN_MESSAGES,
  PHONE_LENGTH,
  cleanCodeInput,
  cleanPhoneInput,
  codeProblem,
  phoneProblem,
  smsSentMessage,
} from "../../core/login/login-fields.ts";
import { isSpentCodeRefusal, sendButtonLabel } from "../../core/login/sms-countdown.ts";
import { useResendCountdown } from "./use-resend-countdown.ts";
import "./login-form.css";

interface Props {
  /** Label of the submit button; contains 登录 or 申请. */
  submitLabel: string;
  /** Label of the submit button while logging in. */
  busyLabel?: string;
}

type Notice = { tone: "error" | "info"; text: string; about?: "consent" | "phone" | "code" };

const MESSAGE_ID = "login-message";

/** Rewrites a field's value in place when cleaning changed it (keeps uncontrolled inputs tidy). */
function cleanField(clean: (raw: string) => string) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const cleaned = clean(input.value);
    if (cleaned !== input.value) input.value = cleaned;
  };
}

export default function SmsLoginForm({ submitLabel, busyLabel = "登录中…" }: Props) {
  const [sending, setSending] = useState(false);
  const [loggingIn, setLoggingIn] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const busy = useRef({ sending: false, loggingIn: false });
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const countdown = useResendCountdown();

  useEffect(() => {
    // The number a code was just sent to (a reload during the countdown), else the number of the
    // last login, unless the visitor typed already. The consent box stays as the visitor left it.
    const input = phoneRef.current;
    if (input && input.value === "") input.value = $smsPhone.get() || $phone.get();
  }, []);

  const readPhone = () => cleanPhoneInput(phoneRef.current?.value ?? "");
  const readCode = () => cleanCodeInput(codeRef.current?.value ?? "");
  const agreed = () => consentRef.current?.checked === true;

  const fail = (text: string, about?: Notice["about"]) => {
    setNotice({ tone: "error", text, ...(about ? { about } : {}) });
    const target =
      about === "consent" ? consentRef : about === "code" ? codeRef : about === "phone" ? phoneRef : null;
    target?.current?.focus();
  };

  /** The phone when it is valid and consent is given; otherwise says what is missing. */
  const phoneWithConsent = (consentMessage: string): string | null => {
    const phone = readPhone();
    const problem = phoneProblem(phone);
    if (problem) fail(problem, "phone");
    else if (!agreed()) fail(consentMessage, "consent");
    return problem || !agreed() ? null : phone;
  };

  const sendCode = async () => {
    // The stored end, not only the rendered one: a tap that hydrated the island is replayed
    // before React re-renders with the countdown kept from before a reload.
    if (busy.current.sending || countdown.left > 0 || countdown.running()) return;
    const phone = phoneWithConsent(LOGIN_MESSAGES.consentForSms);
    if (phone === null) return;
    busy.current.sending = true;
    setSending(true);
    setNotice(null);
    try {
      countdown.start(await requestLoginCode(phone));
      $smsPhone.set(phone);
      setNotice({ tone: "info", text: smsSentMessage(maskPhone(phone)) });
      codeRef.current?.focus();
    } catch (error) {
      fail(messageOf(error));
    } finally {
      busy.current.sending = false;
      setSending(false);
    }
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current.loggingIn) return;
    const phone = phoneWithConsent(LOGIN_MESSAGES.consentForLogin);
    if (phone === null) return;
    const code = readCode();
    const problem = codeProblem(code);
    if (problem) {
      fail(countdown.sentBefore || code ? problem : LOGIN_MESSAGES.codeNotRequested, "code");
      return;
    }
    busy.current.loggingIn = true;
    setLoggingIn(true);
    setNotice(null);
    try {
      await logInWithSms(phone, code);
      const next = afterLoginHref(window.location.search);
      setNotice({ tone: "info", text: LOGIN_MESSAGES.loggingIn });
      // Stay busy: the page is being replaced, a second tap must not log in again.
      window.location.assign(next);
    } catch (error) {
      busy.current.loggingIn = false;
      setLoggingIn(false);
      const message = messageOf(error);
      // A spent code needs a new one: the send button must agree with the message.
      if (error instanceof ApiError && isSpentCodeRefusal(error.code, message)) countdown.reset();
      fail(message, "code");
    }
  };

  const describedBy = (about: Notice["about"]) => (notice?.about === about ? MESSAGE_ID : undefined);

  return (
    <form className="login-form" method="post" noValidate onSubmit={submit} aria-label="短信验证码登录">
      <div className="login-field">
        <label htmlFor="login-phone">手机号码</label>
        <input
          ref={phoneRef}
          id="login-phone"
          name="phone"
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
        <label htmlFor="login-code">验证码</label>
        <input
          ref={codeRef}
          id="login-code"
          name="code"
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
          onClick={sendCode}
          disabled={sending || countdown.left > 0}
          aria-busy={sending}
        >
          {sending ? "发送中…" : sendButtonLabel(countdown.left, countdown.sentBefore)}
        </button>
      </div>
      <ConsentCheckbox inputRef={consentRef} describedBy={describedBy("consent")} />
      <p
        id={MESSAGE_ID}
        className={`login-message login-message-${notice?.tone ?? "none"}`}
        role={notice?.tone === "info" ? "status" : "alert"}
      >
        {notice?.text ?? ""}
      </p>
      <button type="submit" className="btn login-submit" disabled={loggingIn} aria-busy={loggingIn}>
        {loggingIn ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
