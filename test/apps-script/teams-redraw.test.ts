// A drawn round changed by the director, through the built Code.js on the fake spreadsheet: a Swiss's
// round 1 (drawn at setup) and its last round, a round robin's any round not played. Each change checked
// (each team once, every team drawn, no rematch in a Swiss), written only over the rows the sidebar
// showed, never over a result. Expected draws are worked by hand from the seeding (docs/rules.md).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeRound } from '../../apps-script/teams-evening/redraw';
import { setupTeamsEvening } from '../../apps-script/teams-evening/setup';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode } from './load';
import { speak, unspeak } from './speaking-fixture';

let book: FakeSpreadsheet;
const { global: code } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => book },
  LockService: { getDocumentLock: () => new FakeLock() },
});
type Table = { home: string; away: string };
type Draw = { tables: Table[]; bye?: string };
type View = {
  rounds: { round: number; matches: { table: number; home: string; away: string }[]; byes: string[] }[];
};
type Answer = { ok: boolean; message: string; value?: View };
const call = (name: string, ...args: unknown[]) => (code[name] as (...a: unknown[]) => Answer)(...args);
const change = (round: number, shown: Draw, draw: Draw) => call('changeTeamsRound', { round, shown, draw });

const TEAMS = ['Aces', 'Bears', 'Cubs', 'Dons', 'Eels', 'Foxes'];
function setUp(kind: 'swiss' | 'round robin', names: readonly string[], rounds = '3') {
  book
    .insertSheet('Teams')
    .getRange(1, 1, names.length + 1, 2)
    .setValues([['Team', 'Players'], ...names.map((name) => [name, ''])]);
  const answer = call('setUpTeamsEvening', { kind, rounds, boards: '8', bye: 'average' });
  expect(answer.ok).toBe(true);
  return answer.value as View;
}
const t = (home: string, away: string): Table => ({ home, away });
/** Round `round`'s rows as the sheet holds them: Round, Table, Home, Away. */
const rowsOf = (round: number) =>
  book
    .values('Teams evening')
    .filter((row) => row[0] === round)
    .map((row) => row.slice(0, 4));
const sheet = () => book.getSheetByName('Teams evening') as NonNullable<ReturnType<FakeSpreadsheet['getSheetByName']>>;
const enter = (round: number, table: number, home: string, away: string, homeImps: string, awayImps: string) =>
  call('enterTeamsResult', { round, table, home, away, homeImps, awayImps, shown: null });

// Round 1 of a 6-team Swiss, top half against bottom half: 1 v 4, 2 v 5, 3 v 6.
const ROUND_1: Draw = { tables: [t('Aces', 'Dons'), t('Bears', 'Eels'), t('Cubs', 'Foxes')] };
const CHANGED: Draw = { tables: [t('Aces', 'Eels'), t('Dons', 'Bears'), t('Cubs', 'Foxes')] };

beforeEach(() => {
  book = new FakeSpreadsheet();
});

