/**
 * Draws a QR symbol as a PNG data: URI at build time (and on the preview server), 1 bit per
 * pixel with a 4-module quiet zone. A PNG in an `<img>`, because WeChat's long-press
 * "识别图中二维码" recognises images only (not inline SVG, REFERENCE.md). The symbol itself
 * comes from uqr (docs/decisions/029-qr-library.md); only the pixels and the PNG chunks are ours.
 */
import { crc32, deflateSync } from "node:zlib";
import { encode } from "uqr";

const QUIET_ZONE = 4;
/** Image pixels per module: sharp at twice the shown size on a 3x phone screen. */
const SCALE = 8;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 1-bit greyscale PNG of the modules (true = dark), each module SCALE pixels square. */
function qrPng(modules: readonly (readonly boolean[])[]): Buffer {
  const side = (modules.length + QUIET_ZONE * 2) * SCALE;
  const rowBytes = Math.ceil(side / 8);
  // Each row: filter byte 0, then the pixels, most significant bit first; 1 is white.
  const raw = Buffer.alloc((rowBytes + 1) * side);
  for (let y = 0; y < side; y++) {
    const row = modules[Math.floor(y / SCALE) - QUIET_ZONE];
    for (let x = 0; x < side; x++) {
      if (row?.[Math.floor(x / SCALE) - QUIET_ZONE]) continue;
      const at = y * (rowBytes + 1) + 1 + (x >> 3);
      raw[at] = (raw[at] ?? 0) | (0x80 >> (x & 7));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * The QR code of `text` as a data: URI for an `<img>`, error correction M (15 % of the symbol may
 * be lost); RangeError when too long for a symbol.
 */
export function qrDataUri(text: string): string {
  const qr = encode(text, { ecc: "M", border: 0 });
  return `data:image/png;base64,${qrPng(qr.data).toString("base64")}`;
}
