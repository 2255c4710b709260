// Hand records in a pairs evening, through the built Code.js on the fake spreadsheet: a PBN of 28 deals
// attached to a 7-table Mitchell of 4 boards a round, solved, kept in the Hand records sheet and shown
// on the results page and the printable page. The expected tables and pars are Magic Contest France's,
// read from the fixture's own OptimumResultTable and OptimumScore tags by a regex here (never our
// solver's output); the deals alone, those tags taken out, are what is attached.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attachRecords, solveEveningRecords } from '../../apps-script/pairs-evening/hand-records';
import { setupPairsEvening } from '../../apps-script/pairs-evening/setup';
import { PAIRS, pbnText } from '../fixtures/paths';
import { DEALS_ONLY, digitsOf, RECORDS_FIXTURE, STATED } from '../fixtures/records-stated';
import { FakeCache, fakeCacheService } from './fake-cache';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode, racingClock } from './load';

const FIXTURE = RECORDS_FIXTURE;
/** A hand's suits from a PBN deal (`N:… … … …`), by seat, spades first. */
function handsOf(deal: string): Map<string, string[]> {
  const [first, cards] = deal.split(':') as [string, string];
  const order = ['N', 'E', 'S', 'W'];
  const start = order.indexOf(first);
  return new Map(cards.split(' ').map((hand, i) => [order[(start + i) % 4] as string, hand.split('.')]));
}

type Answer = { ok: boolean; message: string; field?: string; value?: Record<string, unknown> };

function execution(book: FakeSpreadsheet, cache: FakeCache, racing = false) {
  const loaded = loadCode({
    SpreadsheetApp: { getActiveSpreadsheet: () => book, getUi: () => ({ alert: () => undefined }) },
    LockService: { getDocumentLock: () => new FakeLock() },
    CacheService: fakeCacheService(cache),
  });
  if (racing) racingClock(loaded.evaluate);
  return <T = Answer>(name: string, ...args: unknown[]) => (loaded.global[name] as (...a: unknown[]) => T)(...args);
}

const MITCHELL_28 = { kind: 'Mitchell', pairs: '14', boardsPerRound: '4' };

