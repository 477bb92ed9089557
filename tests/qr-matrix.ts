/**
 * Reads a QR code PNG (a data: URI or its bytes) the way a scanner would need to, without a
 * decoder: the modules at their centres, compared with the symbol uqr makes of `text`. Equal
 * modules prove that the image encodes exactly `text` (two texts never give one symbol).
 */
import sharp from "sharp";
import { encode } from "uqr";

export async function qrEncodes(image: string | Buffer, text: string): Promise<boolean> {
  const png = typeof image === "string" ? Buffer.from(image.split(",")[1] ?? "", "base64") : image;
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const symbol = encode(text, { ecc: "M", border: 0 });
  // A 4-module quiet zone on each side.
  const module = info.width / (symbol.size + 8);
  if (!Number.isInteger(module) || info.width !== info.height) return false;
  const dark = (x: number, y: number) => (data[Math.floor(y) * info.width + Math.floor(x)] ?? 255) < 128;
  const centre = (n: number) => (n + 4) * module + module / 2;
  return symbol.data.every((row, y) => row.every((on, x) => dark(centre(x), centre(y)) === on));
}
