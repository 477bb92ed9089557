import { describe, expect, test } from "vitest";
import { encodeQr } from "./qr-code.ts";
import { dataCodewordsOf, finalCodewords, smallestVersion } from "./qr-data.ts";
import { applyMask, buildFunctionPatterns, formatBits, versionBits } from "./qr-matrix.ts";
import { errorCorrection, gfMultiply } from "./qr-reed-solomon.ts";
import { qrPathData, qrSvg } from "./qr-svg.ts";
import { dataCodewords, MAX_VERSION, type ErrorCorrectionLevel } from "./qr-tables.ts";

const LEVELS: ErrorCorrectionLevel[] = ["L", "M", "Q", "H"];

/** Power of the generator α in GF(256). */
function alphaPow(n: number): number {
  let value = 1;
  for (let i = 0; i < n; i++) value = gfMultiply(value, 2);
  return value;
}

/** Value of a codeword polynomial (highest degree first) at x. */
function evaluate(codewords: readonly number[], x: number): number {
  return codewords.reduce((acc, c) => gfMultiply(acc, x) ^ c, 0);
}

describe("Reed-Solomon", () => {
  test("matches the published 1-M example (HELLO WORLD)", () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(errorCorrection(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  test("every block with its EC codewords has zero syndromes", () => {
    const data = Array.from({ length: 43 }, (_, i) => (i * 37 + 11) % 256);
    const block = [...data, ...errorCorrection(data, 26)];
    for (let i = 0; i < 26; i++) expect(evaluate(block, alphaPow(i))).toBe(0);
  });
});

describe("format and version information", () => {
  test.each([
    ["L", 0, 0b111011111000100],
    ["L", 4, 0b110011000101111],
    ["M", 0, 0b101010000010010],
    ["H", 7, 0b000100000111011],
  ] as const)("level %s mask %i", (level, mask, bits) => {
    expect(formatBits(level, mask)).toBe(bits);
  });

  test("version 7 information", () => {
    expect(versionBits(7)).toBe(0b000111110010010100);
  });
});

describe("data codewords", () => {
  test("byte mode header, count, terminator and alternating pad bytes", () => {
    const codewords = dataCodewordsOf(new TextEncoder().encode("ab"), 1, "M");
    expect(codewords).toHaveLength(16);
    // 0100 | 00000010 | 01100001 | 01100010 | 0000 -> 0x40 0x26 0x16 0x20, then pads.
    expect(codewords.slice(0, 4)).toEqual([0x40, 0x26, 0x16, 0x20]);
    expect(codewords.slice(4, 8)).toEqual([0xec, 0x11, 0xec, 0x11]);
  });

  test.each(LEVELS)("capacity of level %s grows with the version and is used to the last byte", (level) => {
    for (let version = 1; version <= MAX_VERSION; version++) {
      const capacity = dataCodewords(version, level) - (version <= 9 ? 2 : 3);
      expect(smallestVersion(capacity, level)).toBeLessThanOrEqual(version);
      if (version < MAX_VERSION) expect(smallestVersion(capacity + 1, level)).toBeGreaterThan(version);
    }
  });

  test("too long text is a clear build error", () => {
    expect(() => encodeQr("x".repeat(300))).toThrow(/too long/);
  });
});

/** Reads the data bits back out of a finished symbol: unmask, zigzag, pack into bytes. */
function readBack(version: number, modules: boolean[][], mask: number): number[] {
  const grid = buildFunctionPatterns(version);
  const unmasked = applyMask({ ...grid, dark: modules }, mask);
  const size = modules.length;
  const bits: number[] = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((size - 1 - right) >> 1) % 2 === 0;
    for (let step = 0; step < size; step++) {
      const y = upward ? size - 1 - step : step;
      for (const x of [right, right - 1]) if (!grid.reserved[y]?.[x]) bits.push(unmasked[y]?.[x] ? 1 : 0);
    }
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8)
    bytes.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  return bytes;
}

describe("encodeQr", () => {
  test.each([
    ["https://mp.example.com/qr/shanxin", "M"],
    ["a".repeat(100), "L"],
    ["https://download.example.com/" + "p".repeat(150), "M"],
  ] as const)("places every codeword of %s where a reader finds it", (text, level) => {
    const qr = encodeQr(text, level);
    const expected = finalCodewords(
      dataCodewordsOf(new TextEncoder().encode(text), qr.version, level),
      qr.version,
      level,
    );
    expect(readBack(qr.version, qr.modules, qr.mask).slice(0, expected.length)).toEqual(expected);
  });

  test("draws the three finder patterns and the timing rows", () => {
    const qr = encodeQr("https://mp.example.com/qr/shanxin");
    const size = qr.size;
    for (const [cx, cy] of [
      [3, 3],
      [size - 4, 3],
      [3, size - 4],
    ] as const) {
      expect(qr.modules[cy]?.[cx]).toBe(true);
      expect(qr.modules[cy]?.[cx - 2]).toBe(false);
      expect(qr.modules[cy]?.[cx - 3]).toBe(true);
    }
    for (let i = 8; i < size - 8; i++) {
      expect(qr.modules[6]?.[i]).toBe(i % 2 === 0);
      expect(qr.modules[i]?.[6]).toBe(i % 2 === 0);
    }
    expect(qr.modules[size - 8]?.[8]).toBe(true);
  });
});

describe("qrSvg", () => {
  test("one rectangle per horizontal run, offset by the quiet zone", () => {
    expect(qrPathData([[true, true, false, true]])).toBe("M4 4h2v1h-2zM7 4h1v1h-1z");
  });

  test("escapes the label and sizes the viewBox with the quiet zone", () => {
    const svg = qrSvg("https://mp.example.com/qr/x", { label: '关注"闪信"<公众号>', pixels: 160 });
    expect(svg).toContain('aria-label="关注&quot;闪信&quot;&lt;公众号&gt;"');
    expect(svg).toMatch(/viewBox="0 0 (\d+) \1" width="160" height="160"/);
  });
});
