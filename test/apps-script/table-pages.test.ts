// The table pages' server through the built Code.js, as Apps Script runs it in the script bound to the
// club's spreadsheet (bound-script.ts): the director's sidebar in one context, an editor in the
// spreadsheet; each table's phone in another, the web app's anonymous caller, with no UI, no active
// spreadsheet, no document lock and no document properties. Scores are worked by hand from the table.
import { beforeEach, describe, expect, it } from 'vitest';
import { boundScript } from './bound-script';
import { FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode } from './load';

const WEB_APP = 'https://script.google.com/macros/s/AKfy-test/exec';
let book: FakeSpreadsheet;
const bound = boundScript(() => book, WEB_APP);
const { sidebar, webApp: phone } = bound;
const store = bound.script;

type Entry = { declarer: string; contract: string; ns: number | string };
type Board = { board: number; entered: Entry | null; lead: string; traveller: unknown[] | null };
type View = { table: number; round: number; boards: Board[]; moves: unknown; pairs: { ns: string; ew: string } };
type Answer = { ok: boolean; message?: string; status?: string; reason?: string; value?: View; conflict?: unknown };
const call = <T = Answer>(code: typeof sidebar, name: string, ...args: unknown[]) =>
  (code[name] as (...a: unknown[]) => T)(...args);

/** Each table's key, from the link the sidebar gives. */
function keys(): Map<number, string> {
  const links = call<{ ok: boolean; value: { tables: { table: number; link: string }[] } }>(sidebar, 'getTableLinks');
  expect(links.ok).toBe(true);
  return new Map(links.value.tables.map(({ table, link }) => [table, new URL(link).searchParams.get('key') as string]));
}

let id = 0;
const newId = () => `entry-${String(++id).padStart(12, '0')}`;
const send = (table: number, key: string, entry: Record<string, unknown>) =>
  call(phone, 'enterTableResult', table, key, entry);
const nsScores = () =>
  book
    .values('Pairs evening')
    .slice(2)
    .map((row) => row[8]);

beforeEach(() => {
  book = new FakeSpreadsheet();
  store.clear();
  bound.document.clear();
  const set = call(sidebar, 'setUpPairsEvening', { kind: 'Mitchell', pairs: '14', boardsPerRound: '3' });
  expect(set.ok).toBe(true);
});

describe('a table’s link', () => {
  it('is the web app’s address with the table and a key of 256 bits, one a table, kept in the document’s properties', () => {
    const links = keys();
    expect([...links.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const key of links.values()) expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(links.values()).size).toBe(7);
    // Not in a cell: no sheet holds a key.
    const cells = book.getSheets().flatMap((sheet) => sheet.getDataRange().getValues().flat().map(String));
    for (const key of links.values()) expect(cells.some((cell) => cell.includes(key))).toBe(false);
  });

  it('opens its own table only: a wrong, another table’s or an old key reads nothing and writes nothing', () => {
    const links = keys();
    const before = JSON.stringify(book.values('Pairs evening'));
    const entry = { id: newId(), round: 1, board: 1, declarer: 'N', contract: '4S=' };
    for (const [table, key] of [
      [1, 'f'.repeat(64)],
      [1, links.get(2) as string],
      [1, ''],
      [99, links.get(1) as string],
    ] as const) {
      expect(call(phone, 'tableView', table, key)).toMatchObject({ ok: false, reason: 'key' });
      expect(send(table, key, entry)).toMatchObject({ ok: false, reason: 'key' });
    }
    // New keys for table 1: its old link opens nothing from now on.
    expect(call(sidebar, 'renewTableKeys', [1])).toMatchObject({ ok: true });
    expect(send(1, links.get(1) as string, entry)).toMatchObject({ ok: false, reason: 'key' });
    expect(JSON.stringify(book.values('Pairs evening'))).toBe(before);
    // A new evening makes new keys for every table.
    const renewed = keys();
    call(sidebar, 'setUpPairsEvening', { kind: 'Mitchell', pairs: '14', boardsPerRound: '3', replace: 'replace' });
    expect(keys().get(2)).not.toBe(renewed.get(2));
  });
});

