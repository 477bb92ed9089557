/**
 * Mounts one-click login into its slot on a login page, when a provider can vouch. Loaded with
 * import() after first paint by the page's extras (src/components/landing/entry-extras.ts), only
 * where might-vouch.ts said someone might: a visitor in a plain browser on a host without a
 * carrier SDK loads none of it.
 */
import { createRoot } from "react-dom/client";
import { findPhoneTokenProvider } from "../../client/one-click/find-provider.ts";
import OneClickLogin, { type LoginMode } from "./OneClickLogin.tsx";

/** Attribute of the element holding both logins; its value says which one shows. */
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

/** Finds a provider and, when there is one, shows one-click login in `slot`. */
export async function mountOneClick(slot: HTMLElement): Promise<void> {
  const provider = await findPhoneTokenProvider();
  const area = slot.closest("[data-login-area]");
  if (!provider || !area) return;
  const initialMode: LoginMode = startedSms(area) ? "sms" : "one-click";
  const setMode = (mode: LoginMode) => area.setAttribute(MODE_ATTRIBUTE, mode);
  setMode(initialMode);
  createRoot(slot).render(
    <OneClickLogin
      provider={provider}
      initialMode={initialMode}
      onModeChange={setMode}
      focusSms={() => area.querySelector<HTMLInputElement>(".login-form input")?.focus()}
    />,
  );
}
