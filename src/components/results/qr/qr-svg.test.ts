import { encode } from "uqr";
import { describe, expect, test } from "vitest";
import { qrPathData, qrSvg } from "./qr-svg.ts";

/** Dark modules drawn by path data: the sum of its horizontal runs. */
const drawnModules = (d: string) => [...d.matchAll(/h(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);

describe("qrPathData", () => {
  test("one rectangle per horizontal run, shifted by the 4-module quiet zone", () => {
    expect(
      qrPathData([
        [true, true, false, true],
        [false, false, false, false],
      ]),
    ).toBe("M4 4h2v1h-2zM7 4h1v1h-1z");
    expect(qrPathData([[false, false]])).toBe("");
  });
});

describe("qrSvg", () => {
  const url = "https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=MzA5";
  const svg = qrSvg(url, { label: '公众号"闪信"<二维码>', pixels: 184 });

  test("draws every dark module of the symbol, and nothing else", () => {
    const symbol = encode(url, { ecc: "M", border: 0 });
    const dark = symbol.data.flat().filter(Boolean).length;
    const d = /<path fill="#000" d="([^"]*)"/.exec(svg)?.[1] ?? "";
    expect(drawnModules(d)).toBe(dark);
    expect(svg).toContain(`viewBox="0 0 ${symbol.size + 8} ${symbol.size + 8}"`);
  });

  test("the three finder patterns sit in the corners of a version-sized square", () => {
    const symbol = encode(url, { ecc: "M", border: 0 });
    expect(symbol.size).toBe(17 + 4 * symbol.version);
    for (const [row, col] of [
      [0, 0],
      [0, symbol.size - 7],
      [symbol.size - 7, 0],
    ] as const) {
      // A finder's outer ring is dark all round; the ring inside it is light.
      expect(symbol.data[row]?.slice(col, col + 7).every(Boolean)).toBe(true);
      expect(symbol.data[row + 1]?.slice(col + 1, col + 6).some(Boolean)).toBe(false);
    }
  });

  test("is a labelled image at the asked size, with the label escaped", () => {
    expect(svg).toMatch(/^<svg [^>]*role="img"/);
    expect(svg).toContain('aria-label="公众号&quot;闪信&quot;&lt;二维码&gt;"');
    expect(svg).toContain('width="184" height="184"');
  });

  test("a higher correction level needs at least as large a symbol", () => {
    const size = (level: "L" | "H") => /viewBox="0 0 (\d+)/.exec(qrSvg(url, { label: "x", level }))?.[1];
    expect(Number(size("H"))).toBeGreaterThanOrEqual(Number(size("L")));
  });
});
