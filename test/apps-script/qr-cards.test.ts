// A table's link on its card as a QR code: a PNG over the Table cards sheet, an SVG on the cards page,
// for a 7-table Mitchell. The PNGs are read back with node's zlib and jsQR, and the code's error
// correction and margin are read from its modules by the QR standard (ISO/IEC 18004), not from the code.
import { createContext, runInContext } from 'node:vm';
import { build } from 'esbuild';
import jsQR from 'jsqr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeMovementCards } from '../../apps-script/cards/cards';
import { qrPng, qrSvg } from '../../apps-script/cards/qr';
import { FakeLock, FakeSpreadsheet, fakeUtilities } from './fake-spreadsheet';
import { type Grey, PNG_SIGNATURE, readPng, rgba } from './png-reader';
import { tableLinks } from './table-links-fixture';

const LINKS = tableLinks(7);
const MITCHELL = { kind: 'Mitchell', pairs: '14', boardsPerRound: '3' };
let book: FakeSpreadsheet;

beforeEach(() => {
  book = new FakeSpreadsheet();
  vi.stubGlobal('Utilities', fakeUtilities);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const cards = (links?: ReadonlyMap<number, string>) => writeMovementCards(book, new FakeLock(), MITCHELL, links);
const sheet = (name: string) => book.getSheetByName(name) ?? expect.unreachable(`no sheet ${name}`);
/** The sheet row (from 1) of each table's heading. */
const headingRows = (name: string): Map<number, number> =>
  new Map(
    book.values(name).flatMap((row, r) => {
      const table = /^Table (\d+)$/.exec(String(row[0]));
      return table ? [[Number(table[1]), r + 1] as const] : [];
    }),
  );

/**
 * The QR code's modules, read from the picture: a module's size is the top left finder pattern's first
 * dark run over 7 (its outer ring is 7 modules), the margin what lies before it; each module read at its centre.
 */
function modulesOf(image: Grey): { margin: number; dark: (row: number, column: number) => boolean } {
  const at = (x: number, y: number) => image.pixels[y * image.width + x] === 0;
  const top = Array.from({ length: image.height }, (_, y) => y).find((y) =>
    Array.from({ length: image.width }, (_, x) => at(x, y)).some(Boolean),
  ) as number;
  const left = Array.from({ length: image.width }, (_, x) => x).find((x) => at(x, top)) as number;
  let run = 0;
  while (at(left + run, top)) run++;
  const size = run / 7;
  return {
    margin: left / size,
    dark: (row, column) => at(left + column * size + Math.floor(size / 2), top + row * size + Math.floor(size / 2)),
  };
}

describe('the Table cards sheet with links', () => {
  it('has one PNG a table, at the right of its card’s heading, that reads as its table’s link', () => {
    expect(cards(LINKS).ok).toBe(true);
    const { images } = sheet('Table cards');
    const headings = headingRows('Table cards');
    expect(images.map((image) => [image.row, image.column, image.contentType])).toEqual(
      [...headings.values()].map((row) => [row, 6, 'image/png']),
    );
    images.forEach((image, i) => {
      expect([...image.bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      const png = readPng(image.bytes);
      expect(jsQR(rgba(png), png.width, png.height)?.data).toBe(LINKS.get(i + 1));
    });
  });

  it('writes each link in small print in the code’s column, under the code and above the next card', () => {
    cards(LINKS);
    const values = book.values('Table cards');
    const headings = headingRows('Table cards');
    const { images } = sheet('Table cards');
    for (const [table, link] of LINKS) {
      const row = values.findIndex((cells) => cells[5] === link) + 1;
      expect(values[row - 1]?.slice(0, 5)).toEqual(['', '', '', '', '']);
      // The code covers rows of 21 pixels, Sheets' own height, from its heading's row down.
      const image = images[table - 1] ?? expect.unreachable();
      const covered = Math.ceil(readPng(image.bytes).height / 21);
      expect(row).toBeGreaterThanOrEqual(image.row + covered);
      if (headings.has(table + 1)) expect(headings.get(table + 1)).toBeGreaterThan(row);
      const size = book.formats.find((f) => f.startsWith(`Table cards!R${row}C6:R${row}C6 size `));
      expect(Number(size?.split(' size ')[1])).toBeLessThan(10); // Sheets' own size is 10
      expect(book.formats).toContain(`Table cards!R${row}C6:R${row}C6 wrap`);
    }
    // The code's column as wide as the code.
    const width = book.formats.find((f) => f.startsWith('Table cards column 6 width '));
    expect(Number(width?.split(' width ')[1])).toBeGreaterThanOrEqual(readPng(images[0]?.bytes as Uint8Array).width);
  });

  it('draws a code of error correction M with a margin of 4 modules', () => {
    cards(LINKS);
    const image = readPng(sheet('Table cards').images[2]?.bytes as Uint8Array);
    const { margin, dark } = modulesOf(image);
    expect(margin).toBe(4);
    // The format's first two bits, beside the top left finder (row 8, columns 0 and 1), masked with 10
    // (ISO/IEC 18004 §7.9): the error correction level, 00 for M.
    const level = ((dark(8, 0) ? 2 : 0) | (dark(8, 1) ? 1 : 0)) ^ 0b10;
    expect(level).toBe(0b00);
  });

  it('puts a code only on the cards of the tables that have a link', () => {
    cards(new Map([[3, LINKS.get(3) as string]]));
    expect(sheet('Table cards').images.map((image) => image.row)).toEqual([headingRows('Table cards').get(3)]);
  });

  it('without links: no image, and the cards as before, five columns', () => {
    cards();
    expect(sheet('Table cards').images).toEqual([]);
    expect(book.values('Table cards').every((row) => row.length === 5)).toBe(true);
    expect(book.formats.filter((f) => f.includes(' size ') || f.endsWith(' wrap'))).toEqual([]);
  });
});

describe('the Table cards sheet written again', () => {
  it('goes beside the first, whose codes stay as they were: never two codes on one card', () => {
    cards(LINKS);
    const answer = cards(LINKS);
    expect(answer.message).toContain('"Table cards 2"');
    expect(sheet('Table cards').images.length).toBe(7);
    expect(sheet('Table cards 2').images.length).toBe(7);
  });

  it('passes over a sheet whose cells were cleared but whose images were not', () => {
    const cleared = book.insertSheet('Table cards');
    cleared.insertImage(fakeUtilities.newBlob([1, 2, 3], 'image/png', 'logo.png'), 1, 1);
    const answer = cards(LINKS);
    expect(answer.message).toContain('"Table cards" is left as it is');
    expect(cleared.images.length).toBe(1);
    expect(sheet('Table cards 2').images.length).toBe(7);
  });
});

describe('the cards page with links', () => {
  it('shows one SVG code on each table’s card, named for its table, its link in small print under it', () => {
    const html = cards(LINKS).value?.html ?? '';
    expect(html.match(/<svg/g)?.length).toBe(7);
    const sections = html.split('<section class="card">').slice(1);
    for (const [table, link] of LINKS) {
      const section = sections.find((s) => s.startsWith(`<h3>Table ${table}</h3>`)) ?? '';
      expect(section).toContain(`aria-label="QR code of the page of table ${table}"`);
      expect(section).toContain(`<figcaption>${link.replaceAll('&', '&amp;')}</figcaption>`);
    }
    // The guide cards have none.
    expect(sections.filter((s) => s.includes('<svg')).length).toBe(7);
  });

  it('has none without links', () => {
    const html = cards().value?.html ?? '';
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('figcaption');
  });
});

describe('the QR code in Apps Script’s V8', () => {
  it('is drawn in a bare global scope (no TextEncoder, Buffer or zlib) as in node', async () => {
    const bundle = await build({
      entryPoints: ['apps-script/cards/qr.ts'],
      bundle: true,
      format: 'iife',
      globalName: 'QR',
      target: 'es2019',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      write: false,
    });
    const context = createContext({});
    runInContext(bundle.outputFiles[0]?.text ?? '', context);
    const link = LINKS.get(5) as string;
    expect(runInContext('[typeof TextEncoder, typeof Buffer, typeof require]', context)).toEqual([
      'undefined',
      'undefined',
      'undefined',
    ]);
    const png = runInContext(`Array.from(QR.qrPng(${JSON.stringify(link)}))`, context) as number[];
    expect(png).toEqual([...qrPng(link)]);
    expect(runInContext(`QR.qrSvg(${JSON.stringify(link)}, 'Table 5')`, context)).toBe(qrSvg(link, 'Table 5'));
  });
});
