import { inflateSync } from "node:zlib";
import { encode } from "uqr";
import { describe, expect, test } from "vitest";
import { qrDataUri } from "./qr-image.ts";

/** Width, height and the pixel at (x, y) of a 1-bit greyscale PNG (true = dark). */
function readPng(png: Buffer) {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  let at = 8;
  const data: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    if (png.toString("latin1", at + 4, at + 8) === "IDAT") data.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(data));
  const rowBytes = Math.ceil(width / 8) + 1;
  const dark = (x: number, y: number) => ((raw[y * rowBytes + 1 + (x >> 3)] ?? 0) & (0x80 >> (x & 7))) === 0;
  return { width, height, dark, bitDepth: png[24], colourType: png[25] };
}

describe("the PNG of qrDataUri", () => {
  const url = "https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=MzA5";
  const symbol = encode(url, { ecc: "M", border: 0 });
  const image = readPng(Buffer.from(qrDataUri(url).split(",")[1] ?? "", "base64"));

  test("a square 1-bit greyscale image: 8 pixels per module and a 4-module quiet zone", () => {
    expect(image.width).toBe((symbol.size + 8) * 8);
    expect(image.height).toBe(image.width);
    expect([image.bitDepth, image.colourType]).toEqual([1, 0]);
  });

  test("every module drawn as it is in the symbol, the quiet zone white", () => {
    const mismatches: string[] = [];
    for (let y = 0; y < symbol.size; y++) {
      for (let x = 0; x < symbol.size; x++) {
        const centre = (n: number) => (n + 4) * 8 + 4;
        if (image.dark(centre(x), centre(y)) !== symbol.data[y]?.[x]) mismatches.push(`${x},${y}`);
      }
    }
    expect(mismatches).toEqual([]);
    for (const n of [0, 16, 31]) {
      expect(image.dark(n, n)).toBe(false);
      expect(image.dark(image.width - 1 - n, n)).toBe(false);
    }
  });

  test("the finder patterns sit in the corners (outer ring dark, the ring inside light)", () => {
    expect(image.dark(32 + 4, 32 + 4)).toBe(true);
    expect(image.dark(32 + 12, 32 + 12)).toBe(false);
    expect(image.dark(image.width - 36, 36)).toBe(true);
  });
});

describe("qrDataUri", () => {
  test("a base64 PNG data: URI; a text too long for any symbol is a RangeError", () => {
    expect(qrDataUri("https://example.com/")).toMatch(/^data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/=]+$/);
    expect(() => qrDataUri("x".repeat(4000))).toThrow(RangeError);
  });
});