describe('changing a Swiss’s round 1, drawn at setup', () => {
  it('writes the director’s draw over the round’s rows, tables numbered anew', () => {
    setUp('swiss', TEAMS);
    const answer = change(1, ROUND_1, CHANGED);
    expect(answer).toMatchObject({ ok: true, message: 'Round 1 is changed in "Teams evening".' });
    expect(rowsOf(1)).toEqual([
      [1, 1, 'Aces', 'Eels'],
      [1, 2, 'Dons', 'Bears'],
      [1, 3, 'Cubs', 'Foxes'],
    ]);
    expect(answer.value?.rounds[0]?.matches.map((m) => [m.table, m.home, m.away])).toEqual([
      [1, 'Aces', 'Eels'],
      [2, 'Dons', 'Bears'],
      [3, 'Cubs', 'Foxes'],
    ]);
  });

  it('refuses a sidebar that showed another draw, saying what the round holds now', () => {
    setUp('swiss', TEAMS);
    expect(change(1, ROUND_1, CHANGED).ok).toBe(true);
    const stale = change(1, ROUND_1, { tables: [t('Aces', 'Foxes'), t('Bears', 'Eels'), t('Cubs', 'Dons')] });
    expect(stale).toMatchObject({
      ok: false,
      message: 'round 1 holds Aces–Eels, Dons–Bears, Cubs–Foxes now: look again before you change it',
    });
    // The sidebar is given the round as it is now.
    expect(stale.value?.rounds[0]?.matches[1]).toMatchObject({ home: 'Dons', away: 'Bears' });
    expect(rowsOf(1)[0]).toEqual([1, 1, 'Aces', 'Eels']);
  });

  it.each([
    ['a team twice', [t('Aces', 'Eels'), t('Bears', 'Aces'), t('Cubs', 'Foxes')], '"Aces" is drawn twice in round 1'],
    ['a team against itself', [t('Aces', 'Aces'), t('Bears', 'Eels'), t('Cubs', 'Foxes')], '"Aces" cannot play itself'],
    [
      'a team left out',
      [t('Aces', 'Dons'), t('Bears', 'Eels')],
      '"Cubs" is not drawn in round 1: each team plays or has the bye',
    ],
    [
      'a team of none of the event’s',
      [t('Aces', 'Dons'), t('Bears', 'Eels'), t('Cubs', 'Wolves')],
      '"Wolves" is not one of the event\'s teams',
    ],
  ])('refuses %s, quoting it, and writes nothing', (_, tables, message) => {
    setUp('swiss', TEAMS);
    expect(change(1, ROUND_1, { tables })).toMatchObject({ ok: false, message });
    expect(rowsOf(1)).toEqual([
      [1, 1, 'Aces', 'Dons'],
      [1, 2, 'Bears', 'Eels'],
      [1, 3, 'Cubs', 'Foxes'],
    ]);
  });

  it('moves the bye of an odd field, and refuses a second one', () => {
    // 5 teams: the bye to the lowest seed, Eels, then the 4 left top half against bottom half: 1 v 3, 2 v 4.
    setUp('swiss', TEAMS.slice(0, 5));
    const drawn: Draw = { tables: [t('Aces', 'Cubs'), t('Bears', 'Dons')], bye: 'Eels' };
    expect(rowsOf(1)).toEqual([
      [1, 1, 'Aces', 'Cubs'],
      [1, 2, 'Bears', 'Dons'],
      [1, '', 'Eels', 'Bye'],
    ]);
    expect(change(1, drawn, { tables: [t('Aces', 'Cubs'), t('Bears', 'Dons')], bye: 'Dons' })).toMatchObject({
      ok: false,
      message: '"Dons" is drawn twice in round 1',
    });
    expect(change(1, drawn, { tables: [t('Aces', 'Cubs'), t('Bears', 'Eels')], bye: 'Dons' }).ok).toBe(true);
    expect(rowsOf(1)).toEqual([
      [1, 1, 'Aces', 'Cubs'],
      [1, 2, 'Bears', 'Eels'],
      [1, '', 'Dons', 'Bye'],
    ]);
  });

  it('never overwrites a result: one side’s IMPs alone is one', () => {
    setUp('swiss', TEAMS);
    sheet()
      .getRange(4, 5, 1, 1)
      .setValues([[12]]);
    expect(change(1, ROUND_1, CHANGED)).toMatchObject({
      ok: false,
      message: 'round 1 holds a result at table 2 (Bears 12–? Eels): a round with a result cannot change',
    });
    sheet()
      .getRange(4, 5, 1, 1)
      .setValues([['']]);
    expect(enter(1, 3, 'Cubs', 'Foxes', '7', '31').ok).toBe(true);
    expect(change(1, ROUND_1, CHANGED)).toMatchObject({
      ok: false,
      message: 'round 1 holds a result at table 3 (Cubs 7–31 Foxes): a round with a result cannot change',
    });
    expect(book.values('Teams evening')[4]?.slice(0, 6)).toEqual([1, 3, 'Cubs', 'Foxes', 7, 31]);
  });
});

