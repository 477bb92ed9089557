/**
 * What a phone-number provider hands the page in one-click login: the native app through its
 * bridge (docs/decisions/060-app-phone-token.md) or a carrier H5 SDK (061). Neither is ours,
 * so their results are read like the backend's answers (decision 025): tolerantly, own
 * properties only, field names from src/config/answer-fields.ts, the token checked for safety
 * and never for format.
 */
import { ANSWER_FIELDS } from "../config/answer-fields.ts";
import { CARRIER_IDS, CARRIERS, type CarrierId } from "../config/carriers.ts";
import { opaqueValue } from "../core/opaque.ts";
import { isMainlandMobile, maskPhone, normalizeMobile } from "../core/phone.ts";
import { firstOf, refusedBy } from "./answers.ts";

/** What a provider knows before the visitor taps. */
export interface ProviderOffer {
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
export function readProviderOffer(raw: unknown): ProviderOffer | undefined {
  if (raw === false || refusedBy(raw, ANSWER_FIELDS.providerRefusal)) return undefined;
  const maskedPhone = firstOf(raw, ANSWER_FIELDS.providerMaskedPhone, maskedPhoneIn);
  const carrier = firstOf(raw, ANSWER_FIELDS.providerCarrier, carrierIn);
  return { ...(maskedPhone && { maskedPhone }), ...(carrier && { carrier }) };
}

/** The one-time phone token a provider handed over: a bare string or under a token field. */
export function readPhoneToken(raw: unknown): string | undefined {
  return typeof raw === "string" ? opaqueValue(raw) : firstOf(raw, ANSWER_FIELDS.providerToken, opaqueValue);
}