describe('a result from a table’s phone', () => {
  it('is written once, scored as the sidebar would, however often it is sent', () => {
    const key = keys().get(1) as string;
    const entry = { id: newId(), round: 1, board: 1, declarer: 'N', contract: '4S=', lead: '♥K' };
    const first = send(1, key, entry);
    // Board 1: nobody vulnerable; 4♠ made by N is 120 + 300 = 420 to N/S (Law 77).
    expect(first).toMatchObject({ ok: true, status: 'written' });
    expect(nsScores()[0]).toBe(420);
    const row = book.values('Pairs evening')[2] as unknown[];
    expect(row.slice(5, 8)).toEqual(['N', '4S', '=']);
    expect(row[10]).toBe('HK');
    const written = book.values('Pairs evening')[2]?.[9];
    // The answer was lost; the phone sends it again, twice.
    expect(send(1, key, entry)).toMatchObject({ ok: true, status: 'already' });
    expect(send(1, key, entry)).toMatchObject({ ok: true, status: 'already' });
    expect(book.values('Pairs evening')[2]?.[9]).toBe(written);
  });

  it('from a second phone at the table, the same result is in already; another is never written over', () => {
    const key = keys().get(1) as string;
    expect(send(1, key, { id: newId(), round: 1, board: 2, declarer: 'E', contract: '3NT-1' }).ok).toBe(true);
    // Board 2: N/S vulnerable, E/W not; 3NT one down by E is 50 to N/S.
    expect(nsScores()[1]).toBe(50);
    expect(send(1, key, { id: newId(), round: 1, board: 2, declarer: 'E', contract: '3NT-1' })).toMatchObject({
      ok: true,
      status: 'already',
    });
    const other = send(1, key, { id: newId(), round: 1, board: 2, declarer: 'E', contract: '3NT=' });
    expect(other).toMatchObject({ ok: false, reason: 'conflict' });
    expect(other.message).toMatch(/3NT-1/);
    expect(other.message).toMatch(/3NT=/);
    expect(nsScores()[1]).toBe(50);
  });

  it('sent again after the director corrected it, says what the board holds and writes nothing', () => {
    const key = keys().get(1) as string;
    const entry = { id: newId(), round: 1, board: 3, declarer: 'S', contract: '2H+2' };
    expect(send(1, key, entry).ok).toBe(true);
    const shown = { declarer: 'S', contract: '2H+2', ns: 170 };
    expect(
      call(sidebar, 'enterPairsResult', { round: 1, table: 1, board: 3, declarer: 'S', contract: '2H+1', shown }).ok,
    ).toBe(true);
    const again = send(1, key, entry);
    expect(again).toMatchObject({ ok: true, status: 'already' });
    expect(again.message).toMatch(/2H\+1/);
    // Board 3: E/W vulnerable; 2♥ + 1 by S is 60 + 30 + 50 = 140 to N/S, the director's correction kept.
    expect(nsScores()[2]).toBe(140);
  });

  it('is read as the sidebar reads it: a wrong contract is refused beside its field, nothing written', () => {
    const key = keys().get(1) as string;
    const bad = send(1, key, { id: newId(), round: 1, board: 1, declarer: 'N', contract: '8S=' });
    expect(bad).toMatchObject({ ok: false, reason: 'entry', field: 'contract' });
    expect(bad.message).toMatch(/8S/);
    expect(send(1, key, { id: newId(), round: 1, board: 1, declarer: 'N', contract: '4S=', lead: 'Z9' })).toMatchObject(
      {
        ok: false,
        field: 'lead',
      },
    );
    expect(send(1, key, { id: 'x', round: 1, board: 1, declarer: 'N', contract: '4S=' })).toMatchObject({ ok: false });
    // A board of another table, or of another round.
    expect(send(1, key, { id: newId(), round: 1, board: 4, declarer: 'N', contract: '4S=' })).toMatchObject({
      ok: false,
    });
    expect(nsScores().every((score) => score === '')).toBe(true);
  });
});

