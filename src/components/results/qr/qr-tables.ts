/**
 * Tables of the QR code standard (ISO/IEC 18004) for versions 1-10, which hold up to 213 bytes
 * at level M: more than any URL a public-account or download QR code needs.
 */

export type ErrorCorrectionLevel = "L" | "M" | "Q" | "H";

/** Two-bit indicator of each level in the format information. */
export const LEVEL_BITS: Record<ErrorCorrectionLevel, number> = { L: 1, M: 0, Q: 3, H: 2 };

/** Error-correction layout of one version and level: EC codewords per block, then block groups. */
export interface BlockLayout {
  ecPerBlock: number;
  /** Each group: [number of blocks, data codewords per block]. */
  groups: readonly (readonly [number, number])[];
}

type VersionRow = Record<ErrorCorrectionLevel, BlockLayout>;

const row = (l: BlockLayout, m: BlockLayout, q: BlockLayout, h: BlockLayout): VersionRow => ({
  L: l,
  M: m,
  Q: q,
  H: h,
});
const b = (ecPerBlock: number, ...groups: [number, number][]): BlockLayout => ({ ecPerBlock, groups });

/** Index 0 is version 1. */
export const BLOCK_LAYOUTS: readonly VersionRow[] = [
  row(b(7, [1, 19]), b(10, [1, 16]), b(13, [1, 13]), b(17, [1, 9])),
  row(b(10, [1, 34]), b(16, [1, 28]), b(22, [1, 22]), b(28, [1, 16])),
  row(b(15, [1, 55]), b(26, [1, 44]), b(18, [2, 17]), b(22, [2, 13])),
  row(b(20, [1, 80]), b(18, [2, 32]), b(26, [2, 24]), b(16, [4, 9])),
  row(b(26, [1, 108]), b(24, [2, 43]), b(18, [2, 15], [2, 16]), b(22, [2, 11], [2, 12])),
  row(b(18, [2, 68]), b(16, [4, 27]), b(24, [4, 19]), b(28, [4, 15])),
  row(b(20, [2, 78]), b(18, [4, 31]), b(18, [2, 14], [4, 15]), b(26, [4, 13], [1, 14])),
  row(b(24, [2, 97]), b(22, [2, 38], [2, 39]), b(22, [4, 18], [2, 19]), b(26, [4, 14], [2, 15])),
  row(b(30, [2, 116]), b(22, [3, 36], [2, 37]), b(20, [4, 16], [4, 17]), b(24, [4, 12], [4, 13])),
  row(b(18, [2, 68], [2, 69]), b(26, [4, 43], [1, 44]), b(24, [6, 19], [2, 20]), b(28, [6, 15], [2, 16])),
];

export const MAX_VERSION = BLOCK_LAYOUTS.length;

/** Centres of the alignment patterns per version (index 0 is version 1, which has none). */
export const ALIGNMENT_CENTRES: readonly (readonly number[])[] = [
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];

/** Number of data codewords of a version and level. */
export function dataCodewords(version: number, level: ErrorCorrectionLevel): number {
  const layout = layoutOf(version, level);
  return layout.groups.reduce((sum, [count, size]) => sum + count * size, 0);
}

/** The block layout of a version (1-based) and level. */
export function layoutOf(version: number, level: ErrorCorrectionLevel): BlockLayout {
  const entry = BLOCK_LAYOUTS[version - 1];
  if (!entry) throw new RangeError(`QR version ${version} is not supported (1-${MAX_VERSION})`);
  return entry[level];
}

/** Bits of the byte-mode character count: 8 up to version 9, 16 from version 10. */
export function byteCountBits(version: number): number {
  return version <= 9 ? 8 : 16;
}
