/**
 * A phone-number provider for one-click login (本机号码一键登录): someone who can vouch for
 * the visitor's number and hand the page a one-time token for /v1/user/loginh5, with no SMS
 * round trip. Two exist: the native app through its bridge (app-provider.ts) and a carrier H5
 * SDK configured per host (carrier-provider.ts). Every step is bounded in time: a provider that
 * does not answer is treated as absent, and the visitor keeps SMS login.
 */
import type { ProviderOffer } from "../../contract/provider-answers.ts";

/** A provider that said it can vouch here. */
export interface PhoneTokenProvider {
  /** Who vouches: the app the page runs in, or the carrier's SDK. */
  readonly source: "app" | "carrier";
  /** What it said before the tap: the masked number and carrier, when it told. */
  readonly offer: ProviderOffer;
  /** Asks for a one-time phone token (after the visitor's tap and consent); rejects on failure. */
  token(): Promise<string>;
}

/** Raised when a provider step does not finish in time. */
export class ProviderTimeout extends Error {
  constructor(step: string) {
    super(`phone token provider: ${step} timed out`);
    this.name = "ProviderTimeout";
  }
}

/** `work`, or a rejection with {@link ProviderTimeout} after `ms`. */
export function withTimeout<T>(work: Promise<T>, ms: number, step: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ProviderTimeout(step)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
