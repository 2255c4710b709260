// A 7-table Mitchell's cards with each table's link as a QR code, in Chromium: every card's SVG on the
// cards page and every PNG the Table cards sheet got is drawn on a canvas in the page and read with jsQR,
// and must read as exactly its own table's link. The page (on a screen, on a phone, printed to PDF) and
// the sheet with its images where Sheets puts them are screenshot for a person to look at.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeMovementCards } from '../../apps-script/cards/cards';
import { FakeLock, FakeSpreadsheet, fakeUtilities } from '../apps-script/fake-spreadsheet';
import { tableLinks } from '../apps-script/table-links-fixture';
import { launchBrowser, SCREENSHOTS } from './browser';
import { PAGES } from './dialog';
import { axeViolations } from './popup-page';

const JSQR = resolve(import.meta.dirname, '..', '..', 'node_modules', 'jsqr', 'dist', 'jsQR.js');
const LINKS = tableLinks(7);
const book = new FakeSpreadsheet();
let browser: Browser;
let html = '';

beforeAll(async () => {
  vi.stubGlobal('Utilities', fakeUtilities);
  const answer = writeMovementCards(
    book,
    new FakeLock(),
    { kind: 'Mitchell', pairs: '14', boardsPerRound: '3' },
    LINKS,
  );
  html = answer.value?.html ?? '';
  browser = await launchBrowser();
  mkdirSync(PAGES, { recursive: true });
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 60_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await browser?.close();
});

/** What the page's jsQR reads in a picture (a URL an <img> takes) drawn `width` pixels wide on white. */
declare function readCode(source: string, width: number): Promise<string | null>;

/** Opens `file` and gives it jsQR and readCode. */
async function open(file: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(`file://${file}`);
  await page.addScriptTag({ path: JSQR });
  await page.addScriptTag({
    content: `window.readCode = async (source, width) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const height = Math.round(width * (image.naturalHeight || 1) / (image.naturalWidth || 1));
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(image, 0, 0, width, height);
      const found = jsQR(context.getImageData(0, 0, width, height).data, width, height);
      return found === null ? null : found.data;
    };`,
  });
  return page;
}

function savePage(): string {
  const file = join(PAGES, 'movement-links.html');
  writeFileSync(file, html);
  return file;
}

/**
 * The Table cards sheet as Sheets shows it: rows of 21 pixels (a wrapped cell's taller), its columns'
 * widths, bold where it is, the links' cells in small print wrapped, and each image over the grid with
 * its top left corner at its cell's, moving with it as Sheets anchors an image.
 */
