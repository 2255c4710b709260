// Draws the toolbar icon (a white spade on a green card-table square) as PNGs for WXT's public/icon/,
// and the web app's (extension/web/public/icon/): a home screen wants 192 and 512 px.
// Run once after changing the drawing: node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
};

/** How much of the pixel at (px, py) of a size×size icon the spade covers, 0–1, by 4×4 supersampling. */
function coverage(px, py, size) {
  let inside = 0;
  for (let sy = 0; sy < 4; sy++)
    for (let sx = 0; sx < 4; sx++) {
      // Map to a frame where the spade spans about −1.25…1.35 in both directions.
      const x = ((px + (sx + 0.5) / 4) / size - 0.5) * 3.1;
      const y = -((py + (sy + 0.5) / 4) / size - 0.47) * 3.1;
      // An upside-down heart, (x² + y² − 1)³ − x²y³ ≤ 0 with y flipped, makes the spade's blade.
      const yy = -y + 0.25;
      const blade = (x * x + yy * yy - 1) ** 3 - x * x * yy ** 3 <= 0;
      const stem = y < -0.55 && y > -1.25 && Math.abs(x) < 0.12 + (-0.55 - y) * 0.45;
      if (blade || stem) inside++;
    }
  return inside / 16;
}

function png(size) {
  const rows = [];
  const radius = size * 0.18;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      // Rounded corners: outside the corner circles the pixel is transparent.
      const cx = Math.min(Math.max(x + 0.5, radius), size - radius);
      const cy = Math.min(Math.max(y + 0.5, radius), size - radius);
      const alpha = Math.hypot(x + 0.5 - cx, y + 0.5 - cy) <= radius ? 255 : 0;
      const white = coverage(x, y, size);
      const [r, g, b] = [0x1b + (255 - 0x1b) * white, 0x6b + (255 - 0x6b) * white, 0x3a + (255 - 0x3a) * white];
      row.set([Math.round(r), Math.round(g), Math.round(b), alpha], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS = {
  'extension/public/icon': [16, 32, 48, 96, 128],
  'extension/web/public/icon': [32, 192, 512],
};
for (const [folder, sizes] of Object.entries(ICONS)) {
  mkdirSync(folder, { recursive: true });
  for (const size of sizes) writeFileSync(`${folder}/${size}.png`, png(size));
  console.log(`${folder}: ${sizes.join(', ')}`);
}
