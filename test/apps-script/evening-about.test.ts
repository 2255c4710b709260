// An evening's name, date, club and section through the built Code.js on the fake spreadsheet: kept in
// row 1 beside the settings, shown by the sidebar, changed later, carried to everything published (page,
// sheets, PBN) with the pairs' names; an evening set up before reads as untitled; and New evening never
// replaces results without the evening's name typed. Scores are the scoring table's, worked by hand.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakePropertiesService } from './fake-properties';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode } from './load';

let book: FakeSpreadsheet;
const properties = new Map<string, string>();
const { global: code } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => book },
  LockService: { getDocumentLock: () => new FakeLock() },
  PropertiesService: fakePropertiesService(properties),
});
type View = {
  about: { name: string; date: string; club: string; clubNumber: string; section: string } | null;
  heading: string;
  headingLine: string;
  rounds: { round: number; tables: { table: number; boards: { board: number }[] }[] }[];
};
type Answer<T = View> = { ok: boolean; message: string; field?: string; value?: T };
type Files = { html: string; pbn: string; fileName: string };
const call = <T = Answer>(name: string, ...args: unknown[]) => (code[name] as (...a: unknown[]) => T)(...args);

const TUESDAY = {
  kind: 'Mitchell',
  pairs: '10',
  boardsPerRound: '2',
  name: 'Tuesday Pairs',
  date: '2026-12-03',
  club: 'Exeter BC',
  clubNumber: '1234',
  section: 'A',
};

/** The rounds and tables at which board 1 is played, in the movement's order. */
const boardOnePlaces = (view: View) =>
  view.rounds.flatMap((r) =>
    r.tables.filter((t) => t.boards.some((b) => b.board === 1)).map((t) => ({ round: r.round, table: t.table })),
  );

const enterBoardOne = (view: View, results: readonly [string, string][]) =>
  boardOnePlaces(view)
    .slice(0, results.length)
    .map(({ round, table }, i) => {
      const [declarer, contract] = results[i] as [string, string];
      return call('enterPairsResult', { round, table, board: 1, declarer, contract, shown: null });
    });

beforeEach(() => {
  book = new FakeSpreadsheet();
  properties.clear();
});

