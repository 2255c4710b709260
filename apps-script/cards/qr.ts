/**
 * A link as a QR code, for a table's card: the code itself is uqr's (Project Nayuki's encoder), drawn
 * here as an SVG for the cards page and as a PNG for the Table cards sheet. Error correction M (a code
 * read with up to 15% of it smudged or torn), and the 4-module light margin the standard asks for
 * (ISO/IEC 18004), without which a phone may not find the code.
 *
 * Apps Script has no canvas, zlib or TextEncoder, so the PNG is written by hand: a code is small enough
 * to store its pixels uncompressed, which leaves PNG's frame and two checksums, CRC-32 and Adler-32.
 */
import { encode } from 'uqr';
import { escapeHtml } from '../html-page';

/** The light margin around the code, in modules. */
const QUIET_ZONE = 4;

/** The most pixels a side of the PNG has: a link of 190 characters (65 modules) is 3 pixels a module. */
export const QR_PIXELS = 200;

/** The code of `text`, row by row, `true` for a dark module, its light margin included. */
export const qrModules = (text: string): boolean[][] =>
  encode(text, { ecc: 'M', boostEcc: false, border: QUIET_ZONE }).data;

/**
 * The code of `text` as an SVG of one module a unit, named `label` for a screen reader: each row's runs
 * of dark modules one rectangle each, so that a 65-module code is a few kilobytes. The page sets its size.
 */
export function qrSvg(text: string, label: string): string {
  const modules = qrModules(text);
  const size = modules.length;
  let runs = '';
  modules.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      runs += `M${start} ${y}h${x + 1 - start}v1h${start - x - 1}z`;
    }
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeHtml(label)}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${runs}"/></svg>`;
}

/** The code of `text` as a PNG, black on white, as many whole pixels a module as fit in QR_PIXELS. */
export function qrPng(text: string): Uint8Array {
  const modules = qrModules(text);
  const scale = Math.max(1, Math.floor(QR_PIXELS / modules.length));
  const side = modules.length * scale;
  // Grey of one bit a pixel, 1 light and 0 dark, each row after its filter byte (0: none), padded to a byte.
  const rowBytes = 1 + Math.ceil(side / 8);
  const pixels = new Uint8Array(rowBytes * side);
  for (let y = 0; y < side; y++) {
    const row = modules[Math.floor(y / scale)] ?? [];
    for (let x = 0; x < side; x++) {
      const at = y * rowBytes + 1 + (x >> 3);
      if (!row[Math.floor(x / scale)]) pixels[at] = (pixels[at] as number) | (0x80 >> (x & 7));
    }
  }
  const header = new Uint8Array(13);
  writeUint32(header, 0, side);
  writeUint32(header, 4, side);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, grey, deflate, no filter, not interlaced
  return concat([
    Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    chunk('IHDR', header),
    chunk('IDAT', stored(pixels)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

function writeUint32(bytes: Uint8Array, at: number, value: number): void {
  bytes[at] = value >>> 24;
  bytes[at + 1] = (value >>> 16) & 0xff;
  bytes[at + 2] = (value >>> 8) & 0xff;
  bytes[at + 3] = value & 0xff;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A PNG chunk: its data's length, its type, the data, and the CRC-32 of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  writeUint32(out, 0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  writeUint32(out, 8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/**
 * A zlib stream of `data` in deflate's stored blocks (RFC 1950, 1951 §3.2.4): a two-byte header, blocks
 * of at most 65,535 bytes each behind its type and length (and the length's complement), then Adler-32.
 */
function stored(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / 0xffff));
  const out = new Uint8Array(2 + 5 * blocks + data.length + 4);
  out.set([0x78, 0x01]);
  let at = 2;
  for (let b = 0; b < blocks; b++) {
    const part = data.subarray(b * 0xffff, (b + 1) * 0xffff);
    out[at] = b === blocks - 1 ? 1 : 0;
    out.set([part.length & 0xff, part.length >>> 8, ~part.length & 0xff, (~part.length >>> 8) & 0xff], at + 1);
    out.set(part, at + 5);
    at += 5 + part.length;
  }
  writeUint32(out, at, adler32(data));
  return out;
}

/** Adler-32 (RFC 1950 §9): two sums modulo 65,521, the second of the first's running values. */
function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** CRC-32 as PNG computes it (ISO 3309, the polynomial reversed, 0xEDB88320), a bit at a time. */
function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
