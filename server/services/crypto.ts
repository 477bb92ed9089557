/** Hashing and random values for tokens, marks and SMS codes. */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** 32 random bytes as base64url (43 characters): access tokens. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** An SMS code of `digits` digits (6 by default), uniformly random. */
export function randomCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, "0");
}

/** SHA-256 hex: enough for high-entropy values (tokens, marks), which cannot be guessed back. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/**
 * HMAC-SHA256 hex with the server secret: SMS codes have only 10⁶ values, so a plain hash in a
 * leaked database would be reversed in milliseconds; the secret lives outside the database.
 */
export function hmac(secret: Buffer, value: string): string {
  return createHmac("sha256", secret).update(value).digest("hex");
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