describe('the fixture', () => {
  it('deals 28 boards, each with all 20 counts and a par stated, and none once they are taken out', () => {
    expect([...STATED.keys()]).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    for (const board of STATED.values()) {
      expect(board.tricks.size).toBe(20);
      expect(Number.isInteger(board.par)).toBe(true);
    }
    expect(DEALS_ONLY).not.toMatch(/Optimum|^[NESW]\s+NT\s+\d+/m);
    expect(DEALS_ONLY.match(/^\[Deal /gm)).toHaveLength(28);
  });
});

describe('a 7-table Mitchell with its 28 deals attached', () => {
  it('solves every table and par as Magic Contest stated them, and publishes each board with its deal', () => {
    const [book, cache] = [new FakeSpreadsheet(), new FakeCache()];
    const call = execution(book, cache);
    const set = call('setUpPairsEvening', MITCHELL_28);
    expect(set.message).toBe('Mitchell set up: 7 tables, 7 rounds of 4 boards.');
    const attached = call('attachHandRecords', { text: DEALS_ONLY, name: 'deals.pbn' });
    expect(attached.message).toBe(
      'Hand records attached: 28 boards dealt. 28 of 28 boards dealt have their double-dummy table and par.',
    );
    const rows = book.values('Hand records');
    expect(rows[0]?.[0]).toBe('Bridge Scorer · Hand records');
    expect(rows[1]).toEqual(['Board', 'Dealer', 'Vulnerability', 'Deal', 'DoubleDummyTricks', 'Par', 'Par contract']);
    expect(rows.slice(2).map((row) => row[0])).toEqual([...STATED.keys()]);
    for (const row of rows.slice(2)) {
      const stated = STATED.get(row[0] as number);
      expect([row[0], row[3], row[4], row[5]]).toEqual([
        row[0],
        stated?.deal,
        digitsOf(stated?.tricks ?? new Map()),
        stated?.par,
      ]);
    }

    // Table 1 plays set r in round r: one result a board, then the evening published.
    const view = call('getPairsEvening') as unknown as {
      rounds: { round: number; tables: { table: number; boards: { board: number }[] }[] }[];
    };
    for (const round of view.rounds)
      for (const board of round.tables[0]?.boards ?? [])
        expect(
          call('enterPairsResult', {
            round: round.round,
            table: 1,
            board: board.board,
            declarer: 'N',
            contract: '3NT=',
          }).ok,
        ).toBe(true);
    const end = call<{ ok: boolean; message: string; value?: { html: string; pbn: string } }>('endPairsEvening', true);
    expect(end.ok, end.message).toBe(true);
    // The published PBN file carries each board's deal too.
    const published = new Map(
      [
        ...(end.value?.pbn ?? '').matchAll(/\[Board "(\d+)"\][^[]*(?:\[(?!Board)[^\]]*\][^[]*)*?\[Deal "([^"]+)"\]/g),
      ].map((m) => [Number(m[1]), handsOf(m[2] as string)]),
    );
    expect([...published.keys()].sort((a, b) => a - b)).toEqual([...STATED.keys()]);
    for (const [board, stated] of STATED) expect(published.get(board), `board ${board}`).toEqual(handsOf(stated.deal));
    const html = end.value?.html ?? '';
    for (const [board, stated] of STATED) {
      const section = html.split(`<h3 id="board-${board}">`)[1]?.split('<h3')[0] ?? '';
      expect(section, `board ${board}`).toContain(`aria-label="Board ${board}: the four hands"`);
      // Each hand's suits, spades first, as the file deals them (a void a dash).
      const hands = handsOf(stated.deal);
      for (const seat of ['N', 'E', 'S', 'W']) {
        const shown = new RegExp(`<div class="hand hand-${seat}">.*?</dl>`).exec(section)?.[0] ?? '';
        const suits = [...shown.matchAll(/<dd>([^<]*)<\/dd>/g)].map((m) => m[1]);
        expect(suits, `board ${board}, ${seat}`).toEqual((hands.get(seat) ?? []).map((suit) => suit || '—'));
      }
      // The table's rows N, E, S, W and columns NT, ♠, ♥, ♦, ♣, as Magic Contest counted them.
      for (const seat of ['N', 'E', 'S', 'W']) {
        const cells = new RegExp(`<th scope="row">${seat}</th>((?:<td[^>]*>\\d+</td>){5})`).exec(section)?.[1] ?? '';
        expect(
          [...cells.matchAll(/>(\d+)</g)].map((m) => Number(m[1])),
          `board ${board}, ${seat}`,
        ).toEqual(['NT', 'S', 'H', 'D', 'C'].map((strain) => stated.tricks.get(`${seat}${strain}`)));
      }
      expect(section).toContain(`<strong>Par</strong> ${stated.par > 0 ? '+' : ''}${stated.par}:`);
      // And its traveller after it.
      expect(section).toContain('<table><thead>');
    }

    // The page to print: seven A4 sheets of four boards.
    const page = call<{ ok: boolean; value: { html: string } }>('handRecordsFile');
    expect(page.ok).toBe(true);
    const sheets = page.value.html.split('<div class="sheet">').slice(1);
    expect(sheets.map((sheet) => sheet.match(/<section class="record"/g)?.length)).toEqual([4, 4, 4, 4, 4, 4, 4]);
    expect(page.value.html).toContain('@page{size:A4');
  }, 300_000);
});

describe('solving as often as needed, a few deals a call', () => {
  it('goes on where the last call stopped, and says which boards the file does not deal', () => {
    const book = new FakeSpreadsheet();
    const lock = new FakeLock();
    expect(setupPairsEvening(book, lock, MITCHELL_28).ok).toBe(true);
    const six = DEALS_ONLY.split(/\n(?=\[Event )/)
      .slice(0, 7)
      .join('\n');
    const first = attachRecords(book, lock, { text: six }, { stop: () => false, deals: 4 });
    expect(first.message).toMatch(
      /^Hand records attached: 6 boards dealt\. The file has no deal for boards 7, 8, .* and 28: they show no diagram\. 4 of 6 boards dealt have their double-dummy table and par; boards 5 and 6 still wait: choose "Solve the remaining boards"/,
    );
    const second = solveEveningRecords(book, lock, { stop: () => false, deals: 4 });
    expect(second.message).toBe('6 of 6 boards dealt have their double-dummy table and par.');
    const rows = book.values('Hand records').slice(2);
    expect(rows).toHaveLength(28);
    for (const row of rows.slice(0, 6)) {
      const stated = STATED.get(row[0] as number);
      expect([row[4], row[5]]).toEqual([digitsOf(stated?.tricks ?? new Map()), stated?.par]);
    }
    expect(rows.slice(6).every((row) => row[3] === '' && String(row[5]).startsWith('No deal'))).toBe(true);
    // The same file again, with no time to solve (and no cache here): the tables the sheet kept stay.
    const again = attachRecords(book, lock, { text: six }, { stop: () => true });
    expect(again.message).toMatch(/ 6 of 6 boards dealt have their double-dummy table and par\.$/);
    expect(book.values('Hand records').slice(2)).toEqual(rows);
  }, 120_000);
});

describe('the menu\'s "Solve the remaining boards"', () => {
  it('goes on with the hand records an attach had no time to solve', () => {
    const [book, cache] = [new FakeSpreadsheet(), new FakeCache()];
    const alerts: string[] = [];
    const racing = execution(book, cache, true);
    racing('setUpPairsEvening', MITCHELL_28);
    const three = DEALS_ONLY.split(/\n(?=\[Event )/)
      .slice(0, 4)
      .join('\n');
    expect(racing('attachHandRecords', { text: three }).message).toContain(
      '0 of 3 boards dealt have their double-dummy table and par; boards 1, 2 and 3 still wait',
    );
    const loaded = loadCode({
      SpreadsheetApp: {
        getActiveSpreadsheet: () => book,
        getUi: () => ({ alert: (text: string) => alerts.push(text) }),
      },
      LockService: { getDocumentLock: () => new FakeLock() },
      CacheService: fakeCacheService(cache),
    });
    (loaded.global.solveRemaining as () => void)();
    expect(alerts).toEqual(['3 of 3 boards dealt have their double-dummy table and par.']);
    for (const row of book.values('Hand records').slice(2, 5))
      expect(row[4]).toBe(digitsOf(STATED.get(row[0] as number)?.tricks ?? new Map()));
  }, 120_000);
});

describe('attaching safely', () => {
  const FFB = pbnText(join(PAIRS, 'ffb-dn1-2022-s1-adjusted.pbn'));

  it("takes a file of more boards than the movement plays, naming them, with the file's own tables", () => {
    const [book, cache] = [new FakeSpreadsheet(), new FakeCache()];
    // A racing clock: nothing could be solved, so every table here is the file's own.
    const call = execution(book, cache, true);
    call('setUpPairsEvening', MITCHELL_28);
    const answer = call('attachHandRecords', { text: FFB });
    expect(answer.message).toBe(
      'Hand records attached: 30 boards dealt. The file also deals boards 29 and 30, which this movement does not play: kept, not shown. 30 of 30 boards dealt have their double-dummy table and par.',
    );
  });

  it('names a board the file deals with another dealer or vulnerability than its number gives', () => {
    const [book, cache] = [new FakeSpreadsheet(), new FakeCache()];
    const call = execution(book, cache, true);
    call('setUpPairsEvening', MITCHELL_28);
    const answer = call('attachHandRecords', { text: FIXTURE.replace('[Vulnerable "None"]', '[Vulnerable "All"]') });
    expect(answer.message).toContain(
      'The file gives board 1 another dealer or vulnerability than its number gives: the evening scores by the number.',
    );
    expect(call('attachHandRecords', { text: FIXTURE }).message).not.toContain('another dealer');
  });

  it('never replaces a sheet the director made, nor other deals, without being told to', () => {
    const [book, cache] = [new FakeSpreadsheet(), new FakeCache()];
    const call = execution(book, cache, true);
    call('setUpPairsEvening', MITCHELL_28);
    book
      .insertSheet('Hand records')
      .getRange(1, 1, 1, 1)
      .setValues([['My deals']]);
    expect(call('attachHandRecords', { text: FFB })).toEqual({
      ok: false,
      message: 'The sheet "Hand records" would be replaced: it was not made by Bridge Scorer. Replace it?',
      field: 'replace',
    });
    expect(book.values('Hand records')).toEqual([['My deals']]);
    expect(call('attachHandRecords', { text: FFB, replace: true }).ok).toBe(true);
    // The same deals again are no replacement; other deals are.
    expect(call('attachHandRecords', { text: FFB }).ok).toBe(true);
    const before = book.values('Hand records');
    const other = FIXTURE.replace(/\[Board "1"\]/, '[Board "31"]');
    expect(call('attachHandRecords', { text: other })).toEqual({
      ok: false,
      message:
        'The sheet "Hand records" would be replaced: it holds the deals of 30 boards, not those of this file. Replace it?',
      field: 'replace',
    });
    expect(book.values('Hand records')).toEqual(before);
  });

  it('refuses a file that is not PBN, or whose deal does not read, quoting the problem', () => {
    const [book, cache] = [new FakeSpreadsheet(), new FakeCache()];
    const call = execution(book, cache, true);
    expect(call('attachHandRecords', { text: FIXTURE })).toMatchObject({
      ok: false,
      message: 'no pairs evening is set up',
    });
    call('setUpPairsEvening', MITCHELL_28);
    const bad = FIXTURE.replace('N:KQT6.AJT.T984.65', 'N:KQT6.AJT.T984.6Z');
    const answer = call('attachHandRecords', { text: bad });
    expect(answer).toMatchObject({ ok: false, field: 'file' });
    expect(answer.message).toContain('6Z');
    expect(call('attachHandRecords', { text: 'Just a letter, no deals.' })).toMatchObject({
      ok: false,
      field: 'file',
    });
    expect(book.getSheetByName('Hand records')).toBeNull();
  });
});
