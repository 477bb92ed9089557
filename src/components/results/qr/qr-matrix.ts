/** Module placement of a QR symbol: function patterns, data zigzag, masks, format and version info. */
import { ALIGNMENT_CENTRES, LEVEL_BITS, type ErrorCorrectionLevel } from "./qr-tables.ts";

/** The symbol under construction: dark modules and which of them are function patterns. */
export interface Grid {
  size: number;
  dark: boolean[][];
  reserved: boolean[][];
}

const matrix = (size: number) => Array.from({ length: size }, () => new Array<boolean>(size).fill(false));

function set(grid: Grid, x: number, y: number, dark: boolean): void {
  const darkRow = grid.dark[y];
  const reservedRow = grid.reserved[y];
  if (!darkRow || !reservedRow || x < 0 || x >= grid.size) return;
  darkRow[x] = dark;
  reservedRow[x] = true;
}

/** 15-bit format information: level and mask, BCH(15,5) with 0x537, XOR 0x5412. */
export function formatBits(level: ErrorCorrectionLevel, mask: number): number {
  const data = (LEVEL_BITS[level] << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | (rem & 0x3ff)) ^ 0x5412;
}

/** 18-bit version information (versions 7+): BCH(18,6) with 0x1F25. */
export function versionBits(version: number): number {
  let rem = version;
  for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
  return (version << 12) | (rem & 0xfff);
}

function finder(grid: Grid, cx: number, cy: number): void {
  for (let dy = -4; dy <= 4; dy++) {
    for (let dx = -4; dx <= 4; dx++) {
      const ring = Math.max(Math.abs(dx), Math.abs(dy));
      set(grid, cx + dx, cy + dy, ring !== 2 && ring !== 4);
    }
  }
}

function alignment(grid: Grid, cx: number, cy: number): void {
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) set(grid, cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
  }
}

/** Finders, separators, timing, alignment, dark module, reserved format area, version info. */
export function buildFunctionPatterns(version: number): Grid {
  const size = version * 4 + 17;
  const grid: Grid = { size, dark: matrix(size), reserved: matrix(size) };
  for (let i = 0; i < size; i++) {
    set(grid, 6, i, i % 2 === 0);
    set(grid, i, 6, i % 2 === 0);
  }
  finder(grid, 3, 3);
  finder(grid, size - 4, 3);
  finder(grid, 3, size - 4);
  const centres = ALIGNMENT_CENTRES[version - 1] ?? [];
  const last = centres.length - 1;
  centres.forEach((cy, i) => {
    centres.forEach((cx, j) => {
      const onFinder = (i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0);
      if (!onFinder) alignment(grid, cx, cy);
    });
  });
  placeFormatBits(grid, 0);
  if (version >= 7) {
    const bits = versionBits(version);
    for (let i = 0; i < 18; i++) {
      const bit = ((bits >>> i) & 1) === 1;
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      set(grid, a, b, bit);
      set(grid, b, a, bit);
    }
  }
  return grid;
}

/** Writes 15 format bits in both copies, plus the always-dark module. */
function placeFormatBits(grid: Grid, bits: number): void {
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  const size = grid.size;
  for (let i = 0; i <= 5; i++) set(grid, 8, i, bit(i));
  set(grid, 8, 7, bit(6));
  set(grid, 8, 8, bit(7));
  set(grid, 7, 8, bit(8));
  for (let i = 9; i < 15; i++) set(grid, 14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) set(grid, size - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) set(grid, 8, size - 15 + i, bit(i));
  set(grid, 8, size - 8, true);
}

/** Places codeword bits (most significant first) in the two-column zigzag, skipping column 6. */
export function placeData(grid: Grid, codewords: readonly number[]): void {
  let index = 0;
  const total = codewords.length * 8;
  for (let right = grid.size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((grid.size - 1 - right) >> 1) % 2 === 0;
    for (let step = 0; step < grid.size; step++) {
      const y = upward ? grid.size - 1 - step : step;
      for (const x of [right, right - 1]) {
        if (grid.reserved[y]?.[x]) continue;
        const row = grid.dark[y];
        if (row && index < total) row[x] = (((codewords[index >>> 3] ?? 0) >>> (7 - (index & 7))) & 1) === 1;
        index++;
      }
    }
  }
}

const MASKS: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(y / 2) + Math.floor(x / 3)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** A copy of the modules with the data area inverted where mask pattern `mask` says so. */
export function applyMask(grid: Grid, mask: number): boolean[][] {
  const test = MASKS[mask];
  if (!test) throw new RangeError(`QR mask ${mask} does not exist`);
  return grid.dark.map((row, y) =>
    row.map((dark, x) => (grid.reserved[y]?.[x] ? dark : dark !== test(x, y))),
  );
}

/** Writes the format information of `level` and `mask` into finished modules. */
export function placeFormat(modules: boolean[][], level: ErrorCorrectionLevel, mask: number): void {
  const size = modules.length;
  placeFormatBits({ size, dark: modules, reserved: matrix(size) }, formatBits(level, mask));
}

/** The mask with the lowest penalty score (ISO/IEC 18004 section 7.8.3). */
export function bestMask(grid: Grid, level: ErrorCorrectionLevel): number {
  let best = 0;
  let bestScore = Infinity;
  for (let mask = 0; mask < MASKS.length; mask++) {
    const modules = applyMask(grid, mask);
    placeFormat(modules, level, mask);
    const score = penalty(modules);
    if (score < bestScore) {
      best = mask;
      bestScore = score;
    }
  }
  return best;
}

const FINDER_LIKE = [/10111010000/g, /00001011101/g];

/** Penalty score: long runs, 2x2 blocks, finder-like patterns and dark/light imbalance. */
export function penalty(modules: boolean[][]): number {
  const size = modules.length;
  const lines: string[] = [];
  for (let i = 0; i < size; i++) {
    lines.push(modules[i]?.map((d) => (d ? "1" : "0")).join("") ?? "");
    lines.push(modules.map((row) => (row[i] ? "1" : "0")).join(""));
  }
  let score = 0;
  for (const line of lines) {
    for (const run of line.match(/0{5,}|1{5,}/g) ?? []) score += run.length - 2;
    for (const pattern of FINDER_LIKE) score += 40 * (line.match(pattern)?.length ?? 0);
  }
  let dark = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const here = modules[y]?.[x];
      if (here) dark++;
      if (x + 1 < size && y + 1 < size) {
        if (here === modules[y]?.[x + 1] && here === modules[y + 1]?.[x] && here === modules[y + 1]?.[x + 1])
          score += 3;
      }
    }
  }
  score += 10 * Math.floor(Math.abs((dark * 100) / (size * size) - 50) / 5);
  return score;
}
