// Changing an event already in a session (replaceEvent, removeEvent). Every figure is worked by hand from
// docs/rules.md: Rubber bridge, Chicago and Bugger Bridge.
import { describe, expect, it } from 'vitest';
import {
  type BuggerEvent,
  buggerEngine,
  type ChicagoEvent,
  chicagoEngine,
  formatProblem,
  newBugger,
  newChicago,
  newRubber,
  type Pair,
  type Problem,
  type RubberEvent,
  removeEvent,
  replaceEvent,
  replay,
  rubberEngine,
  type Seat,
} from '../../../core/index';
import { contractOf, playEvents, worded } from '../../support';

const hand = (side: Pair, text: string): RubberEvent => ({ type: 'hand', side, contract: contractOf(text) });

/** The value of an ok result; a refused one fails the test with its message. */
function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: Problem }): T {
  if (!result.ok) throw new Error(formatProblem(result.error));
  return result.value;
}

// Five hands, nobody vulnerable until a game is won:
// 1 We 2H= 60 below (We 60) · 2 They 1NT= 40 below (They 40) · 3 We 2S= 60 below: We game (120)
// 4 They 3NT+1 not vul: 100 below, They game, 30 above · 5 We 4H= vul: 120 below, We's second game, 500.
// We 60 + 60 + 120 + 500 = 740; They 40 + 100 + 30 = 170.
const FIVE = [hand('We', '2H='), hand('They', '1NT='), hand('We', '2S='), hand('They', '3NT+1'), hand('We', '4H=')];
const five = playEvents(rubberEngine, newRubber(), FIVE);

describe('replacing a rubber hand', () => {
  it('the five hands as entered', () => {
    expect(five.state.totals).toEqual({ We: 740, They: 170 });
  });

  it('hand 2 changed: the rubber is replayed and the totals follow', () => {
    // Hand 2 They 1NT-1, not vul: 50 to We above. They's 40 is gone, so hand 4's 100 is their first game;
    // the rubber is still won by We on hand 5 with 500 (They have a game).
    // We 60 + 50 + 60 + 120 + 500 = 790; They 100 + 30 = 130.
    const { session, state } = unwrap(replaceEvent(rubberEngine, five.session, 1, hand('They', '1NT-1')));
    expect(state.totals).toEqual({ We: 790, They: 130 });
    expect(state.finished).toBe(true);
    expect(session.events[1]).toEqual(hand('They', '1NT-1'));
    expect(session.events).toHaveLength(5);
    // What the core hands back is what a reload replays to.
    expect(unwrap(replay(rubberEngine, session)).totals).toEqual({ We: 790, They: 130 });
  });

  it('leaves the session it was given as it was', () => {
    unwrap(replaceEvent(rubberEngine, five.session, 1, hand('They', '1NT-1')));
    expect(five.session.events).toEqual(FIVE);
    expect(unwrap(replay(rubberEngine, five.session)).totals).toEqual({ We: 740, They: 170 });
  });

  it('refuses the new hand in the words adding it would get', () => {
    const bad = { type: 'hand', side: 'Us', contract: contractOf('1NT=') } as unknown as RubberEvent;
    expect(worded(replaceEvent(rubberEngine, five.session, 1, bad))).toMatchObject({
      ok: false,
      error: {
        code: 'bad-event',
        where: { event: 1 },
        message: 'event 2: the declaring side must be "We" or "They", not "Us"',
      },
    });
  });

  it('a change that ends the rubber sooner names the hand that can no longer be scored, and offers the cut', () => {
    // Hand 2 They 3NT=: 100 below, They's first game (We's 60 stops counting). Hand 3 We 2S=: We 60.
    // Hand 4 They 3NT+1 vul: 100 below, They's second game with We on none: 700; the overtrick 30.
    // Hand 5 comes after the rubber is over. Cut after hand 4: We 60 + 60 = 120; They 100 + 100 + 30 + 700 = 930.
    const result = replaceEvent(rubberEngine, five.session, 1, hand('They', '3NT='));
    expect(worded(result)).toMatchObject({
      ok: false,
      error: {
        code: 'later-impossible',
        where: { event: 4 },
        message: 'hand 5 can no longer be scored: the rubber is over; start a new one',
        cut: {
          dropped: 1,
          dropping: 'hand 5',
          state: { totals: { We: 120, They: 930 }, finished: true, winner: 'They' },
        },
      },
    });
    if (result.ok) return;
    const cut = result.error.cut;
    expect(cut?.session.events).toEqual([FIVE[0], hand('They', '3NT='), FIVE[2], FIVE[3]]);
    expect(unwrap(replay(rubberEngine, cut?.session ?? five.session)).totals).toEqual({ We: 120, They: 930 });
  });

  it('counts every later hand the cut drops', () => {
    // Hand 1 We 4S=: We's game; hand 2 now We 4H=: We's second game, 700. Hands 3–5 are dropped.
    const result = replaceEvent(
      rubberEngine,
      playEvents(rubberEngine, newRubber(), [hand('We', '4S='), ...FIVE.slice(1)]).session,
      1,
      hand('We', '4H='),
    );
    expect(worded(result)).toMatchObject({
      ok: false,
      error: {
        where: { event: 2 },
        message: 'hand 3 can no longer be scored: the rubber is over; start a new one',
        cut: { dropped: 3, dropping: 'hands 3–5' },
      },
    });
    // We 120 + 120 + 700.
    expect(result.ok || result.error.cut?.state.totals).toEqual({ We: 940, They: 0 });
  });

  it('a passed-out hand can become a played one, and back', () => {
    const passed = playEvents(rubberEngine, newRubber(), [hand('We', '2H='), { type: 'passed-out' }]);
    // Hand 2 We 2S=: 60 + 60 below, We's game.
    const played = unwrap(replaceEvent(rubberEngine, passed.session, 1, hand('We', '2S=')));
    expect(played.state.games).toEqual({ We: 1, They: 0 });
    const again = unwrap(replaceEvent(rubberEngine, played.session, 1, { type: 'passed-out' }));
    expect(again.state.totals).toEqual({ We: 60, They: 0 });
  });

  it('refuses a hand that is not there, in words', () => {
    expect(worded(replaceEvent(rubberEngine, five.session, 5, hand('We', '1NT=')))).toMatchObject({
      ok: false,
      error: { code: 'no-such-event', message: 'there is no event 6 to change: the session has 5 events' },
    });
    expect(worded(removeEvent(rubberEngine, newRubber(), 0))).toMatchObject({
      ok: false,
      error: { code: 'no-such-event', message: 'there is no event 1 to change: the session has 0 events' },
    });
    expect(worded(replaceEvent(rubberEngine, five.session, -1, hand('We', '1NT=')))).toMatchObject({
      error: { message: 'there is no event 0 to change: the session has 5 events' },
    });
    expect(worded(replaceEvent(rubberEngine, five.session, 1.5, hand('We', '1NT=')))).toMatchObject({
      error: { message: 'there is no 1.5 to change: the session has 5 events' },
    });
  });
});

