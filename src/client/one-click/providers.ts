/**
 * Phone-number providers for one-click login (本机号码一键登录): someone who can vouch for the
 * visitor's number and hand the page a one-time token for /v1/user/loginh5, with no SMS round
 * trip. Two exist: the native app through its bridge (decision 060) and a carrier H5 SDK
 * configured per host (decision 061). Every step is bounded in time: a provider that does not
 * answer is treated as absent, and the visitor keeps SMS login. Loaded only when the login
 * page script of src/components/landing/EntryPage.astro says someone might.
 */
import { ANSWER_FIELDS } from "../../config/answer-fields.ts";
import {
  CARRIER_IDS,
  CARRIER_LOGIN_CONFIG_ID,
  CARRIERS,
  type CarrierId,
  type CarrierLoginRuntime,
} from "../../config/carriers.ts";
import { firstOf, refusedBy } from "../../contract/answers.ts";
import { opaqueValue } from "../../core/opaque.ts";
import { isMainlandMobile, maskPhone, normalizeMobile } from "../../core/phone.ts";
import { inAppWebView } from "../guard.ts";
import { callHandler, PHONE_TOKEN_HANDLER } from "../native-bridge.ts";
import { hasStringFields, jsonCodec } from "../session.ts";

/*
 * What a provider hands the page is not ours either, so it is read like the backend's answers
 * (decision 025): tolerantly, own properties only, field names from src/config/answer-fields.ts,
 * the token checked for safety and never for format.
 */

/** What a provider knows before the visitor taps. */
interface ProviderOffer {
  /** The number it vouches for, masked (138****8000), when it tells. */
  maskedPhone?: string;
  /** The carrier whose service vouches, when it tells. */
  carrier?: CarrierId;
}

/** A masked number as the provider wrote it: digits, asterisks and separators, some masked. */
const MASKED_PHONE = /^\+?[\d*][\d* -]{5,18}[\d*]$/;

/**
 * The number to show: a masked one as given; a full mainland mobile masked here (the page
 * never shows a whole number it did not type); anything else is left out.
 */
function maskedPhoneIn(value: unknown): string | undefined {
  const text = opaqueValue(value, 20);
  if (text === undefined) return undefined;
  const mobile = normalizeMobile(text);
  if (isMainlandMobile(mobile)) return maskPhone(mobile);
  return MASKED_PHONE.test(text) && text.includes("*") ? text : undefined;
}

/** The carrier named by one of its aliases (case and spaces ignored). */
function carrierIn(value: unknown): CarrierId | undefined {
  const text = opaqueValue(value, 16)?.toLowerCase().replace(/\s/g, "");
  if (text === undefined) return undefined;
  return CARRIER_IDS.find((id) => CARRIERS[id].aliases.includes(text));
}

/**
 * A provider's answer to "can you vouch here?": undefined when it says no (`available` or
 * `enabled` false); otherwise what it told. A bare `true`, nothing at all or an object
 * without a verdict counts as yes: a provider that answers at all is there.
 */
function readProviderOffer(raw: unknown): ProviderOffer | undefined {
  if (raw === false || refusedBy(raw, ANSWER_FIELDS.providerRefusal)) return undefined;
  const maskedPhone = firstOf(raw, ANSWER_FIELDS.providerMaskedPhone, maskedPhoneIn);
  const carrier = firstOf(raw, ANSWER_FIELDS.providerCarrier, carrierIn);
  return { ...(maskedPhone && { maskedPhone }), ...(carrier && { carrier }) };
}

/** A provider that said it can vouch here. */
export interface PhoneTokenProvider {
  /** What it said before the tap: the masked number and carrier, when it told. */
  readonly offer: ProviderOffer;
  /** Asks for a one-time phone token (after the visitor's tap and consent); rejects on failure. */
  token(): Promise<string>;
}

