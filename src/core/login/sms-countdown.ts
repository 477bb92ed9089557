/**
 * The resend countdown of the 获取验证码 button. SMS providers allow about one code per phone
 * per minute (REFERENCE.md), and the reference server refuses a second send within 60 s, so
 * the button waits as long. The end time is kept in session storage (smsCountdownUntil) so a
 * reload does not reset it; these helpers read that stored value defensively.
 */
import { SMS_RESEND_SECONDS, SPENT_CODE_REFUSAL } from "../../config/answer-fields.ts";

/** The longest wait the button honours: a server may name a longer one than the usual minute. */
const LONGEST_WAIT_SECONDS = SMS_RESEND_SECONDS * 10;

/** The end of a countdown that starts at `now` (ms) and lasts `seconds`. */
export function countdownEnd(now: number, seconds: number = SMS_RESEND_SECONDS): number {
  const safeSeconds =
    Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, LONGEST_WAIT_SECONDS) : SMS_RESEND_SECONDS;
  return now + Math.round(safeSeconds * 1000);
}

/**
 * Whole seconds left until `until` (ms), 0 when it has passed. A stored end further away than
 * the longest wait a countdown can have (a changed clock or an edited value) means no
 * countdown: a bad value must never lock the button, and the label shows the real time left.
 */
export function secondsLeft(until: number, now: number): number {
  if (!Number.isFinite(until) || !Number.isFinite(now) || until <= now) return 0;
  const left = Math.ceil((until - now) / 1000);
  return left > LONGEST_WAIT_SECONDS ? 0 : left;
}

/** Decodes the stored end time: digits only, anything else reads as 0 (no countdown). */
export function decodeCountdownUntil(raw: string | null | undefined): number {
  if (typeof raw !== "string" || !/^\d{1,15}$/.test(raw)) return 0;
  return Number(raw);
}

/** Label of the send button: 获取验证码, 重新获取 after a first send, or the seconds left. */
export function sendButtonLabel(left: number, sentBefore: boolean): string {
  if (left > 0) return `${left}秒后重新获取`;
  return sentBefore ? "重新获取" : "获取验证码";
}

/**
 * True when a refused login says the code can no longer be used, so the visitor is asked for a
 * new code and the send button must not stay blocked by the countdown (src/config/answer-fields.ts).
 */
export function isSpentCodeRefusal(code: number | undefined, message: string): boolean {
  return (
    (code !== undefined && SPENT_CODE_REFUSAL.codes.includes(code)) ||
    SPENT_CODE_REFUSAL.message.test(message)
  );
}