describe('a table’s view', () => {
  it('shows a board’s traveller only once the table has entered it, then moves to the next round', () => {
    const links = keys();
    const [one, two] = [links.get(1) as string, links.get(7) as string];
    // Table 7 plays boards 19–21 in round 1, then boards 1–3 from table 1 (a Mitchell's boards move down a
    // table, the first table's to the last), its own going to table 6.
    expect(send(1, one, { id: newId(), round: 1, board: 1, declarer: 'N', contract: '4S=' }).ok).toBe(true);
    let view = call(phone, 'tableView', 7, two).value as View;
    expect(view.round).toBe(1);
    expect(view.boards.map((b) => b.board)).toEqual([19, 20, 21]);
    for (const board of [19, 20, 21])
      expect(send(7, two, { id: newId(), round: 1, board, declarer: 'W', contract: '1NT+1' }).ok).toBe(true);
    view = call(phone, 'tableView', 7, two).value as View;
    expect(view.round).toBe(2);
    expect(view.boards.map((b) => b.board)).toEqual([1, 2, 3]);
    // Board 1 is in at table 1, but not yet here: no traveller.
    expect(view.boards[0]?.traveller).toBeNull();
    // E/W 7 moves up to table 1, N/S 7 stays, and boards 19–21 go down to table 6.
    expect(view.moves).toMatchObject({
      round: 1,
      ns: { table: 7, direction: 'NS' },
      ew: { table: 1, direction: 'EW' },
      boards: [{ boards: '19-21', tables: [6] }],
    });
    const after = send(7, two, { id: newId(), round: 2, board: 1, declarer: 'S', contract: '4S+1' });
    const board1 = (after.value as View).boards[0] as Board;
    expect(board1.traveller).toHaveLength(2);
  });
});

describe('every other server function, called as the web app’s anonymous caller', () => {
  it('refuses, and the spreadsheet and its properties are as they were', () => {
    const links = keys();
    expect(
      send(1, links.get(1) as string, { id: newId(), round: 1, board: 1, declarer: 'N', contract: '4S=' }).ok,
    ).toBe(true);
    const sheets = () => JSON.stringify(book.getSheets().map((s) => [s.getName(), s.getDataRange().getValues()]));
    const before = [sheets(), JSON.stringify([...store]), JSON.stringify([...bound.document])];
    const open = new Set(['doGet', 'tableView', 'enterTableResult', 'BridgeScorer_']);
    const names = Object.keys(phone).filter((name) => typeof phone[name] === 'function' && !open.has(name));
    const custom = new Set([
      'BRIDGESCORE',
      'IMPS',
      'BOARDDEALER',
      'BOARDVUL',
      'BUGGERSCORE',
      'RUBBERTOTAL',
      'CHICAGOTOTAL',
      'MATCHPOINTS',
      'CROSSIMPS',
      'BUTLER',
      'BOARDMATCHPOINTS',
      'PAIRRANKING',
      'VP',
      'MOVEMENT',
      'TEAMSRANKING',
      'ROUNDROBIN',
      'SWISSDRAW',
      'DDTABLE',
      'PAR',
    ]);
    expect(names.length).toBeGreaterThan(40);
    // What a caller might send: nothing, a form, a text, the director's words to replace the evening.
    const tries: unknown[][] = [[], [{ kind: 'Mitchell', pairs: '8', replace: 'replace' }], ['replace'], [true]];
    for (const name of names)
      for (const args of tries) {
        let refused = false;
        try {
          call(phone, name, ...args);
        } catch (error) {
          refused = /Only an editor/.test(String(error));
          // A custom function may throw its own refusal of an argument: it changes nothing either way.
          if (custom.has(name)) refused = true;
        }
        if (!custom.has(name)) expect(refused, `${name}(${JSON.stringify(args)})`).toBe(true);
      }
    expect([sheets(), JSON.stringify([...store]), JSON.stringify([...bound.document])]).toEqual(before);
  });
});

