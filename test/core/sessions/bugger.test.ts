import { describe, expect, it } from 'vitest';
import {
  addEvent,
  announce,
  type BuggerEvent,
  type BuggerSettings,
  buggerEngine,
  defaultChart,
  defaultRounds,
  formatProblem,
  loadSession,
  newBugger,
  replay,
  undoLast,
} from '../../../core/index';
import type { BuggerSession } from '../../../core/sessions/bugger';
import { playEvents, worded } from '../../support';

const start = (settings: Pick<BuggerSettings, 'players'> & Partial<BuggerSettings>): BuggerSession => {
  const session = newBugger(settings);
  if (!session.ok) throw new Error(formatProblem(session.error));
  return session.value;
};
const play = (session: BuggerSession, events: readonly BuggerEvent[]) => playEvents(buggerEngine, session, events);
const FOUR = ['Ann', 'Bob', 'Cat', 'Dan'];

describe('the default rounds (docs/rules.md, Bugger Bridge)', () => {
  it('4 players: 13 cards down to 1 and back up to 13', () => {
    expect(defaultRounds(4)).toEqual([
      13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ]);
  });
  it('3 players start at 17, 7 players at 7', () => {
    expect(defaultRounds(3)[0]).toBe(17);
    expect(defaultRounds(7)).toEqual([7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7]);
  });
  it('the default chart is 10 + bid', () => {
    expect(defaultChart(4)).toEqual([10, 11, 12, 13, 14]);
  });
});

