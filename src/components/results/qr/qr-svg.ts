/**
 * Draws a QR symbol as a compact SVG at build time: one path of horizontal runs, a 4-module quiet
 * zone. The symbol itself comes from uqr (a small, dependency-free encoder kept by the unjs
 * project, docs/decisions/029-qr-library.md); only the markup is ours, so no script reaches the page.
 */
import { encode } from "uqr";

/** Error correction level: L 7 %, M 15 %, Q 25 %, H 30 % of the symbol may be lost. */
export type ErrorCorrectionLevel = "L" | "M" | "Q" | "H";

const QUIET_ZONE = 4;

/** Path data of the dark modules, each horizontal run as one rectangle, offset by the quiet zone. */
export function qrPathData(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join("");
}

/** Options of {@link qrSvg}. */
export interface QrSvgOptions {
  /** Accessible name of the image (role="img"). */
  label: string;
  /** Rendered width and height in CSS pixels. */
  pixels?: number;
  level?: ErrorCorrectionLevel;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** SVG markup of the QR code for `text` (black on white, crisp edges). */
export function qrSvg(text: string, options: QrSvgOptions): string {
  const qr = encode(text, { ecc: options.level ?? "M", border: 0 });
  const side = qr.size + QUIET_ZONE * 2;
  const pixels = options.pixels ?? 180;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${pixels}" height="${pixels}"` +
    ` role="img" aria-label="${escapeAttribute(options.label)}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/>` +
    `<path fill="#000" d="${qrPathData(qr.data)}"/></svg>`
  );
}