describe('a match entered board by board', () => {
  it('keeps its round from changing once one board is in', () => {
    setUp('swiss', TEAMS);
    // One board of table 2's 8, the others blank: a result at one table only is still a board entered.
    const entered = call('enterTeamsBoardsResult', {
      round: 1,
      table: 2,
      home: 'Bears',
      away: 'Eels',
      first: '1',
      results: [{ table1: '-50', table2: '' }, ...new Array(7).fill({ table1: '', table2: '' })],
      shown: [],
    });
    expect(entered.ok).toBe(true);
    expect(change(1, ROUND_1, CHANGED)).toMatchObject({
      ok: false,
      message: 'table 2 of round 1 (Bears–Eels) has boards entered (1): a round with a result cannot change',
    });
    expect(rowsOf(1)[1]).toEqual([1, 2, 'Bears', 'Eels']);
  });
});

describe('changing a Swiss’s later round', () => {
  it('changes only the last round drawn, and refuses a rematch there', () => {
    setUp('swiss', TEAMS);
    for (const [table, home, away, h, a] of [
      [1, 'Aces', 'Dons', '40', '20'],
      [2, 'Bears', 'Eels', '30', '30'],
      [3, 'Cubs', 'Foxes', '0', '40'],
    ] as const)
      expect(enter(1, table, home, away, h, a).ok).toBe(true);
    // Round 2 as the Swiss draws it after these results (teams-evening.test.ts works it by hand).
    const round2: Draw = { tables: [t('Foxes', 'Aces'), t('Bears', 'Dons'), t('Eels', 'Cubs')] };
    expect(call('drawTeamsRound', { round: 2, ...round2 }).ok).toBe(true);
    expect(change(1, ROUND_1, CHANGED)).toMatchObject({
      ok: false,
      message: 'round 1 of a Swiss cannot change: round 2 is drawn after it',
    });
    expect(change(3, round2, round2)).toMatchObject({
      ok: false,
      message: 'round 3 is not drawn: rounds 1 to 2 are',
    });
    // Dons and Aces met in round 1.
    expect(change(2, round2, { tables: [t('Foxes', 'Bears'), t('Aces', 'Dons'), t('Eels', 'Cubs')] })).toMatchObject({
      ok: false,
      message: '"Aces" and "Dons" met in round 1 already',
    });
    expect(change(2, round2, { tables: [t('Foxes', 'Dons'), t('Bears', 'Aces'), t('Eels', 'Cubs')] }).ok).toBe(true);
    expect(rowsOf(2)).toEqual([
      [2, 1, 'Foxes', 'Dons'],
      [2, 2, 'Bears', 'Aces'],
      [2, 3, 'Eels', 'Cubs'],
    ]);
  });
});