describe('removing a rubber hand', () => {
  it('hand 3 taken out: the later hands move up and are scored again', () => {
    // 1 We 2H= (We 60) · 2 They 1NT= (They 40) · 3 They 3NT+1 not vul: They 140, game, 30 above
    // · 4 We 4H= not vul: 120 below, We's game. One game each; not over.
    const { session, state } = unwrap(removeEvent(rubberEngine, five.session, 2));
    expect(session.events).toEqual([FIVE[0], FIVE[1], FIVE[3], FIVE[4]]);
    expect(state.totals).toEqual({ We: 180, They: 170 });
    expect(state.games).toEqual({ We: 1, They: 1 });
    expect(state.finished).toBe(false);
  });

  it('the settlement taken out reopens the rubber', () => {
    const settled = playEvents(rubberEngine, newRubber(), [hand('We', '2H='), { type: 'settle' }]);
    expect(settled.state.totals).toEqual({ We: 160, They: 0 });
    const { state } = unwrap(removeEvent(rubberEngine, settled.session, 1));
    expect(state).toMatchObject({ finished: false, totals: { We: 60, They: 0 } });
  });
});

const deal = (declarer: Seat, text: string): ChicagoEvent => ({ type: 'deal', declarer, contract: contractOf(text) });

describe('a Chicago deal changed', () => {
  // Deal 1 (N deals, nobody vul) N 3NT=: 100 + 300 game. Deal 2 passed out, dealt again by E. Deal 2 (NS vul)
  // E 2S=: EW 60 toward game. Deal 3 (S deals, EW vul) S 4H-1 not vul: 50 to EW. Deal 4 (all vul) W 1NT=:
  // EW 40, with the 60 a game: 500. NS 400; EW 60 + 50 + 40 + 500 = 650.
  const EVENTS: ChicagoEvent[] = [
    deal('N', '3NT='),
    { type: 'passed-out' },
    deal('E', '2S='),
    deal('S', '4H-1'),
    deal('W', '1NT='),
  ];
  const chicago = playEvents(chicagoEngine, newChicago(), EVENTS);

  it('as entered', () => {
    expect(chicago.state.totals).toEqual({ NS: 400, EW: 650 });
  });

  it('a played deal changed', () => {
    // Deal 3 now S 4H= (NS not vul): 120 below, game 300, and both sides start again from nothing: EW's 60
    // no longer counts. Deal 4 W 1NT=: EW 40, a part score still open after deal 4: 100.
    // NS 400 + 120 + 300 = 820; EW 60 + 40 + 100 = 200.
    const { state } = unwrap(replaceEvent(chicagoEngine, chicago.session, 3, deal('S', '4H=')));
    expect(state.totals).toEqual({ NS: 820, EW: 200 });
  });

  it('a passed-out deal played after all makes a fifth deal: named as the pad numbers it, with the cut', () => {
    // Deal 2 (NS vul) N 1NT=: NS 40 toward game. Deal 3 (EW vul) E 2S=: EW 60. Deal 4 (all vul) S 4H-1:
    // vul, 100 to EW. Both hold a part score after deal 4: 100 each. NS 400 + 40 + 100 = 540;
    // EW 60 + 100 + 100 = 260. W's 1NT= was deal 4 on the pad.
    const result = replaceEvent(chicagoEngine, chicago.session, 1, deal('N', '1NT='));
    expect(worded(result)).toMatchObject({
      ok: false,
      error: {
        code: 'later-impossible',
        where: { event: 4 },
        message: 'deal 4 can no longer be scored: the Chicago is over after four deals; start a new one',
        cut: { dropped: 1, dropping: 'deal 4', state: { finished: true, totals: { NS: 540, EW: 260 } } },
      },
    });
  });

  it('names its deals as the pad does, a redeal under its number', () => {
    expect(EVENTS.map((_, i) => chicagoEngine.nameEvent?.(EVENTS, i))).toEqual([
      'deal 1',
      'deal 2 (passed out)',
      'deal 2',
      'deal 3',
      'deal 4',
    ]);
  });
});

