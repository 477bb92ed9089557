/**
 * The native app as a phone-number provider: when the page runs in the app's web view, the
 * app knows the number it logged in with (or asks the carrier natively) and hands over a token
 * through the bridge handler {@link PHONE_TOKEN_HANDLER} (docs/decisions/060-app-phone-token.md).
 */
import { readPhoneToken, readProviderOffer } from "../../contract/provider-answers.ts";
import { callHandler, PHONE_TOKEN_HANDLER, type BridgeWindow } from "../native-bridge.ts";
import { withTimeout, type PhoneTokenProvider } from "./provider.ts";

/**
 * How long the app may take per step. Enough for an app that asks the carrier natively on a
 * slow network; a visitor waiting longer than this is better served by SMS.
 */
const APP_STEP_TIMEOUT_MS = 5000;

/** The bridge answered no token. */
class NoTokenFromApp extends Error {}

/**
 * The app provider, when the app says it can vouch. An app without the handler (an older
 * version) answers nothing or fails: then there is no provider. An explicit answer is
 * required here, unlike for an SDK, because a missing bridge handler resolves with null.
 */
export async function findAppProvider(
  win: BridgeWindow,
  timeoutMs = APP_STEP_TIMEOUT_MS,
): Promise<PhoneTokenProvider | undefined> {
  const ask = (step: "prepare" | "token") =>
    withTimeout(callHandler(PHONE_TOKEN_HANDLER, [{ step }], { win, waitMs: timeoutMs }), timeoutMs, step);
  try {
    const answer = await ask("prepare");
    const offer = answer === null || answer === undefined ? undefined : readProviderOffer(answer);
    if (!offer) return undefined;
    return {
      source: "app",
      offer,
      token: async () => {
        const token = readPhoneToken(await ask("token"));
        if (token === undefined) throw new NoTokenFromApp("the app handed over no phone token");
        return token;
      },
    };
  } catch {
    return undefined;
  }
}
