/**
 * The proof-of-work challenges of SMS sends under load (decision 440). A challenge is stateless:
 * `<expiry>.<bits>.<id>.<signature>`, the signature an HMAC with the server secret over the rest
 * and the phone, so it is good for that phone only, until it expires, and nobody can write one.
 * Single use: the send it admits stores its id (sms_codes.challenge); a second send with it is
 * refused. What the page solves is in src/core/login/sms-challenge.ts.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { challengeInput, leadingZeroBits } from "../src/core/login/sms-challenge.ts";
import type { AppContext } from "./options.ts";

const MINUTE = 60_000;
/** Longest challenge text read: anything longer was written by no server. */
const CHALLENGE_MAX_CHARS = 128;
const SHAPE = /^([0-9a-z]{1,11})\.(\d{1,2})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
const NONCE = /^\d{1,15}$/;

const signature = (app: AppContext, phone: string, unsigned: string) =>
  createHmac("sha256", app.secret).update(`sms-challenge\n${phone}\n${unsigned}`).digest();

/**
 * The bits of work asked now: the level of the sends solved in the last minute (option
 * smsChallengeBits): the more solved sends, the more work each next one costs.
 */
function challengeBits(app: AppContext): number {
  const { solved } = app.db
    .prepare("SELECT COUNT(*) AS solved FROM sms_codes WHERE challenge IS NOT NULL AND created_at > ?")
    .get(app.options.now() - MINUTE) as { solved: number };
  let bits = 0;
  for (const level of app.options.smsChallengeBits) if (solved >= level.solvedPerMinute) bits = level.bits;
  return bits;
}

/** A new challenge for `phone`, with the bits of work it asks. */
export function issueChallenge(app: AppContext, phone: string): { challenge: string; difficulty: number } {
  const expires = app.options.now() + app.options.smsChallengeSeconds * 1000;
  const difficulty = challengeBits(app);
  const unsigned = `${expires.toString(36)}.${difficulty}.${randomBytes(16).toString("base64url")}`;
  const challenge = `${unsigned}.${signature(app, phone, unsigned).toString("base64url")}`;
  return { challenge, difficulty };
}

/** Why a solution does not admit a send. */
export type ChallengeProblem = "forged" | "expired" | "used" | "unsolved";

/**
 * Checks a solved challenge for `phone`: the id to store with the send it admits, or what is
 * wrong with it. The signature is compared in constant time.
 */
export function checkChallenge(
  app: AppContext,
  phone: string,
  challenge: string,
  nonce: string,
): { id: string } | { problem: ChallengeProblem } {
  const parts = challenge.length <= CHALLENGE_MAX_CHARS ? SHAPE.exec(challenge) : null;
  if (!parts) return { problem: "forged" };
  const [, expires = "", bits = "", id = "", signed = ""] = parts;
  const expected = signature(app, phone, `${expires}.${bits}.${id}`);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { problem: "forged" };
  if (app.options.now() >= parseInt(expires, 36)) return { problem: "expired" };
  if (app.db.prepare("SELECT 1 FROM sms_codes WHERE challenge = ?").get(id)) return { problem: "used" };
  const hash = createHash("sha256").update(challengeInput(challenge, nonce)).digest();
  if (!NONCE.test(nonce) || leadingZeroBits(hash) < Number(bits)) return { problem: "unsolved" };
  return { id };
}
