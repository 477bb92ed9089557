/**
 * A small QR code encoder (byte mode, versions 1-10), written for this project so that public
 * account and download QR codes are drawn at build time without a dependency or a network call.
 */
import { dataCodewordsOf, finalCodewords, smallestVersion } from "./qr-data.ts";
import { applyMask, bestMask, buildFunctionPatterns, placeData, placeFormat } from "./qr-matrix.ts";
import type { ErrorCorrectionLevel } from "./qr-tables.ts";

/** A QR symbol: `modules[y][x]` is true for a dark module. */
export interface QrCode {
  version: number;
  level: ErrorCorrectionLevel;
  mask: number;
  size: number;
  modules: boolean[][];
}

/**
 * Encodes UTF-8 text. Throws RangeError when the text is longer than version 10 holds
 * (213 bytes at level M): a configuration error, reported at build time.
 */
export function encodeQr(text: string, level: ErrorCorrectionLevel = "M"): QrCode {
  const bytes = new TextEncoder().encode(text);
  const version = smallestVersion(bytes.length, level);
  if (version === undefined) {
    throw new RangeError(`QR text is too long (${bytes.length} bytes) for level ${level}: shorten the URL`);
  }
  const codewords = finalCodewords(dataCodewordsOf(bytes, version, level), version, level);
  const base = buildFunctionPatterns(version);
  placeData(base, codewords);
  const mask = bestMask(base, level);
  const modules = applyMask(base, mask);
  placeFormat(modules, level, mask);
  return { version, level, mask, size: modules.length, modules };
}