function sheetHtml(): string {
  const name = 'Table cards';
  const sheet = book.getSheetByName(name) ?? expect.unreachable();
  const values = book.values(name);
  const columns = Math.max(...values.map((row) => row.length));
  const widths = Array.from({ length: columns }, (_, c) => {
    const set = book.formats.find((f) => f.startsWith(`${name} column ${c + 1} width `));
    return Number(set?.split(' width ')[1] ?? 100);
  });
  const formatted = (row: number, column: number, kind: string) =>
    book.formats.some((f) => {
      const m = new RegExp(`^${name}!R(\\d+)C(\\d+):R(\\d+)C(\\d+) ${kind}`).exec(f);
      return (
        m !== null && Number(m[1]) <= row && row <= Number(m[3]) && Number(m[2]) <= column && column <= Number(m[4])
      );
    });
  const rows = values
    .map((row, r) => {
      const cells = Array.from({ length: columns }, (_, c) => {
        const classes = [formatted(r + 1, c + 1, 'bold') ? 'bold' : '', formatted(r + 1, c + 1, 'wrap') ? 'small' : '']
          .filter(Boolean)
          .join(' ');
        const images = sheet.images
          .filter((image) => image.row === r + 1 && image.column === c + 1)
          .map((image) => `<img alt="" src="data:image/png;base64,${Buffer.from(image.bytes).toString('base64')}">`)
          .join('');
        return `<td${classes ? ` class="${classes}"` : ''}>${images}${String(row[c] ?? '')}</td>`;
      });
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('');
  const cols = widths.map((width) => `<col style="width:${width}px">`).join('');
  const total = widths.reduce((sum, width) => sum + width, 0);
  return `<!doctype html><html lang="en"><head><title>${name}</title><style>body{font:13px Arial,sans-serif;margin:8px}
table{border-collapse:collapse;table-layout:fixed}td{border:1px solid #e0e0e0;padding:0 3px;height:20px;white-space:nowrap;
overflow:visible;position:relative;vertical-align:bottom}td img{position:absolute;left:0;top:0;z-index:1}.bold{font-weight:600}
.small{font-size:9px;white-space:normal;overflow-wrap:anywhere;line-height:1.2}</style></head>
<body><table style="width:${total}px"><colgroup>${cols}</colgroup>${rows}</table></body></html>`;
}

describe('table cards with links, read by a QR reader in Chromium', () => {
  it('each card’s SVG on the cards page reads as its table’s link', async () => {
    const page = await open(savePage(), { width: 1280, height: 900 });
    const codes = await page.$$eval('section.card', (sections) =>
      sections
        .filter((section) => section.querySelector('svg') !== null)
        .map((section) => {
          const svg = section.querySelector('svg') as SVGSVGElement;
          return {
            heading: section.querySelector('h3')?.textContent ?? '',
            svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`,
            width: Math.round(svg.getBoundingClientRect().width),
            caption: section.querySelector('figcaption')?.textContent ?? '',
          };
        }),
    );
    expect(codes.map((code) => code.heading)).toEqual([...LINKS.keys()].map((table) => `Table ${table}`));
    for (const [i, code] of codes.entries()) {
      const link = LINKS.get(i + 1);
      // Drawn as large as the page shows it: about 4 cm, 2.4 screen pixels a module.
      expect(code.width).toBeGreaterThan(140);
      expect([
        code.heading,
        await page.evaluate(([svg, width]) => readCode(svg, width), [code.svg, code.width] as const),
      ]).toEqual([code.heading, link]);
      expect(code.caption).toBe(link);
    }
    expect(await axeViolations(page)).toEqual([]);
    const tables = page.locator('#tables');
    await tables.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'qr-cards-page-1280.png') });
    await page.emulateMedia({ media: 'print' });
    writeFileSync(join(PAGES, 'movement-links.pdf'), await page.pdf({ format: 'A4', printBackground: true }));
    await page.close();
  });

  it('each PNG over the Table cards sheet reads as the link of the card it stands beside', async () => {
    const sheet = book.getSheetByName('Table cards') ?? expect.unreachable();
    const values = book.values('Table cards');
    expect(sheet.images.length).toBe(7);
    const file = join(PAGES, 'sheet-table-cards-links.html');
    writeFileSync(file, sheetHtml());
    const page = await open(file, { width: 700, height: 900 });
    for (const image of sheet.images) {
      const heading = String(values[image.row - 1]?.[0]);
      const table = Number(/^Table (\d+)$/.exec(heading)?.[1]);
      const source = `data:image/png;base64,${Buffer.from(image.bytes).toString('base64')}`;
      const width = await page.evaluate(async (src) => {
        const picture = new Image();
        picture.src = src;
        await picture.decode();
        return picture.naturalWidth;
      }, source);
      expect([heading, await page.evaluate(([src, w]) => readCode(src, w), [source, width] as const)]).toEqual([
        heading,
        LINKS.get(table),
      ]);
    }
    await page.screenshot({ path: join(SCREENSHOTS, 'qr-cards-sheet.png'), fullPage: true });
    await page.close();
  });

  it('keeps the page one phone wide, each code under its card’s table', async () => {
    const page = await open(savePage(), { width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.locator('section.card').nth(2).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'qr-cards-page-390.png') });
    await page.close();
  });
});
