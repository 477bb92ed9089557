/** The codeword sequence of a QR symbol: byte-mode data, padding, error correction, interleaving. */
import { errorCorrection } from "./qr-reed-solomon.ts";
import {
  byteCountBits,
  dataCodewords,
  layoutOf,
  MAX_VERSION,
  type ErrorCorrectionLevel,
} from "./qr-tables.ts";

/** Smallest version whose data capacity holds `byteLength` bytes in byte mode, or undefined. */
export function smallestVersion(byteLength: number, level: ErrorCorrectionLevel): number | undefined {
  for (let version = 1; version <= MAX_VERSION; version++) {
    const neededBits = 4 + byteCountBits(version) + 8 * byteLength;
    if (neededBits <= dataCodewords(version, level) * 8) return version;
  }
  return undefined;
}

/** Data codewords: mode 0100, count, bytes, terminator, bit padding, pad bytes 0xEC/0x11. */
export function dataCodewordsOf(bytes: Uint8Array, version: number, level: ErrorCorrectionLevel): number[] {
  const capacityBits = dataCodewords(version, level) * 8;
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, byteCountBits(version));
  for (const byte of bytes) push(byte, 8);
  if (bits.length > capacityBits) throw new RangeError("QR data does not fit the chosen version");
  push(0, Math.min(4, capacityBits - bits.length));
  while (bits.length % 8 !== 0) bits.push(0);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) {
    codewords.push(bits.slice(i, i + 8).reduce((acc, bit) => (acc << 1) | bit, 0));
  }
  for (let pad = 0; codewords.length < capacityBits / 8; pad++) codewords.push(pad % 2 === 0 ? 0xec : 0x11);
  return codewords;
}

/** Splits data into blocks, adds each block's error correction, and interleaves them. */
export function finalCodewords(
  data: readonly number[],
  version: number,
  level: ErrorCorrectionLevel,
): number[] {
  const layout = layoutOf(version, level);
  const blocks: number[][] = [];
  let offset = 0;
  for (const [count, size] of layout.groups) {
    for (let i = 0; i < count; i++) {
      blocks.push(data.slice(offset, offset + size));
      offset += size;
    }
  }
  const ecBlocks = blocks.map((block) => errorCorrection(block, layout.ecPerBlock));
  const result: number[] = [];
  const longest = Math.max(...blocks.map((block) => block.length));
  for (let i = 0; i < longest; i++) {
    for (const block of blocks) if (i < block.length) result.push(block[i] ?? 0);
  }
  for (let i = 0; i < layout.ecPerBlock; i++) {
    for (const ec of ecBlocks) result.push(ec[i] ?? 0);
  }
  return result;
}
