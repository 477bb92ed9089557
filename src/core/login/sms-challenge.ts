/**
 * The proof of work the reference server asks for before it sends an SMS code under load
 * (decision 440): find a nonce such that SHA-256 of `<challenge>:<nonce>` starts with `bits`
 * zero bits. The server checks one hash; the page tries about 2^bits. Shared by both sides, so
 * the puzzle is written once. WebCrypto's digest is asynchronous: the page's work is a series
 * of batches, each of which gives the event loop back, so taps and painting go on meanwhile.
 */

/** The text hashed for one try. */
export const challengeInput = (challenge: string, nonce: string) => `${challenge}:${nonce}`;

/** Leading zero bits of a hash. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** Tries hashed at once: enough to keep WebCrypto busy, few enough that a batch stays short. */
const BATCH = 64;
/** Past this many times the expected tries the page gives up (a misread difficulty, a broken digest). */
const GIVE_UP_FACTOR = 32;
/** Most bits a page takes on: 24 would keep a slow phone busy for minutes; more is a misread. */
const MAX_CHALLENGE_BITS = 24;

/**
 * The nonce (decimal text) that solves `challenge` at `bits`, or undefined when none was found
 * within {@link GIVE_UP_FACTOR} times the expected number of tries, or `bits` is beyond
 * {@link MAX_CHALLENGE_BITS}.
 */
export async function solveChallenge(challenge: string, bits: number): Promise<string | undefined> {
  if (!Number.isInteger(bits) || bits < 0 || bits > MAX_CHALLENGE_BITS) return undefined;
  const encoder = new TextEncoder();
  const limit = GIVE_UP_FACTOR * 2 ** bits;
  for (let start = 0; start < limit; start += BATCH) {
    const nonces = Array.from({ length: BATCH }, (_, i) => String(start + i));
    const hashes = await Promise.all(
      nonces.map((nonce) =>
        crypto.subtle.digest("SHA-256", encoder.encode(challengeInput(challenge, nonce))),
      ),
    );
    const found = hashes.findIndex((hash) => leadingZeroBits(new Uint8Array(hash)) >= bits);
    if (found >= 0) return nonces[found];
  }
  return undefined;
}