describe("an evening's name and place", () => {
  it('are kept in row 1 beside the settings and shown by the sidebar; the club is remembered', () => {
    const answer = call('setUpPairsEvening', TUESDAY);
    expect(answer.ok).toBe(true);
    const first = book.values('Pairs evening')[0] ?? [];
    expect(first.slice(2, 7)).toEqual([
      'Event: Tuesday Pairs',
      'Date: 2026-12-03',
      'Club: Exeter BC',
      'Club number: 1234',
      'Section: A',
    ]);
    expect(answer.value).toMatchObject({ heading: 'Tuesday Pairs · A', headingLine: '2026-12-03 · Exeter BC' });
    // The federation's parts the form left blank are not remembered; the version said is 1.2, none being said.
    expect(call('eveningClub')).toEqual({
      club: 'Exeter BC',
      clubNumber: '1234',
      masterpointScale: '',
      masterpointType: '',
      charge: '',
      contact: '',
      usebioVersion: '1.2',
    });
  });

  it('head the cards: the page and every table and guide card', () => {
    expect(call('setUpPairsEvening', TUESDAY).ok).toBe(true);
    const cards = call<Answer<{ html: string }>>('pairsEveningCards');
    expect(cards.ok).toBe(true);
    const event = 'Tuesday Pairs · A · 2026-12-03';
    expect(cards.value?.html).toContain(`<title>${event} · `);
    // 5 tables, 10 pairs: a card each, every one headed with the evening.
    const headed = (sheet: string) =>
      book
        .values(sheet)
        .flat()
        .filter((cell) => typeof cell === 'string' && cell.endsWith(` · ${event}`)).length;
    expect(headed('Table cards')).toBe(5);
    expect(headed('Guide cards')).toBe(10);
    expect(cards.value?.html.split(` · ${event}</h3>`).length).toBe(1 + 5 + 10);
  });

  it('refuse what cannot be kept, quoting it beside its field, and keep nothing of it', () => {
    expect(call('setUpPairsEvening', { ...TUESDAY, date: '2026-02-30' })).toEqual({
      ok: false,
      message: '"2026-02-30": the date is a day, written as 2026-12-03',
      field: 'date',
    });
    expect(call('setUpPairsEvening', { ...TUESDAY, date: '3/12/2026' })).toMatchObject({ ok: false, field: 'date' });
    const long = 'x'.repeat(5000);
    const refused = call('setUpPairsEvening', { ...TUESDAY, name: long });
    expect(refused).toMatchObject({ ok: false, field: 'name' });
    expect(refused.message).toMatch(/^"x{20,80}…": the evening's name takes at most 100 characters$/);
    expect(call('setUpPairsEvening', { ...TUESDAY, club: 'Exeter\nBC' })).toMatchObject({ ok: false, field: 'club' });
    expect(book.getSheetByName('Pairs evening')).toBeNull();
  });

  it('change later, in their own cells only; an evening set up before gets them in blank cells', () => {
    expect(call('setUpPairsEvening', TUESDAY).ok).toBe(true);
    const renamed = call('renameEvening', { ...TUESDAY, name: 'Christmas Pairs', section: '' });
    expect(renamed).toMatchObject({ ok: true, value: { heading: 'Christmas Pairs' } });
    expect(book.values('Pairs evening')[0]?.slice(2, 7)).toEqual([
      'Event: Christmas Pairs',
      'Date: 2026-12-03',
      'Club: Exeter BC',
      'Club number: 1234',
      'Section:',
    ]);
    // As an evening set up before: no name cells, and the director's note in C1.
    const sheet = book.getSheetByName('Pairs evening');
    sheet?.getRange(1, 3, 1, 11).setValues([['my note', ...new Array<string>(10).fill('')]]);
    const old = call<View | null>('getPairsEvening');
    expect(old).toMatchObject({ about: null, heading: 'Untitled evening (set up before evenings had names)' });
    expect(call('renameEvening', { name: 'Old Tuesday' }).ok).toBe(true);
    const first = book.values('Pairs evening')[0] ?? [];
    expect(first[2]).toBe('my note');
    expect(first.slice(3, 14)).toEqual([
      'Event: Old Tuesday',
      'Date:',
      'Club:',
      'Club number:',
      'Section:',
      'Event id:',
      'MP scale:',
      'MP type:',
      'Charge:',
      'Contact:',
      'USEBIO: 1.2',
    ]);
  });

  it('title the page, head the sheets and tag the PBN; every pair is shown with its names', () => {
    const set = call('setUpPairsEvening', TUESDAY);
    book
      .insertSheet('Pairs')
      .getRange(1, 1, 5, 3)
      .setValues([
        ['Pair', 'Direction', 'Names'],
        [1, 'NS', 'Ann Able & Bob Baker'],
        [1, 'EW', 'Cath Cole & Dan Dyer'],
        [5, 'NS', 'Eve East & Fay Fox'],
        [5, 'EW', 'Gus Gray & Hal Hill'],
      ]);
    // Board 1, none vulnerable: 4♠= by N is +420, 3NT-1 by N is -50.
    const entered = enterBoardOne(set.value as View, [
      ['N', '4S='],
      ['N', '3NT-1'],
    ]);
    expect(entered.map((a) => a.ok)).toEqual([true, true]);
    const ended = call<Answer<Files>>('endPairsEvening', true);
    expect(ended.ok).toBe(true);
    const files = ended.value as Files;
    expect(files.fileName).toBe('tuesday-pairs-a-2026-12-03');
    expect(files.html).toContain('<title>Tuesday Pairs · A · 2026.12.03</title>');
    expect(files.html).toContain('<h1>Tuesday Pairs · A · 2026.12.03</h1>');
    expect(files.html).toContain('Exeter BC');
    expect(files.html).toContain('Ann Able &amp; Bob Baker');
    expect(files.pbn).toContain('[Event "Tuesday Pairs · A"]');
    expect(files.pbn).toContain('[Site "Exeter BC"]');
    expect(files.pbn).toContain('[Date "2026.12.03"]');
    expect(files.pbn).toContain('Ann Able & Bob Baker');
    expect(book.values('Ranking')[0]?.[1]).toBe('Tuesday Pairs · A · 2026.12.03 · Exeter BC');
    expect(book.values('Ranking').flat()).toContain('Ann Able & Bob Baker');
    const travellers = book.values('Travellers');
    const board1 = travellers.find((row) => row[0] === '1 · Ann Able & Bob Baker');
    expect(board1?.slice(1, 3)).toEqual(['1 · Cath Cole & Dan Dyer', '4S']);
  });

  it('an evening set up before is published as untitled, and says so', () => {
    const set = call('setUpPairsEvening', { kind: 'Mitchell', pairs: '10', boardsPerRound: '2' });
    book
      .getSheetByName('Pairs evening')
      ?.getRange(1, 3, 1, 5)
      .setValues([['', '', '', '', '']]);
    enterBoardOne(set.value as View, [['N', '4S=']]);
    const files = call<Answer<Files>>('endPairsEvening', true).value as Files;
    expect(files.html).toContain('<title>Untitled evening (set up before evenings had names)</title>');
    expect(files.html).not.toContain('Movement:');
  });
});

describe('a new evening over one that holds results', () => {
  it('is refused until the evening’s name is typed, and the sheet is left as it was', () => {
    const set = call('setUpPairsEvening', TUESDAY);
    enterBoardOne(set.value as View, [['N', '4S=']]);
    const before = JSON.stringify(book.values('Pairs evening'));
    const howell = { kind: 'Howell', pairs: '8', name: 'Other' };
    for (const replace of [undefined, 'replace', 'Tuesday', 'yes'])
      expect(call('setUpPairsEvening', { ...howell, ...(replace === undefined ? {} : { replace }) })).toEqual({
        ok: false,
        message:
          'The sheet "Pairs evening" would be replaced: it holds 1 result. To replace it, type "Tuesday Pairs" below.',
        field: 'replace',
      });
    expect(JSON.stringify(book.values('Pairs evening'))).toBe(before);
    expect(call('setUpPairsEvening', { ...howell, replace: ' tuesday pairs ' }).ok).toBe(true);
    expect(book.values('Pairs evening')[0]?.[2]).toBe('Event: Other');
  });
});
