// A session published as USEBIO imports back to the same ranking: one typed in the results template
// (its formulas worked out through the built Code.js as Sheets computes them) and one run from the
// sidebar as a pairs evening. The ranking compared is the one the club saw: the template's own in N1,
// the evening's published Ranking sheet.
import { describe, expect, it } from 'vitest';
import { enterResult } from '../../apps-script/pairs-evening/entry';
import { setupPairsEvening } from '../../apps-script/pairs-evening/setup';
import { resultsFiles, writeResultSheets } from '../../apps-script/publish/publish';
import { importResultsText } from '../../apps-script/usebio-import';
import { fakePropertiesService } from './fake-properties';
import { FakeLock, FakeRuleBuilder, type FakeSheet, FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode } from './load';
import { sheetView } from './sheet-view';

/** No solving: the par the import works out is tested in pbn-import.test.ts; here it would only cost time. */
const NO_SOLVING = { stop: () => true };

const noClub = () => fakePropertiesService(new Map()).getDocumentProperties();
const lock = new FakeLock();

/** The ranking a Ranking sheet written by the import holds: each pair's place and figure, by direction. */
function importedRanking(book: FakeSpreadsheet): string[] {
  const rows = book.values('Ranking');
  const out: string[] = [];
  let header: string[] = [];
  for (const row of rows) {
    if (row.includes('Place')) {
      header = row.map(String);
      continue;
    }
    const pair = header.findIndex((cell) => /pair$/i.test(cell));
    if (pair < 0 || row[pair] === '' || row[pair] === undefined) continue;
    out.push(`${header[pair]} ${row[pair]}: ${row[0]} ${row[header.indexOf('%')]}`);
  }
  return out.sort();
}

/** The file the session publishes, imported into a spreadsheet of its own. */
function importedFrom(usebio: string | undefined): FakeSpreadsheet {
  expect(usebio).toMatch(/^<\?xml/);
  const book = new FakeSpreadsheet();
  const answer = importResultsText(book, lock, usebio ?? '', NO_SOLVING);
  expect(answer.ok).toBe(true);
  // Our own figures, read back: nothing to differ from.
  expect(answer.message).toMatch(/Every pair's percentage is the one the file gives/);
  return book;
}

describe('a session typed in the results template', () => {
  let book = new FakeSpreadsheet();
  const code = loadCode({
    SpreadsheetApp: {
      getActiveSpreadsheet: () => book,
      getUi: () => ({ alert: () => undefined }),
      newConditionalFormatRule: () => new FakeRuleBuilder(),
    },
    LockService: { getDocumentLock: () => new FakeLock() },
  });
  const { shown, type } = sheetView(() => book, code);

  it('exports a USEBIO file that imports back to the ranking the template shows', () => {
    book = new FakeSpreadsheet();
    (code.global.insertResultsSheet as () => void)();
    const sheet = book.getSheetByName('Pairs results') as FakeSheet;
    // Two boards at three tables, a Howell's pair numbers, typed as a scorer types them.
    type(sheet, 2, [
      [1, '', 1, 2, '4S', 'N', 10],
      [1, '', 3, 4, '4S', 'N', 9],
      [1, '', 5, 6, '3NT', 'S', 9],
      [2, '', 1, 4, '4S', 'N', 10],
      [2, '', 3, 6, '4S', 'N', 9],
      [2, '', 5, 2, '3NT', 'S', "'+1"],
    ]);
    // The ranking the template shows in N1 (Place, Pair, MPs, Max, %), as the club read it.
    const shownRanking: string[] = [];
    for (let r = 2; shown(sheet, r, 14) !== ''; r++)
      shownRanking.push(`Pair ${shown(sheet, r, 15)}: ${shown(sheet, r, 14)} ${shown(sheet, r, 18)}`);
    expect(shownRanking).toHaveLength(6);
    // What Sheets' getValues gives the add-on: each cell as it shows, formulas worked out.
    const computed = new FakeSpreadsheet();
    const copy = computed.insertSheet('Pairs results');
    const rows = Array.from({ length: 7 }, (_, r) => Array.from({ length: 24 }, (_, c) => shown(sheet, r + 1, c + 1)));
    copy.getRange(1, 1, rows.length, 24).setValues(rows as never);
    const files = resultsFiles(computed, 'Pairs results', true, noClub());
    expect(files.ok).toBe(true);
    const imported = importedFrom(files.ok ? files.value.usebio : undefined);
    expect(importedRanking(imported)).toEqual(shownRanking.sort());
  });
});

describe('a pairs evening run from the sidebar', () => {
  it('exports a USEBIO file that imports back to the ranking it published', () => {
    const ss = new FakeSpreadsheet();
    expect(setupPairsEvening(ss, lock, { kind: 'Mitchell', pairs: '8', boardsPerRound: '1' }).ok).toBe(true);
    // Rounds 1 and 2 at every table, each table's board found as the director finds it: the one the
    // movement gives it (the others are refused). Contracts vary so the pairs do not all tie.
    const contracts = ['4S=', '4S-1', '3NT=', '4S+1'];
    let entered = 0;
    for (const round of [1, 2])
      for (const table of [1, 2, 3, 4])
        for (const board of [1, 2, 3, 4]) {
          const contract = contracts[(round * 3 + table) % 4] as string;
          const answer = enterResult(ss, lock, { round, table, board, declarer: 'N', contract, shown: null });
          if (answer.ok) {
            entered++;
            break;
          }
        }
    expect(entered).toBe(8);
    expect(writeResultSheets(ss, lock, 'Pairs evening').ok).toBe(true);
    // The published Ranking sheet: a block a direction, Place | N/S pair (E/W pair) | … | %.
    const published: string[] = [];
    let header: string[] = [];
    for (const row of ss.values('Ranking')) {
      if (row.includes('Place')) {
        header = row.map(String);
        continue;
      }
      const pair = header.findIndex((cell) => /pair$/i.test(cell));
      if (pair < 0 || row[pair] === '' || row[pair] === undefined || !/^\d/.test(String(row[0]))) continue;
      published.push(`${header[pair]} ${row[pair]}: ${row[0]} ${row[header.indexOf('%')]}`);
    }
    expect(published).toHaveLength(8);
    const files = resultsFiles(ss, 'Pairs evening', true, noClub());
    expect(files.ok).toBe(true);
    const imported = importedFrom(files.ok ? files.value.usebio : undefined);
    expect(importedRanking(imported)).toEqual(published.sort());
  });
});
