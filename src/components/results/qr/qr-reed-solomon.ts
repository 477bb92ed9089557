/** Reed-Solomon error correction over GF(256) with the QR polynomial x^8+x^4+x^3+x^2+1 (0x11D). */

const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let value = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = value;
    LOG[value] = i;
    value <<= 1;
    if (value & 0x100) value ^= 0x11d;
  }
  // Doubled so that EXP[LOG[a] + LOG[b]] never needs a modulo.
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255] ?? 0;
}

/** Product of two field elements. */
export function gfMultiply(a: number, b: number): number {
  if (a === 0 || b === 0) return 0;
  return EXP[(LOG[a] ?? 0) + (LOG[b] ?? 0)] ?? 0;
}

/** Coefficients (highest degree first, leading 1 omitted) of prod_{i<degree} (x - α^i). */
export function generatorPolynomial(degree: number): number[] {
  let poly = [1];
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(poly.length + 1).fill(0);
    poly.forEach((coefficient, j) => {
      next[j] = (next[j] ?? 0) ^ coefficient;
      next[j + 1] = (next[j + 1] ?? 0) ^ gfMultiply(coefficient, EXP[i] ?? 0);
    });
    poly = next;
  }
  return poly.slice(1);
}

/** The `ecCount` error-correction codewords of one block of data codewords. */
export function errorCorrection(data: readonly number[], ecCount: number): number[] {
  const generator = generatorPolynomial(ecCount);
  const remainder = new Array<number>(ecCount).fill(0);
  for (const byte of data) {
    const factor = byte ^ (remainder.shift() ?? 0);
    remainder.push(0);
    generator.forEach((coefficient, i) => {
      remainder[i] = (remainder[i] ?? 0) ^ gfMultiply(coefficient, factor);
    });
  }
  return remainder;
}
