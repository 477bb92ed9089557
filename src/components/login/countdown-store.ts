/**
 * The stored end of the SMS resend countdown (session key smsCountdownUntil, see
 * src/client/storage-keys.ts), so that a reload keeps counting instead of allowing a resend.
 */
import "../../client/stores.ts"; // installs the routing storage engine before this store exists
import { persistentAtom } from "@nanostores/persistent";
import { decodeCountdownUntil } from "../../core/login/sms-countdown.ts";

/** Time in ms when the resend countdown ends; 0 when none runs. */
export const $smsCountdownUntil = persistentAtom<number>("smsCountdownUntil", 0, {
  decode: decodeCountdownUntil,
  encode: (value) => (Number.isFinite(value) && value > 0 ? String(Math.round(value)) : undefined),
});
