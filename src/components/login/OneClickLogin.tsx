/**
 * 本机号码一键登录 (decision 061): the masked number when the provider gives one, the carrier's
 * service line and a consent, unticked, covering the carrier's terms and the page's three
 * documents. The SMS form stays one tap away; when the provider or the backend cannot log the
 * visitor in, the page says so and shows the SMS form, never an error page. Mounted by the entry
 * page's script (src/components/landing/EntryPage.astro) only where someone might vouch.
 */
import { useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import { goAfterLogin, logIn as logInWith, type Notice } from "../../client/login.ts";
import { findPhoneTokenProvider, type PhoneTokenProvider } from "../../client/one-click/providers.ts";
import {
  carrierServiceLine,
  LOGIN_MESSAGES,
  loginConsentMessage,
  oneClickConsentDocuments,
} from "../../core/login/login-fields.ts";
import { ConsentCheckbox } from "../ui/ConsentCheckbox.tsx";
import "./one-click.css";

/**
 * Which login the page shows: one-click, the SMS form (with a way back to one-click), or the
 * SMS form after one-click failed (a provider that failed once is not offered again).
 */
type LoginMode = "one-click" | "sms" | "failed";

interface Props {
  provider: PhoneTokenProvider;
  /** The element holding both logins; its `data-login-mode` says which one shows. */
  area: Element;
  initialMode: LoginMode;
}

const MESSAGE_ID = "one-click-message";
const MODE_ATTRIBUTE = "data-login-mode";

/** True when the visitor already started on the SMS form: then it stays in front. */
function startedSms(area: Element): boolean {
  const form = area.querySelector(".login-form");
  if (!form) return false;
  const typed = [...form.querySelectorAll("input")].some((input) =>
    input.type === "checkbox" ? input.checked : input.value !== "",
  );
  return typed || form.contains(document.activeElement);
}

function OneClickLogin({ provider, area, initialMode }: Props) {
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const lock = useRef(false);
  const { maskedPhone, carrier } = provider.offer;
  const documents = oneClickConsentDocuments(carrier);

  const show = (next: LoginMode) => {
    setMode(next);
    area.setAttribute(MODE_ATTRIBUTE, next);
    if (next !== "one-click") area.querySelector<HTMLInputElement>(".login-form input")?.focus();
  };

  const logIn = async () => {
    if (lock.current) return;
    if (consentRef.current?.checked !== true) {
      setNotice({ tone: "error", text: loginConsentMessage(documents) });
      consentRef.current?.focus();
      return;
    }
    lock.current = true;
    setBusy(true);
    setNotice(null);
    try {
      // The one login (src/client/login.ts), then the guard's page, as after an SMS login.
      await logInWith("oneClick", { phone_token: await provider.token() });
      setNotice({ tone: "info", text: LOGIN_MESSAGES.loggingIn });
      // Stay busy: the page is being replaced, a second tap must not log in again.
      goAfterLogin();
    } catch {
      lock.current = false;
      setBusy(false);
      setNotice({ tone: "info", text: LOGIN_MESSAGES.oneClickFellBack });
      show("failed");
    }
  };

  // Not SmsLogin's message line: importing that module would tie this chunk to the form's CSS.
  const message = (role: "status" | "alert") => (
    <p id={MESSAGE_ID} className={`login-message login-message-${notice?.tone ?? "none"}`} role={role}>
      {notice?.text ?? ""}
    </p>
  );

  if (mode !== "one-click") {
    return (
      <div className="one-click one-click-collapsed">
        {message("status")}
        {mode === "sms" && (
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
      <ConsentCheckbox
        id="one-click-consent"
        documents={documents}
        inputRef={consentRef}
        messageId={notice?.tone === "error" ? MESSAGE_ID : undefined}
        className="login-consent"
      >
        我已阅读并同意
      </ConsentCheckbox>
      {message(notice?.tone === "info" ? "status" : "alert")}
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

/** Finds a provider and, when there is one, shows one-click login in `slot`. */
export async function mountOneClick(slot: HTMLElement): Promise<void> {
  const provider = await findPhoneTokenProvider();
  const area = slot.closest("[data-login-area]");
  if (!provider || !area) return;
  const initialMode: LoginMode = startedSms(area) ? "sms" : "one-click";
  area.setAttribute(MODE_ATTRIBUTE, initialMode);
  createRoot(slot).render(<OneClickLogin provider={provider} area={area} initialMode={initialMode} />);
}
