/**
 * QR codes of preview addresses, drawn on the server with the project's encoder
 * (src/components/results/qr). Level L: preview addresses are long, and a phone scans them
 * from a screen, not from print.
 */
import { qrDataUri } from "../../components/results/qr/qr-image.ts";
import { escapeHtml } from "../../core/html-escape.ts";

/** An `<img>` of the address's QR code, or undefined when the address is too long for one. */
export function previewQr(url: string, label: string): string | undefined {
  try {
    return `<img src="${qrDataUri(url, "L")}" width="168" height="168" alt="${escapeHtml(label)}">`;
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}