/** `work`, or a rejection after `ms`: a provider that does not answer is treated as absent. */
function withTimeout<T>(work: Promise<T>, ms: number, step: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`phone token provider: ${step} timed out`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The one-time phone token a provider handed over (a bare string or under a token field); throws when none. */
function tokenOf(answer: unknown, who: string): string {
  const token =
    typeof answer === "string"
      ? opaqueValue(answer)
      : firstOf(answer, ANSWER_FIELDS.providerToken, opaqueValue);
  if (token === undefined) throw new Error(`${who} handed over no phone token`);
  return token;
}

/**
 * How long the app may take per step. Enough for an app that asks the carrier natively on a
 * slow network; a visitor waiting longer than this is better served by SMS.
 */
const APP_STEP_TIMEOUT_MS = 5000;

/** A provider from its two steps, each within `ms`; undefined when preparing fails or says no. */
async function providerOf(
  prepare: () => Promise<unknown>,
  token: () => Promise<unknown>,
  ms: number,
  who: string,
): Promise<PhoneTokenProvider | undefined> {
  try {
    const offer = readProviderOffer(await withTimeout(prepare(), ms, "prepare"));
    return offer && { offer, token: async () => tokenOf(await withTimeout(token(), ms, "token"), who) };
  } catch {
    return undefined;
  }
}

/**
 * The native app, when the page runs in its web view and the app says it can vouch (it knows
 * the number it logged in with, or asks the carrier natively) through the bridge handler
 * {@link PHONE_TOKEN_HANDLER}. An app without the handler (an older version) answers nothing or
 * fails: then there is no provider. An explicit answer is required here, unlike for an SDK,
 * because a missing bridge handler resolves with null.
 */
function findAppProvider(): Promise<PhoneTokenProvider | undefined> {
  const ask = (step: "prepare" | "token") => callHandler(PHONE_TOKEN_HANDLER, { step });
  const prepare = async () => (await ask("prepare")) ?? false;
  return providerOf(prepare, () => ask("token"), APP_STEP_TIMEOUT_MS, "the app");
}

/**
 * The interface decision 061 assumes of the carrier SDK's global object (each may return a
 * promise). Loading and preparing together, and the token, each have the host's `timeoutMs`.
 */
interface CarrierSdk {
  prepare(options: { appId: string }): unknown;
  getToken(options: { appId: string }): unknown;
}

function sdkOf(name: string): CarrierSdk | undefined {
  const candidate = (window as unknown as Record<string, unknown>)[name] as Partial<CarrierSdk> | undefined;
  return typeof candidate?.prepare === "function" && typeof candidate.getToken === "function"
    ? (candidate as CarrierSdk)
    : undefined;
}

/** The SDK's global, appending its script once when the page does not have it yet. */
async function loadSdk(config: CarrierLoginRuntime): Promise<CarrierSdk | undefined> {
  const present = sdkOf(config.sdkGlobal);
  if (present) return present;
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.async = true;
    script.addEventListener("load", () => resolve(), { once: true });
    const failed = () => reject(new Error(`carrier SDK did not load: ${config.scriptUrl}`));
    script.addEventListener("error", failed, { once: true });
    script.src = config.scriptUrl;
    document.head.appendChild(script);
  });
  return sdkOf(config.sdkGlobal);
}

/** The carrier provider, when the SDK loads in time and says it can vouch here (no global: no). */
function findCarrierProvider(config: CarrierLoginRuntime): Promise<PhoneTokenProvider | undefined> {
  const options = { appId: config.appId };
  let sdk: CarrierSdk | undefined;
  const prepare = async () => {
    sdk = await loadSdk(config);
    return sdk ? sdk.prepare(options) : false;
  };
  return providerOf(prepare, async () => sdk?.getToken(options), config.timeoutMs, "the carrier SDK");
}

/** The carrier SDK settings written into the page; undefined when absent or unreadable. */
const carrierSettings = jsonCodec(
  (value): value is CarrierLoginRuntime =>
    hasStringFields(value, ["scriptUrl", "appId", "sdkGlobal"]) &&
    [value.scriptUrl, value.appId, value.sdkGlobal].every(Boolean) &&
    typeof (value as { timeoutMs?: unknown }).timeoutMs === "number",
  undefined,
);

/** The first provider that can vouch here: the app when the page runs inside it, then the carrier SDK. */
export async function findPhoneTokenProvider(): Promise<PhoneTokenProvider | undefined> {
  const app = inAppWebView() ? await findAppProvider() : undefined;
  if (app) return app;
  const settings = carrierSettings.decode(
    document.getElementById(CARRIER_LOGIN_CONFIG_ID)?.textContent ?? "",
  );
  return settings ? findCarrierProvider(settings) : undefined;
}
