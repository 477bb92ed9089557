import { createHash } from "node:crypto";
import { afterEach, expect, test, vi } from "vitest";
import { challengeInput, leadingZeroBits, solveChallenge } from "./sms-challenge.ts";

test.each([
  // [hash bytes, leading zero bits]
  [[0x80], 0],
  [[0x7f], 1],
  [[0x01], 7],
  [[0x00, 0xff], 8],
  [[0x00, 0x00, 0x10], 19],
  [[0x00, 0x00], 16],
])("%j starts with %i zero bits", (bytes, bits) => {
  expect(leadingZeroBits(Uint8Array.from(bytes))).toBe(bits);
});

test.each([1, 8, 12])("a solution at %i bits is one the server's hash accepts", async (bits) => {
  const nonce = await solveChallenge("abc.12.xyz", bits);
  expect(nonce).toMatch(/^\d+$/);
  const hash = createHash("sha256").update(challengeInput("abc.12.xyz", nonce!)).digest();
  expect(leadingZeroBits(hash)).toBeGreaterThanOrEqual(bits);
});

test.each([25, 257, -1, 1.5, Number.NaN])("%s bits is a misread, given up at once", async (bits) => {
  expect(await solveChallenge("x", bits)).toBeUndefined();
});

afterEach(() => vi.restoreAllMocks());

test("a digest that never meets the bits is given up after 32 times the expected tries", async () => {
  const digest = vi.spyOn(crypto.subtle, "digest").mockResolvedValue(new Uint8Array(32).fill(0xff).buffer);
  expect(await solveChallenge("x", 3)).toBeUndefined();
  expect(digest).toHaveBeenCalledTimes(32 * 2 ** 3);
});
