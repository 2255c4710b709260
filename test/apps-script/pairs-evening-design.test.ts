// Which full Howell a pairs evening plays, through the built Code.js on the fake spreadsheet: a new evening
// says `design: balanced` in its settings row and seats the balanced design; a row set up before, with no
// `design:` part, keeps the earlier design's rows and results; an unknown design word is refused, quoted.
// The designs are told apart by their same-direction spreads, counted from the sheet's own rows: 3 sets for
// every two pairs in the balanced 4-table Howell (docs/rules.md, "Howell"), 1–5 in the earlier one (as the
// issue's tester counted it).
import { beforeEach, describe, expect, it } from 'vitest';
import { newMovement } from '../../core/index';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode } from './load';

let book: FakeSpreadsheet;
const { global: code } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => book },
  LockService: { getDocumentLock: () => new FakeLock() },
});
type Answer = { ok: boolean; message: string; field?: string };
const call = (name: string, ...args: unknown[]) => (code[name] as (...a: unknown[]) => Answer)(...args);
const setUp = (form: Record<string, unknown>) => call('setUpPairsEvening', form);
const enter = (round: number, table: number, board: number) =>
  call('enterPairsResult', { round, table, board, declarer: 'N', contract: '3NT=', shown: null });

const settingsCell = () => String(book.values('Pairs evening')[0]?.[1]);
const setSettings = (text: string) =>
  book
    .getSheetByName('Pairs evening')
    ?.getRange(1, 2, 1, 1)
    .setValues([[text]]);

/** The fewest and most boards two pairs play in one direction, from the sheet's rows (one board a round). */
function spread(): [number, number] {
  const side = new Map<string, string>();
  const pairs = new Set<number>();
  const boards = new Set<number>();
  for (const row of book.values('Pairs evening').slice(2)) {
    const [board, ns, ew] = [Number(row[2]), Number(row[3]), Number(row[4])];
    side.set(`${ns}:${board}`, 'NS');
    side.set(`${ew}:${board}`, 'EW');
    pairs.add(ns).add(ew);
    boards.add(board);
  }
  let [fewest, most] = [Number.POSITIVE_INFINITY, 0];
  for (const p of pairs)
    for (const q of pairs) {
      if (p >= q) continue;
      const same = [...boards].filter((b) => side.get(`${p}:${b}`) === side.get(`${q}:${b}`)).length;
      [fewest, most] = [Math.min(fewest, same), Math.max(most, same)];
    }
  return [fewest, most];
}

beforeEach(() => {
  book = new FakeSpreadsheet();
});

describe('a Howell evening set up now', () => {
  it('says design: balanced in row 1 and seats the balanced design', () => {
    expect(setUp({ kind: 'Howell', pairs: '8', boardsPerRound: '1' }).ok).toBe(true);
    expect(settingsCell()).toBe(
      'Movement: Howell · pairs: 8 · rounds:  · boards a round: 1 · arrow switch:  · changes:  · design: balanced · format: 2',
    );
    expect(book.values('Pairs evening').length).toBe(2 + 7 * 4);
    expect(spread()).toEqual([3, 3]);
    expect(enter(1, 1, 1).ok).toBe(true);
  });

  it('keeps design: balanced when a pair leaves and the row is written again', () => {
    setUp({ kind: 'Howell', pairs: '8', boardsPerRound: '1' });
    expect(call('pairLeavesFrom', { pair: '3', round: 5 }).ok).toBe(true);
    expect(settingsCell()).toMatch(/ · changes: 3 leaves from 5 · design: balanced · format: 2$/);
    expect(enter(1, 1, 1).ok).toBe(true);
  });

  it('says no design for a Mitchell, which has one only', () => {
    setUp({ kind: 'Mitchell', pairs: '10' });
    expect(settingsCell()).not.toMatch(/design/);
  });
});

describe('a Howell evening set up before the balanced design', () => {
  /** The sheet such an evening left: row 1 with no design part, the earlier design's rows. */
  function oldEvening(): void {
    setUp({ kind: 'Howell', pairs: '8', boardsPerRound: '1' });
    setSettings('Movement: Howell · pairs: 8 · rounds:  · boards a round: 1 · arrow switch:  · changes: ');
    const earlier = newMovement({ kind: 'howell', pairs: 8, boardsPerRound: 1, design: 'earlier' });
    if (!earlier.ok) throw new Error(earlier.error.reason);
    const rows = earlier.value.seatings.map((s) => [s.round, s.table, s.sets[0], s.ns.number, s.ew.number]);
    book
      .getSheetByName('Pairs evening')
      ?.getRange(3, 1, rows.length, 5)
      .setValues(rows as number[][]);
  }

  it('still opens, enters and seats the earlier design, uneven as the issue counted it', () => {
    oldEvening();
    expect(spread()).toEqual([1, 5]);
    expect(enter(1, 1, 1).ok).toBe(true);
    expect(call('getPairsEvening')).toMatchObject({ stage: 'pairs' });
  });

  it('writes no design part when a pair leaves, so it stays the earlier design', () => {
    oldEvening();
    expect(call('pairLeavesFrom', { pair: '3', round: 5 }).ok).toBe(true);
    expect(settingsCell()).toBe(
      'Movement: Howell · pairs: 8 · rounds:  · boards a round: 1 · arrow switch:  · changes: 3 leaves from 5',
    );
    expect(enter(1, 2, 2).ok).toBe(true);
  });

  it('writes guide cards that follow its own rows, the earlier design', () => {
    oldEvening();
    expect(call('pairsEveningCards').ok).toBe(true);
    const evening = book.values('Pairs evening').slice(2);
    const guides = book.values('Guide cards');
    let checked = 0;
    for (const row of guides) {
      const [round, table, seat, against, boards] = row.map(String);
      const played = evening.find((r) => String(r[0]) === round && String(r[1]) === table);
      if (played === undefined || (seat !== 'N/S' && seat !== 'E/W')) continue;
      expect([seat === 'N/S' ? played[4] : played[3], played[2]].map(String)).toEqual([against, boards]);
      checked++;
    }
    expect(checked).toBe(8 * 7);
  });

  it('would be refused, row by row, if read as the balanced design', () => {
    oldEvening();
    setSettings(`${settingsCell()} · design: balanced`);
    expect(enter(1, 1, 1)).toMatchObject({ ok: false, message: expect.stringMatching(/^row \d+ of "Pairs evening"/) });
  });
});

describe('a design word the add-on does not know', () => {
  it('is refused, quoted, and nothing is entered', () => {
    setUp({ kind: 'Howell', pairs: '8', boardsPerRound: '1' });
    setSettings(settingsCell().replace('design: balanced', 'design: tilted'));
    expect(enter(1, 1, 1)).toMatchObject({
      ok: false,
      message:
        'row 1 of "Pairs evening" does not say a design it knows ("tilted" is neither balanced nor earlier): set the evening up again',
    });
    expect(
      book
        .values('Pairs evening')
        .slice(2)
        .every((row) => row[6] === ''),
    ).toBe(true);
  });
});
