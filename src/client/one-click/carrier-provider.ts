/**
 * A carrier H5 SDK as a phone-number provider (docs/decisions/061-carrier-sdk-interface.md).
 * The host file names the script, the app id and the global the script defines; the page loads
 * it only on login pages, after first paint, and expects
 *
 * ```ts
 * window[sdkGlobal] = {
 *   prepare({ appId }) -> { available?, maskedPhone?, carrier? }   // before the tap
 *   getToken({ appId }) -> "<token>" | { token }                    // after the tap
 * }
 * ```
 *
 * either returning a value or a promise. Loading and preparing together, and the token, each
 * have the host's `timeoutMs`; a script that fails, a missing global or a refusal means no
 * provider, and the visitor keeps SMS login.
 */
import type { CarrierLoginRuntime } from "../../config/carrier-login.ts";
import { readPhoneToken, readProviderOffer } from "../../contract/provider-answers.ts";
import { withTimeout, type PhoneTokenProvider } from "./provider.ts";

/** The interface decision 061 assumes of the SDK's global object. */
interface CarrierSdk {
  prepare(options: { appId: string }): unknown;
  getToken(options: { appId: string }): unknown;
}

/** What the provider needs of the page. */
export interface CarrierEnv {
  win: Record<string, unknown>;
  doc: Pick<Document, "createElement" | "head">;
}

function sdkOf(win: CarrierEnv["win"], name: string): CarrierSdk | undefined {
  const candidate = win[name] as Partial<CarrierSdk> | undefined;
  return typeof candidate?.prepare === "function" && typeof candidate.getToken === "function"
    ? (candidate as CarrierSdk)
    : undefined;
}

/** Appends the SDK's script once; resolves when it has run, rejects when it cannot load. */
function loadScript(doc: CarrierEnv["doc"], url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement("script");
    script.async = true;
    script.addEventListener("load", () => resolve(), { once: true });
    script.addEventListener("error", () => reject(new Error(`carrier SDK did not load: ${url}`)), {
      once: true,
    });
    script.src = url;
    doc.head.appendChild(script);
  });
}

/** The SDK's global, loading the script when the page does not have it yet. */
async function loadSdk(config: CarrierLoginRuntime, env: CarrierEnv): Promise<CarrierSdk | undefined> {
  const present = sdkOf(env.win, config.sdkGlobal);
  if (present) return present;
  await loadScript(env.doc, config.scriptUrl);
  return sdkOf(env.win, config.sdkGlobal);
}

/** The carrier provider, when the SDK loads in time and says it can vouch here. */
export async function findCarrierProvider(
  config: CarrierLoginRuntime,
  env: CarrierEnv,
): Promise<PhoneTokenProvider | undefined> {
  const options = { appId: config.appId };
  try {
    const prepared = withTimeout(
      loadSdk(config, env).then(async (sdk) =>
        sdk ? { sdk, answer: await sdk.prepare(options) } : undefined,
      ),
      config.timeoutMs,
      "prepare",
    );
    const ready = await prepared;
    const offer = ready && readProviderOffer(ready.answer);
    if (!ready || !offer) return undefined;
    return {
      source: "carrier",
      offer,
      token: async () => {
        const answer = await withTimeout(
          Promise.resolve(ready.sdk.getToken(options)),
          config.timeoutMs,
          "token",
        );
        const token = readPhoneToken(answer);
        if (token === undefined) throw new Error("the carrier SDK handed over no phone token");
        return token;
      },
    };
  } catch {
    return undefined;
  }
}
