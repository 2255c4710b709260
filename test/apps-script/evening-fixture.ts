/**
 * What every test of the evening's server code starts from: an in-memory spreadsheet and lock, fresh
 * for each test (the beforeEach below registers in the test file that imports this), eight players,
 * and round 1 at two tables worked by hand.
 */
import { beforeEach } from 'vitest';
import { type DealEntry, enterDeal } from '../../apps-script/evening/deal-entry';
import { type MovementInput, previewNextRound, startNextRound } from '../../apps-script/evening/next-round';
import { type SetupForm, setupEvening } from '../../apps-script/evening/setup';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';

export const EIGHT = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'];
export const SETUP: SetupForm = {
  players: EIGHT,
  seating: 'listed',
  partScorePremium: 50,
  honors: true,
  progression: 'standard',
};

// Round 1 at two tables, worked by hand from docs/rules.md (Progressive Bridge) (vulnerability: deal 1 none, 2 and 3
// the dealer's side, 4 both; North deals first).
/** An entry as typed; what the sidebar showed for the deal is said apart (`shown`), null by default. */
export type Typed = Omit<DealEntry, 'round' | 'shown'>;
export const ROUND_1: Typed[] = [
  { table: 1, deal: 1, declarer: 'N', contract: '4S=', honors: '' }, // N/S 420
  { table: 1, deal: 2, declarer: 'passed', contract: '', honors: '' }, // 0
  { table: 1, deal: 3, declarer: 'S', contract: '3NT=', honors: '' }, // N/S vulnerable: 600
  { table: 1, deal: 4, declarer: 'E', contract: '4SX-4', honors: '' }, // 200 + 300 + 300 + 300 = 1,100: capped at 1,000
  { table: 2, deal: 1, declarer: 'E', contract: '3NT=', honors: '' }, // E/W 400
  { table: 2, deal: 2, declarer: 'W', contract: '4H=', honors: '' }, // E/W vulnerable: 620
  { table: 2, deal: 3, declarer: 'N', contract: '2S+1', honors: '' }, // 60 + 30 + 50 = 140
  { table: 2, deal: 4, declarer: 'S', contract: '6NT=', honors: '' }, // 190 + 500 + 750 = 1,440: a slam, not capped
];

export let ss: FakeSpreadsheet;
export let lock: FakeLock;

export const setUp = (form: SetupForm = SETUP) => {
  const answer = setupEvening(ss, lock, form);
  if (!answer.ok) throw new Error(answer.message);
  return answer;
};
export const enter = (entry: Typed, round = 1, shown: DealEntry['shown'] = null) =>
  enterDeal(ss, lock, { round, ...entry, shown });
/** Seats the next round by the movement as it is shown now, its version sent back as the sidebar does. */
export const seat = (input: MovementInput) => {
  const shown = previewNextRound(ss, input);
  return startNextRound(ss, lock, shown.ok ? { ...input, version: shown.value.version } : input);
};
export const playRound1 = () => {
  for (const entry of ROUND_1) {
    const answer = enter(entry);
    if (!answer.ok) throw new Error(answer.message);
  }
};

beforeEach(() => {
  ss = new FakeSpreadsheet();
  lock = new FakeLock();
});

/** A sheet of the add-on's replaced by one the director made, with notes on it. */
export const replaceWithOwn = (name: string) => {
  ss.sheets.delete(name);
  ss.insertSheet(name)
    .getRange(1, 1, 1, 1)
    .setValues([['My cards']]);
};
export const notOurs = (name: string) =>
  `Nothing was written: the sheet "${name}" was not made by Bridge Scorer. Rename that sheet (or delete it, if nothing on it is wanted) and the add-on will make its own "${name}".`;

/** A new empty spreadsheet in the middle of a test, for one that compares two evenings. */
export const freshSpreadsheet = () => {
  ss = new FakeSpreadsheet();
};
