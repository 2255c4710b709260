// The declarer a pairs evening's sidebar sends is a seat, N, E, S or W, whatever the sheet's notation:
// it is scored as that seat where the notation letters seats otherwise (German O for East, French O for
// West). Scores worked by hand from the scoring table; board 7 is vulnerable both ways.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enterResult } from '../../apps-script/pairs-evening/entry';
import { setupPairsEvening } from '../../apps-script/pairs-evening/setup';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';
import { speak, unspeak } from './speaking-fixture';

let ss: FakeSpreadsheet;
const lock = new FakeLock();
const enter = (declarer: string, contract: string) =>
  enterResult(ss, lock, { round: 1, table: 3, board: 7, declarer, contract, shown: null });

beforeEach(() => {
  ss = new FakeSpreadsheet();
  expect(setupPairsEvening(ss, lock, { kind: 'Mitchell', pairs: '14', boardsPerRound: '3' }).ok).toBe(true);
});
afterEach(unspeak);

describe('the declarer the sidebar sends, a seat whatever the notation', () => {
  // The sidebar's Declarer choice sends N, E, S or W; German letters East O, French West O. Each seat is
  // scored as itself: 3NT= on board 7 (both vulnerable) is 600 to the declaring side.
  it.each([
    ['de_DE', 'E', '3SA=', -600, 'E'],
    ['de_DE', 'W', '3SA=', -600, 'W'],
    ['fr_FR', 'W', '3SA=', -600, 'W'],
    ['fr_FR', 'E', '3SA=', -600, 'E'],
    ['fr_FR', 'S', '3SA=', 600, 'S'],
  ])('%s: declarer %s is scored and written as that seat', (locale, declarer, contract, ns, written) => {
    speak(locale);
    expect(enter(declarer, contract).ok).toBe(true);
    const row = ss.values('Pairs evening').find((r) => r[0] === 1 && r[1] === 3 && r[2] === 7);
    expect(row?.slice(5, 9)).toEqual([written, '3NT', '=', ns]);
  });
});
