/**
 * The QR code of a text as a PNG data: URI, drawn at build time (and on the preview server). A
 * PNG in an `<img>`, because WeChat's long-press "识别图中二维码" recognises images only (not
 * inline SVG, REFERENCE.md). uqr encodes the symbol (decision 029 in
 * docs/decisions/results-and-marketplace.md) and sharp, which Astro's image service brings already,
 * turns its SVG into a two-colour PNG (decision 380).
 */
import sharp from "sharp";
import { renderSVG } from "uqr";

/**
 * Error correction M (15 % of the symbol may be lost), a 4-module quiet zone and 8 pixels per
 * module (sharp at twice the shown size on a 3x phone screen); rejects with a RangeError when the
 * text is too long for a symbol.
 */
export async function qrDataUri(text: string): Promise<string> {
  const svg = renderSVG(text, { ecc: "M", border: 4, pixelSize: 8 });
  const png = await sharp(Buffer.from(svg)).png({ palette: true, colours: 2, dither: 0 }).toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}