describe('a Bugger Bridge round changed', () => {
  // A, B, C; a round of 2 cards, then 1; the default chart, 10 + the bid for a bid made exactly.
  const game = unwrap(newBugger({ players: ['A', 'B', 'C'], rounds: [2, 1] }));
  const EVENTS: BuggerEvent[] = [
    { type: 'bids', trump: 'C', bids: [0, 2, 1] },
    { type: 'tricks', tricks: [0, 2, 0] },
    { type: 'bids', trump: 'H', bids: [1, 0, 0] },
    { type: 'tricks', tricks: [1, 0, 0] },
  ];
  const played = playEvents(buggerEngine, game, EVENTS);

  it('as entered: A 10 + 11, B 12 + 10, C 0 + 10', () => {
    expect(played.state.totals).toEqual([21, 22, 10]);
  });

  it("round 1's tricks changed: nobody made their bid in round 1", () => {
    // Round 2 still: A bid 1 took 1, 11; B and C bid 0 took 0, 10 each.
    const { state } = unwrap(replaceEvent(buggerEngine, played.session, 1, { type: 'tricks', tricks: [1, 1, 0] }));
    expect(state.totals).toEqual([11, 10, 10]);
    expect(state.leaders).toEqual([0]);
  });

  it("round 1's bids changed: the announcement and the points follow", () => {
    // Bids 0, 2, 0 total the 2 cards: even. C bid 0 and took 0: 10, with round 2's 10.
    const { state } = unwrap(
      replaceEvent(buggerEngine, played.session, 0, { type: 'bids', trump: 'C', bids: [0, 2, 0] }),
    );
    expect(state.rounds[0]?.announcement).toBe('even');
    expect(state.totals).toEqual([21, 22, 20]);
  });

  it("the new bids' own problem is refused in the engine's words", () => {
    expect(
      worded(worded(replaceEvent(buggerEngine, played.session, 2, { type: 'bids', trump: 'H', bids: [2, 0, 0] }))),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'impossible-event',
        where: { event: 2 },
        message: "event 3: player 1's bid must be a whole number 0–1, not 2",
      },
    });
  });

  it("round 1's bids taken out: its tricks can no longer be scored, and the cut drops everything", () => {
    expect(worded(removeEvent(buggerEngine, played.session, 0))).toMatchObject({
      ok: false,
      error: {
        code: 'later-impossible',
        where: { event: 1 },
        message: "round 1's tricks can no longer be scored: round 1 needs its bids before its tricks",
        cut: {
          dropped: 3,
          dropping: "round 1's tricks to round 2's tricks",
          session: { events: [] },
          state: { totals: [0, 0, 0] },
        },
      },
    });
  });

  it("the last round's tricks taken out: the round waits for them again", () => {
    const { state } = unwrap(removeEvent(buggerEngine, played.session, 3));
    expect(state.totals).toEqual([10, 12, 0]);
    expect(state.next).toEqual({ step: 'tricks', round: 2, cards: 1 });
  });
});