describe('what a phone may send', () => {
  it('huge, nested or out of range, gets a refusal that quotes it briefly, and nothing is written', () => {
    const key = keys().get(1) as string;
    const before = JSON.stringify(book.values('Pairs evening'));
    const nested: Record<string, unknown> = {};
    let deep = nested;
    for (let i = 0; i < 10_000; i++) deep = deep.next = {};
    const tries: unknown[][] = [
      [1, key, { id: newId(), round: 1, board: 1, declarer: 'N', contract: `4S${'='.repeat(1_000_000)}` }],
      [1, key, { id: newId(), round: 1, board: 1, declarer: 'N'.repeat(100_000), contract: '4S=' }],
      [1, key, { id: newId(), round: 1e300, board: -1, declarer: 'N', contract: '4S=' }],
      [1, key, { id: newId(), round: 1, board: 1, declarer: 'N', contract: '4S=', lead: 'K'.repeat(100_000) }],
      [1, key, { ...nested, id: newId(), round: 1, board: 1, declarer: 'N', contract: nested }],
      [1, key, null],
      [1, key, 'a text'],
      [1, 'k'.repeat(1_000_000), { id: newId(), round: 1, board: 1, declarer: 'N', contract: '4S=' }],
      ['1'.repeat(100_000), key, { id: newId(), round: 1, board: 1, declarer: 'N', contract: '4S=' }],
      [{ table: 1 }, { key }, { id: newId(), round: 1, board: 1, declarer: 'N', contract: '4S=' }],
    ];
    for (const [i, args] of tries.entries()) {
      const answer = call(phone, 'enterTableResult', ...args);
      expect(answer.ok, `try ${i}`).toBe(false);
      expect((answer.message ?? '').length).toBeLessThan(400);
    }
    expect(call(phone, 'tableView', 1, 'k'.repeat(1_000_000))).toMatchObject({ ok: false, reason: 'key' });
    expect(JSON.stringify(book.values('Pairs evening'))).toBe(before);
  });

  it('of another version of the sheet is refused by name, by the page and the sidebar alike', () => {
    const key = keys().get(1) as string;
    const sheet = book.getSheetByName('Pairs evening');
    const row = sheet?.getRange(1, 1, 1, 2).getValues()[0] as string[];
    sheet?.getRange(1, 2, 1, 1).setValues([[String(row[1]).replace('format: 2', 'format: 3')]]);
    const page = call(phone, 'tableView', 1, key);
    expect(page).toMatchObject({ ok: false, reason: 'format' });
    expect(page.message).toMatch(/later Bridge Scorer \(format 3\).*up to 2/);
    const entry = send(1, key, { id: newId(), round: 1, board: 1, declarer: 'N', contract: '4S=' });
    expect(entry).toMatchObject({ ok: false, reason: 'format' });
    expect(call<{ stage: string; problem: string }>(sidebar, 'getPairsEvening')).toMatchObject({
      stage: 'broken',
      problem: expect.stringMatching(/format 3/),
    });
    expect(nsScores().every((score) => score === '')).toBe(true);
  });
});

describe('the sidebar’s entry', () => {
  it('refuses a board no movement has, beside the board, rather than throw', () => {
    for (const board of [-1, 0, 1.5, 1e300, Number.NaN, 'seven'])
      expect(
        call(sidebar, 'enterPairsResult', { round: 1, table: 1, board, declarer: 'N', contract: '4S=', shown: null }),
      ).toMatchObject({ ok: false, field: 'board' });
  });
});

describe('the page’s address', () => {
  it('serves Table.html as it is, titled by the table, laid out for a phone', () => {
    const calls: string[] = [];
    const output = {
      setTitle(title: string) {
        calls.push(`title ${title}`);
        return output;
      },
      addMetaTag(name: string, content: string) {
        calls.push(`meta ${name} ${content}`);
        return output;
      },
    };
    const served = loadCode(
      {
        HtmlService: {
          createHtmlOutputFromFile(file: string) {
            calls.push(`file ${file}`);
            return output;
          },
        },
      },
      'anonymous',
    ).global;
    expect(call(served, 'doGet', { parameter: { table: '3', key: 'k' } })).toBe(output);
    expect(calls).toEqual([
      'file Table',
      'title Table 3 · Bridge Scorer',
      'meta viewport width=device-width, initial-scale=1',
    ]);
  });
});