describe('changing a round robin’s round', () => {
  it('changes any round not played, and names the pairs that now meet twice', () => {
    const view = setUp('round robin', TEAMS.slice(0, 4));
    // 4 teams: 3 rounds, each pair once. Round 1 played, round 3 changed.
    for (const m of view.rounds[0]?.matches ?? []) expect(enter(1, m.table, m.home, m.away, '10', '10').ok).toBe(true);
    const round3 = view.rounds[2]?.matches ?? [];
    const [first, second] = round3 as unknown as [Table, Table];
    const shown: Draw = { tables: round3.map((m) => t(m.home, m.away)) };
    // Home and away swapped at a table: still each pair once, nothing to say.
    const turned: Draw = { tables: [t(first.away, first.home), t(second.home, second.away)] };
    expect(change(3, shown, turned)).toMatchObject({ ok: true, message: 'Round 3 is changed in "Teams evening".' });
    // first.home now meets second.home, and first.away second.away: each pair met in round 1 or 2 already.
    const crossed: Draw = { tables: [t(first.home, second.home), t(first.away, second.away)] };
    const roundOf = (a: string, b: string) =>
      view.rounds.findIndex((r) => r.matches.some((m) => [m.home, m.away].sort().join() === [a, b].sort().join())) + 1;
    // Where a pair first met, as round and table: the order the pairs are named in.
    const firstMet = (a: string, b: string) =>
      roundOf(a, b) * 100 +
      (view.rounds[roundOf(a, b) - 1]?.matches.find((m) => [m.home, m.away].sort().join() === [a, b].sort().join())
        ?.table ?? 0);
    const spelt = (a: string, b: string) => {
      const m = view.rounds[roundOf(a, b) - 1]?.matches.find(
        (x) => [x.home, x.away].sort().join() === [a, b].sort().join(),
      );
      return `${m?.home}–${m?.away} (${roundOf(a, b)}, 3)`;
    };
    const pairs = [
      [first.home, second.home],
      [first.away, second.away],
    ].sort((p, q) => firstMet(p[0] as string, p[1] as string) - firstMet(q[0] as string, q[1] as string));
    const answer = change(3, turned, crossed);
    expect(answer).toMatchObject({
      ok: true,
      message: `Round 3 is changed in "Teams evening". These teams now meet in more rounds than the round robin means (the rounds in brackets): ${pairs.map(([a, b]) => spelt(a as string, b as string)).join(', ')}. Change one of those rounds too to keep the round robin whole.`,
    });
    expect(rowsOf(3)).toEqual([
      [3, 1, first.home, second.home],
      [3, 2, first.away, second.away],
    ]);
    // Round 1 has results: it does not change.
    const round1: Draw = { tables: (view.rounds[0]?.matches ?? []).map((m) => t(m.home, m.away)) };
    expect(change(1, round1, round1)).toMatchObject({ ok: false });
    // A team twice is refused in a round robin too.
    expect(
      change(
        2,
        { tables: (view.rounds[1]?.matches ?? []).map((m) => t(m.home, m.away)) },
        {
          tables: [t('Aces', 'Bears'), t('Aces', 'Cubs')],
        },
      ),
    ).toMatchObject({ ok: false, message: '"Aces" is drawn twice in round 2' });
  });
});

describe('in a French spreadsheet', () => {
  afterEach(unspeak);

  it('says the change, and each refusal, in French', () => {
    speak('fr_FR');
    book
      .insertSheet('Teams')
      .getRange(1, 1, 5, 2)
      .setValues([['Team', 'Players'], ...TEAMS.slice(0, 4).map((name) => [name, ''])]);
    const lock = new FakeLock();
    expect(setupTeamsEvening(book, lock, { kind: 'swiss', rounds: '2', boards: '8', bye: 'average' }).ok).toBe(true);
    // 4 teams: 1 v 3, 2 v 4.
    const shown: Draw = { tables: [t('Aces', 'Cubs'), t('Bears', 'Dons')] };
    expect(
      changeRound(book, lock, { round: 1, shown, draw: { tables: [t('Aces', 'Cubs'), t('Aces', 'Dons')] } }),
    ).toMatchObject({
      ok: false,
      message: '"Aces" est tirée deux fois au tour 1',
    });
    const changed: Draw = { tables: [t('Aces', 'Dons'), t('Bears', 'Cubs')] };
    expect(changeRound(book, lock, { round: 1, shown, draw: changed })).toMatchObject({
      ok: true,
      message: 'Le tour 1 est changé dans « Teams evening ».',
    });
    expect(changeRound(book, lock, { round: 1, shown, draw: changed })).toMatchObject({
      ok: false,
      message: 'le tour 1 contient maintenant Aces–Dons, Bears–Cubs : regardez à nouveau avant de le changer',
    });
  });
});
