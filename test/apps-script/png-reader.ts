// A PNG read back by the rules of the format (ISO/IEC 15948), with node's own zlib: each chunk's CRC-32
// checked, the image data inflated (its Adler-32 checked by zlib), and the rows of a grey image unfiltered
// (filter 0, none) into a pixel a byte. Enough for the grey PNGs of the table cards' QR codes.
import { crc32, inflateSync } from 'node:zlib';

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A grey image: its width, height, and a pixel a byte, row by row (0 black, 255 white). */
export interface Grey {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
}

export function readPng(bytes: Uint8Array): Grey {
  const data = Buffer.from(bytes);
  if (!data.subarray(0, 8).equals(Buffer.from(PNG_SIGNATURE))) throw new Error('not a PNG: no signature');
  const chunks: { type: string; body: Buffer }[] = [];
  for (let at = 8; at < data.length; ) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    const body = data.subarray(at + 8, at + 8 + length);
    if (crc32(data.subarray(at + 4, at + 8 + length)) !== data.readUInt32BE(at + 8 + length))
      throw new Error(`chunk ${type}: bad CRC`);
    chunks.push({ type, body });
    at += 12 + length;
  }
  const types = chunks.map((c) => c.type);
  if (types[0] !== 'IHDR' || types.at(-1) !== 'IEND') throw new Error(`chunks out of order: ${types.join(' ')}`);
  const header = chunks[0]?.body as Buffer;
  const [width, height, depth, colour] = [header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]];
  if (colour !== 0 || (depth !== 1 && depth !== 8))
    throw new Error(`not a grey image of 1 or 8 bits: ${colour}/${depth}`);
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.body)));
  const rowBytes = 1 + Math.ceil((width * depth) / 8);
  if (raw.length !== rowBytes * height) throw new Error(`${raw.length} bytes of image data, not ${rowBytes * height}`);
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    if (raw[y * rowBytes] !== 0) throw new Error(`row ${y}: filter ${raw[y * rowBytes]}, not 0`);
    for (let x = 0; x < width; x++) {
      const byte = raw[y * rowBytes + 1 + (depth === 8 ? x : x >> 3)] as number;
      pixels[y * width + x] = depth === 8 ? byte : (byte >> (7 - (x & 7))) & 1 ? 255 : 0;
    }
  }
  return { width, height, pixels };
}

/** A grey image as RGBA, which jsQR reads. */
export const rgba = (image: Grey): Uint8ClampedArray =>
  Uint8ClampedArray.from({ length: image.pixels.length * 4 }, (_, i) =>
    i % 4 === 3 ? 255 : (image.pixels[i >> 2] as number),
  );
