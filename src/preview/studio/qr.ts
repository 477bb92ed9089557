/**
 * QR codes of preview addresses, drawn on the server as inline SVG with the project's encoder
 * (src/components/results/qr). Level L: preview addresses are long, and a phone scans them
 * from a screen, not from print.
 */
import { qrSvg } from "../../components/results/qr/qr-svg.ts";

/** SVG markup of the address's QR code, or undefined when the address is too long for one. */
export function previewQr(url: string, label: string): string | undefined {
  try {
    return qrSvg(url, { label, pixels: 168, level: "L" });
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}