describe('a round: trump, bids, announcement, tricks, points', () => {
  const game = start({ players: FOUR, rounds: [3, 13, 2] });

  it('announces even, over-bid or under-bid against the cards in the round', () => {
    expect(announce([1, 1, 1, 0], 3)).toBe('even');
    expect(announce([1, 1, 1, 1], 3)).toBe('over-bid');
    expect(announce([0, 1, 0, 0], 3)).toBe('under-bid');
  });

  it('scores a bid made exactly from the chart and 0 otherwise, with running totals and the leader', () => {
    const { state } = play(game, [
      { type: 'bids', trump: 'H', bids: [1, 0, 2, 1] },
      { type: 'tricks', tricks: [1, 0, 1, 1] },
    ]);
    const round = state.rounds[0];
    expect(round).toMatchObject({
      cards: 3,
      dealer: 0,
      trump: 'H',
      announcement: 'over-bid',
      points: [11, 10, 0, 11],
      totals: [11, 10, 0, 11],
    });
    expect(state.leaders).toEqual([0, 3]);
    expect(state.next).toEqual({ step: 'bids', round: 2, cards: 13, dealer: 1, noTrump: true });
  });

  it('plays a round that deals every card at no trump, and refuses a trump suit for it', () => {
    const { session } = play(game, [
      { type: 'bids', trump: 'S', bids: [1, 0, 1, 1] },
      { type: 'tricks', tricks: [1, 0, 1, 1] },
    ]);
    expect(worded(addEvent(buggerEngine, session, { type: 'bids', trump: 'S', bids: [3, 3, 3, 3] }))).toMatchObject({
      ok: false,
      error: { message: 'event 3: round 2 deals every card, so no card is turned: it is played at no trump' },
    });
    expect(addEvent(buggerEngine, session, { type: 'bids', trump: 'NT', bids: [3, 3, 3, 3] }).ok).toBe(true);
    expect(worded(addEvent(buggerEngine, game, { type: 'bids', trump: 'NT', bids: [1, 1, 1, 1] }))).toMatchObject({
      ok: false,
      error: { message: 'event 1: round 1 turns up a trump card: the trump must be a suit' },
    });
  });

  it('needs tricks that add up to the cards in the round', () => {
    const { session } = play(game, [{ type: 'bids', trump: 'D', bids: [1, 1, 1, 1] }]);
    expect(worded(addEvent(buggerEngine, session, { type: 'tricks', tricks: [1, 1, 1, 1] }))).toMatchObject({
      ok: false,
      error: {
        code: 'impossible-event',
        where: { event: 1 },
        message: 'event 2: the tricks add up to 4, but round 1 has 3 tricks to win',
      },
    });
    const oneCard = play(start({ players: FOUR, rounds: [1] }), [{ type: 'bids', trump: 'D', bids: [0, 0, 0, 0] }]);
    expect(worded(addEvent(buggerEngine, oneCard.session, { type: 'tricks', tricks: [1, 1, 0, 0] }))).toMatchObject({
      ok: false,
      error: { message: 'event 2: the tricks add up to 2, but round 1 has 1 trick to win' },
    });
  });

  it('refuses a bid over the cards in the round, and steps out of order', () => {
    expect(worded(addEvent(buggerEngine, game, { type: 'bids', trump: 'D', bids: [4, 0, 0, 0] }))).toMatchObject({
      ok: false,
      error: { message: "event 1: player 1's bid must be a whole number 0–3, not 4" },
    });
    expect(worded(addEvent(buggerEngine, game, { type: 'tricks', tricks: [3, 0, 0, 0] }))).toMatchObject({
      ok: false,
      error: { message: 'event 1: round 1 needs its bids before its tricks' },
    });
  });

  it('the hook: the dealer may not make the bids add up to the cards', () => {
    const hooked = start({ players: FOUR, rounds: [3], hook: true, firstDealer: 2 });
    expect(worded(addEvent(buggerEngine, hooked, { type: 'bids', trump: 'C', bids: [1, 1, 1, 0] }))).toMatchObject({
      ok: false,
      error: { message: 'event 1: the hook: Cat deals and may not bid 1, which would make the bids add up to 3' },
    });
    expect(addEvent(buggerEngine, hooked, { type: 'bids', trump: 'C', bids: [1, 1, 0, 0] }).ok).toBe(true);
  });

  it('uses an edited chart', () => {
    const { state } = play(start({ players: ['A', 'B', 'C'], rounds: [2], chart: [5, 20, 50] }), [
      { type: 'bids', trump: 'C', bids: [0, 2, 1] },
      { type: 'tricks', tricks: [0, 2, 0] },
    ]);
    expect(state.totals).toEqual([5, 50, 0]);
  });

  it('the deal rotates round by round and the game ends after the last round', () => {
    const { session, state } = play(start({ players: ['A', 'B', 'C'], rounds: [1, 1, 1, 1], firstDealer: 1 }), [
      { type: 'bids', trump: 'C', bids: [0, 0, 1] },
      { type: 'tricks', tricks: [0, 0, 1] },
      { type: 'bids', trump: 'C', bids: [0, 0, 1] },
      { type: 'tricks', tricks: [0, 0, 1] },
      { type: 'bids', trump: 'C', bids: [0, 0, 1] },
      { type: 'tricks', tricks: [0, 0, 1] },
      { type: 'bids', trump: 'C', bids: [0, 0, 1] },
      { type: 'tricks', tricks: [1, 0, 0] },
    ]);
    expect(state.rounds.map((r) => r.dealer)).toEqual([1, 2, 0, 1]);
    expect(state.next).toEqual({ step: 'over' });
    expect(state.totals).toEqual([30, 40, 33]);
    expect(state.leaders).toEqual([1]);
    expect(worded(addEvent(buggerEngine, session, { type: 'bids', trump: 'C', bids: [0, 0, 0] }))).toMatchObject({
      ok: false,
      error: { message: 'event 9: every round has been played; start a new game' },
    });
    expect(replay(buggerEngine, undoLast(session))).toMatchObject({
      ok: true,
      value: { next: { step: 'tricks', round: 4 } },
    });
  });
});

describe('settings and saves', () => {
  it('3–7 players', () => {
    expect(worded(newBugger({ players: ['A', 'B'] }))).toMatchObject({
      ok: false,
      error: { message: 'settings: Bugger Bridge is for 3–7 players, not ["A","B"]' },
    });
  });

  it('a chart must cover every bid the rounds allow', () => {
    expect(worded(newBugger({ players: FOUR, rounds: [3], chart: [10, 11] }))).toMatchObject({
      ok: false,
      error: { message: 'settings: the chart must give points for every bid from 0 to 3, not [10,11]' },
    });
  });

  it('a game of 130,000 rounds loads: a list that long is no argument list', () => {
    const rounds = Array.from({ length: 130_000 }, () => 1);
    const loaded = loadSession(buggerEngine, {
      format: 'bridge-scorer/bugger',
      version: 1,
      settings: { players: FOUR, rounds },
      events: [],
    });
    // Four players and one card a round: the first round is dealt by player 1 and asks for bids.
    expect(loaded).toMatchObject({ ok: true, value: { state: { next: { step: 'bids', round: 1, cards: 1 } } } });
  });

  it('loads back a saved game', () => {
    const { session, state } = play(start({ players: FOUR }), [{ type: 'bids', trump: 'NT', bids: [3, 3, 3, 3] }]);
    expect(loadSession(buggerEngine, JSON.stringify(session))).toEqual({ ok: true, value: { session, state } });
  });
});
