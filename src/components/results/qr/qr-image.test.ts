import sharp from "sharp";
import { encode } from "uqr";
import { describe, expect, test } from "vitest";
import { qrDataUri } from "./qr-image.ts";

/** The PNG of a data: URI: its header's bit depth and colour type, and its pixels (true = dark). */
async function readPng(uri: string) {
  const png = Buffer.from(uri.split(",")[1] ?? "", "base64");
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const dark = (x: number, y: number) => data[y * info.width + x] === 0;
  const levels = new Set(data);
  return { width: info.width, height: info.height, dark, levels, bitDepth: png[24], colourType: png[25] };
}

describe("the PNG of qrDataUri", async () => {
  const url = "https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=MzA5";
  const symbol = encode(url, { ecc: "M", border: 0 });
  const image = await readPng(await qrDataUri(url));

  test("a square two-colour image (1-bit palette): 8 pixels per module and a 4-module quiet zone", () => {
    expect(image.width).toBe((symbol.size + 8) * 8);
    expect(image.height).toBe(image.width);
    expect([image.bitDepth, image.colourType]).toEqual([1, 3]);
    expect([...image.levels].sort()).toEqual([0, 255]);
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
  test("a base64 PNG data: URI; a text too long for any symbol is a RangeError", async () => {
    expect(await qrDataUri("https://example.com/")).toMatch(
      /^data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/=]+$/,
    );
    await expect(qrDataUri("x".repeat(4000))).rejects.toThrow(RangeError);
  });
});
