/**
 * 本机号码一键登录: shown on a login page when someone can vouch for the visitor's number (the
 * native app, or the host's carrier SDK; src/client/one-click). The masked number when the
 * provider gives one, the carrier's service line and a consent that covers the carrier's terms
 * and the page's three documents (unticked until the visitor ticks it). The SMS form stays one
 * tap away; when the provider or the backend cannot log the visitor in, the page says so and
 * shows the SMS form, never an error page. Mounted after first paint by mount-one-click.tsx.
 */
import { AgreementLink } from "../legal/AgreementLink.tsx";
import { useRef, useState } from "react";
import { logInWithPhoneToken } from "../../client/one-click/one-click-login.ts";
import type { PhoneTokenProvider } from "../../client/one-click/provider.ts";
import {
  carrierServiceLine,
  ONE_CLICK_MESSAGES,
  oneClickConsentDocuments,
} from "../../core/login/one-click-copy.ts";
import "./one-click.css";

/** Which login the page shows: one-click, or the SMS form (with a way back to one-click). */
export type LoginMode = "one-click" | "sms";

interface Props {
  provider: PhoneTokenProvider;
  initialMode: LoginMode;
  /** Tells the page which login to show (the SMS form is another island). */
  onModeChange: (mode: LoginMode) => void;
  /** Puts the visitor in the SMS form's phone field. */
  focusSms: () => void;
}

type Notice = { tone: "error" | "info"; text: string };

const MESSAGE_ID = "one-click-message";

export default function OneClickLogin({ provider, initialMode, onModeChange, focusSms }: Props) {
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const lock = useRef(false);
  const { maskedPhone, carrier } = provider.offer;
  const documents = oneClickConsentDocuments(carrier);

  const show = (next: LoginMode) => {
    setMode(next);
    onModeChange(next);
    if (next === "sms") focusSms();
  };

  const logIn = async () => {
    if (lock.current) return;
    if (consentRef.current?.checked !== true) {
      setNotice({ tone: "error", text: ONE_CLICK_MESSAGES.consent(documents) });
      consentRef.current?.focus();
      return;
    }
    lock.current = true;
    setBusy(true);
    setNotice(null);
    try {
      const next = await logInWithPhoneToken(provider, window.location.search);
      setNotice({ tone: "info", text: ONE_CLICK_MESSAGES.loggingIn });
      // Stay busy: the page is being replaced, a second tap must not log in again.
      window.location.assign(next);
    } catch {
      // A provider that failed once is not offered again on this page: SMS is what works now.
      lock.current = false;
      setBusy(false);
      setFailed(true);
      setNotice({ tone: "info", text: ONE_CLICK_MESSAGES.fellBack });
      show("sms");
    }
  };

  if (failed || mode === "sms") {
    return (
      <div className="one-click one-click-collapsed">
        <p id={MESSAGE_ID} className={`login-message login-message-${notice?.tone ?? "none"}`} role="status">
          {notice?.text ?? ""}
        </p>
        {!failed && (
          <button type="button" className="one-click-switch" onClick={() => show("one-click")}>
            使用本机号码一键登录
          </button>
        )}
      </div>
    );
  }

  return (
    <section className="one-click" aria-labelledby="one-click-title">
      <h2 id="one-click-title" className="one-click-title">
        本机号码
      </h2>
      {maskedPhone && <p className="one-click-phone">{maskedPhone}</p>}
      <p className="one-click-service">{carrierServiceLine(carrier)}</p>
      <button type="button" className="btn one-click-submit" onClick={logIn} disabled={busy} aria-busy={busy}>
        {busy ? "登录中…" : "本机号码一键登录"}
      </button>
      <div className="login-consent">
        <input
          ref={consentRef}
          id="one-click-consent"
          type="checkbox"
          defaultChecked={false}
          aria-describedby={notice?.tone === "error" ? MESSAGE_ID : undefined}
        />
        <label htmlFor="one-click-consent">我已阅读并同意</label>
        {documents.map((doc, index) => (
          <span key={doc.href}>
            {index === documents.length - 1 ? "和" : index > 0 ? "、" : ""}
            <AgreementLink href={doc.href} title={doc.title} />
          </span>
        ))}
      </div>
      <p
        id={MESSAGE_ID}
        className={`login-message login-message-${notice?.tone ?? "none"}`}
        role={notice?.tone === "info" ? "status" : "alert"}
      >
        {notice?.text ?? ""}
      </p>
      <button
        type="button"
        className="one-click-switch"
        onClick={() => {
          // The consent error belongs to one-click; the SMS form asks for its own consent.
          setNotice(null);
          show("sms");
        }}
      >
        其他手机号码登录
      </button>
    </section>
  );
}
