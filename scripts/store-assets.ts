// The stores' listing images, drawn from the real popup. test/e2e/store-assets.e2e.test.ts opens the
// built extension in Chromium, sets each view up as a player would, screenshots it at twice the popup's
// 400 × 600, and lays each shot out here as a page of the store's size, which Chromium renders to PNG.
// `npm run store:assets` runs just that test; the images go to dist/store/ (docs/store-listing.md).

/** What the Chrome Web Store and AMO ask for, in pixels. */
export const STORE_SIZES = {
  icon: { width: 128, height: 128 },
  tile: { width: 440, height: 280 },
  screenshot: { width: 1280, height: 800 },
} as const;

/** One store screenshot: a view of the popup and the words beside it. */
export interface StoreShot {
  /** File name stem, e.g. `1-score`. */
  readonly name: string;
  readonly headline: string;
  readonly caption: string;
}

export const STORE_SHOTS: readonly StoreShot[] = [
  {
    name: '1-score',
    headline: 'Click a contract. Read every result.',
    caption: 'Made, overtricks and every undertrick, vulnerable or not, doubled or not, with the arithmetic.',
  },
  {
    name: '2-rubber',
    headline: 'A score pad that adds up by itself.',
    caption: 'Rubber, Chicago and Bugger Bridge pads, kept when the popup closes, printed when you like.',
  },
  {
    name: '3-deal',
    headline: 'Double dummy and par for any deal.',
    caption: 'Paste a BBO link or a PBN deal: the tricks each seat takes in each strain, and the par.',
  },
  {
    name: '4-history',
    headline: 'Every session kept, on your device.',
    caption: 'Reopen, print or export a finished rubber or match. Nothing is sent anywhere.',
  },
];

const GREEN = '#1b6b3a'; // the icon's card-table green (scripts/make-icons.mjs)
const FONT = "system-ui, 'DejaVu Sans', sans-serif"; // single quotes: it goes inside a style="…"

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** A 1280 × 800 page: the words on the left, the popup at 1.25 times its size on the right. */
export function screenshotPage(shot: StoreShot, popup: Buffer, icon: Buffer): string {
  const { width, height } = STORE_SIZES.screenshot;
  return `<!doctype html><html><body style="margin:0;width:${width}px;height:${height}px;overflow:hidden;
background:linear-gradient(135deg, ${GREEN}, #0f4424);font-family:${FONT};color:#fff;display:flex;
align-items:center;gap:72px;padding:0 80px;box-sizing:border-box">
<div style="flex:1">
  <div style="display:flex;align-items:center;gap:16px;font-size:28px;font-weight:600;opacity:.9">
    <img src="${dataUrl(icon)}" width="56" height="56" alt="">Bridge Scorer</div>
  <h1 style="font-size:52px;line-height:1.15;margin:40px 0 24px">${escapeHtml(shot.headline)}</h1>
  <p style="font-size:27px;line-height:1.45;margin:0;opacity:.92">${escapeHtml(shot.caption)}</p>
</div>
<img src="${dataUrl(popup)}" width="500" height="750" alt=""
  style="border-radius:10px;box-shadow:0 24px 60px rgba(0,0,0,.45);background:#fff">
</body></html>`;
}

/** The 440 × 280 tile: the icon, the name and what it does. */
export function tilePage(icon: Buffer): string {
  const { width, height } = STORE_SIZES.tile;
  return `<!doctype html><html><body style="margin:0;width:${width}px;height:${height}px;overflow:hidden;
background:linear-gradient(135deg, ${GREEN}, #0f4424);font-family:${FONT};color:#fff;display:flex;
flex-direction:column;align-items:center;justify-content:center;gap:14px;text-align:center">
<img src="${dataUrl(icon)}" width="96" height="96" alt="">
<div style="font-size:36px;font-weight:700">Bridge Scorer</div>
<div style="font-size:18px;opacity:.92;padding:0 24px">Every result of a contract, in one click</div>
</body></html>`;
}

/** A PNG's width and height, from its header. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