describe('what a phone may not do, whatever its key', () => {
  it('enter an adjusted score, a round its table has not reached, or a result typed for another evening', () => {
    const key = keys().get(1) as string;
    const adjusted = send(1, key, { id: newId(), round: 1, board: 1, declarer: '', contract: 'N/S 4000, E/W -4000' });
    expect(adjusted).toMatchObject({ ok: false, reason: 'entry', field: 'contract' });
    expect(send(1, key, { id: newId(), round: 1, board: 1, declarer: '', contract: 'Avg+' }).ok).toBe(false);
    // Table 1 plays round 1 now; round 5's boards are not on its table yet.
    expect(send(1, key, { id: newId(), round: 5, board: 13, declarer: 'N', contract: '4S=' })).toMatchObject({
      ok: false,
      reason: 'entry',
    });
    const evening = (call(phone, 'tableView', 1, key).value as View & { evening: string }).evening;
    expect(evening).toMatch(/^[0-9a-f]{16}$/);
    // Last week's phone: its unsent result, with this week's key, is refused as another evening's.
    const stale = send(1, key, {
      id: newId(),
      round: 1,
      board: 1,
      declarer: 'N',
      contract: '4S=',
      evening: 'f'.repeat(16),
    });
    expect(stale).toMatchObject({ ok: false, reason: 'stale' });
    expect(nsScores().every((score) => score === '')).toBe(true);
    expect(send(1, key, { id: newId(), round: 1, board: 1, declarer: 'N', contract: '4S=', evening }).ok).toBe(true);
  });

  it('take a failing store of keys for a wrong key: the call fails, to be tried again', () => {
    const key = keys().get(1) as string;
    const failing = loadCode(
      {
        SpreadsheetApp: { getActiveSpreadsheet: () => book },
        LockService: { getDocumentLock: () => null, getScriptLock: () => ({ waitLock() {}, releaseLock() {} }) },
        ScriptApp: { getService: () => ({ getUrl: () => WEB_APP, isEnabled: () => true }) },
        PropertiesService: {
          getScriptProperties: () => ({
            getProperty: () => {
              throw new Error('Service error: Properties');
            },
          }),
        },
      },
      'anonymous',
    ).global;
    expect(() => call(failing, 'tableView', 1, key)).toThrow(/Service error/);
  });
});

describe('a conflict', () => {
  it('is kept for the director, listed once however often sent, and set aside when settled', () => {
    const key = keys().get(1) as string;
    expect(send(1, key, { id: newId(), round: 1, board: 2, declarer: 'E', contract: '3NT-1' }).ok).toBe(true);
    const other = { id: newId(), round: 1, board: 2, declarer: 'E', contract: '3NT=' };
    expect(send(1, key, other).reason).toBe('conflict');
    expect(send(1, key, other).reason).toBe('conflict');
    type Conflicts = { conflicts: { id: string; board: number; table: number; holds: string; sent: string }[] };
    const listed = call<Conflicts>(sidebar, 'getPairsEvening').conflicts;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ board: 2, table: 1, id: other.id });
    expect(listed[0]?.holds).toMatch(/3NT-1/);
    expect(call<unknown[]>(sidebar, 'setTableConflictAside', other.id)).toEqual([]);
    expect(call<Conflicts>(sidebar, 'getPairsEvening').conflicts).toEqual([]);
  });
});

describe('where the boards go next, as the table cards say', () => {
  it.each([
    ['a 3-table Howell of half sets', { kind: 'Howell', pairs: '6', boardsPerRound: '2' }],
    ['a Mitchell with a phantom', { kind: 'Mitchell', pairs: '13', boardsPerRound: '2' }],
    ['a relay Mitchell', { kind: 'Mitchell relay', pairs: '12', boardsPerRound: '2' }],
    ['a Howell with a phantom table', { kind: 'Howell', pairs: '7', boardsPerRound: '2' }],
  ])('%s: every table with a link gets a view, and boards played again have a table to go to', (_, form) => {
    book = new FakeSpreadsheet();
    store.clear();
    expect(call(sidebar, 'setUpPairsEvening', form).ok).toBe(true);
    const links = keys();
    type Pv = { rounds: { round: number; tables: { table: number; boards: { board: number }[] }[] }[] };
    const view = call<Pv>(sidebar, 'getPairsEvening');
    const round1 = view.rounds[0]?.tables ?? [];
    // Every table with a link plays; a table where nobody plays gets none.
    expect([...links.keys()].sort()).toEqual(
      [...new Set(view.rounds.flatMap((r) => r.tables.map((t) => t.table)))].sort((a, b) => a - b),
    );
    for (const seating of round1) {
      const key = links.get(seating.table) as string;
      for (const { board } of seating.boards)
        expect(send(seating.table, key, { id: newId(), round: 1, board, declarer: 'N', contract: '1NT=' }).ok).toBe(
          true,
        );
      const after = call(phone, 'tableView', seating.table, key).value as View & {
        moves: { boards: { boards: string; tables: number[] }[] };
      };
      // Each board of round 1 is played again later (more rounds than one): it goes to some table.
      for (const go of after.moves.boards) expect(go.tables.length, `${go.boards}`).toBeGreaterThan(0);
    }
  });
});
