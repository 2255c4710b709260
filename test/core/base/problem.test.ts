// The one problem shape: plain JSON parts that formatProblem words as the core's messages always were,
// and that a face can word its own way (the place apart, the value apart) without parsing a sentence.
import { describe, expect, it } from 'vitest';
import { placed, problem, under, within } from '../../../core/base/index';
import { formatProblem, formatReason, loadSession, parseContract, rubberEngine } from '../../../core/index';

const level = problem('level', 'level must be 1–7', { input: '8S', params: { min: 1, max: 7 } });

describe('formatProblem and formatReason', () => {
  it('quote the input, then say what is wrong; the place opens the whole message only', () => {
    expect(formatProblem(level)).toBe('"8S": level must be 1–7');
    const atEvent = within(level, 'bad-event', { event: 2 });
    expect(formatProblem(atEvent)).toBe('event 3: "8S": level must be 1–7');
    expect(formatReason(atEvent)).toBe('"8S": level must be 1–7');
    expect(formatProblem(placed(problem('not-one-of', 'honors must be true or false'), { settings: true }))).toBe(
      'settings: honors must be true or false',
    );
  });

  it('place a call and a card after the quoted input', () => {
    const call = problem('double-no-bid', 'there is no bid to double', { input: 'X', where: { call: 0, seat: 'E' } });
    expect(formatProblem(call)).toBe('"X" by E (call 1): there is no bid to double');
    const card = problem('not-in-hand', 'E does not hold it', { input: 'SA', where: { trick: 0, card: 0 } });
    expect(formatProblem(card)).toBe('"SA" (trick 1, card 1): E does not hold it');
  });

  it('give a value quoted last apart, for a face that quotes the value itself', () => {
    const bid = problem('bid-whole', 'a bid is a whole number, 0 or more', { params: { not: '3.5' } });
    expect(formatProblem(bid)).toBe('a bid is a whole number, 0 or more, not 3.5');
    expect(bid.reason).toBe('a bid is a whole number, 0 or more');
  });

  it('name a part in front of its whole message with under, its code kept', () => {
    const named = under(within(level, 'bad-event', { event: 4 }), 'entry 2 (rubber)');
    expect(formatProblem(named)).toBe('entry 2 (rubber): event 5: "8S": level must be 1–7');
    expect(named).toMatchObject({ code: 'bad-event', cause: 'level' });
  });

  it('word a part in a whole sentence of its own under the whole code, the part its cause', () => {
    const draw = under(level, "player 3's draw", { code: 'draw', params: { player: 3 } });
    expect(draw).toEqual({
      code: 'draw',
      cause: 'level',
      reason: `player 3's draw: "8S": level must be 1–7`,
      params: { min: 1, max: 7, given: '8S', part: '"8S": level must be 1–7', player: 3 },
    });
    // A value the part gives last is said once, inside the part's words.
    const bid = problem('bid-whole', 'a bid is a whole number, 0 or more', { params: { not: '3.5' } });
    const round = under(bid, 'round 2', { code: 'round-bid', params: { round: 2 } });
    expect(formatProblem(round)).toBe('round 2: a bid is a whole number, 0 or more, not 3.5');
  });
});

describe('a refusal is plain JSON parts', () => {
  it('keeps the whole code, the part’s code as its cause, and the event where it happened', () => {
    const loaded = loadSession(rubberEngine, {
      format: 'bridge-scorer/rubber',
      version: 1,
      settings: { honors: true },
      events: [{ type: 'hand', side: 'We', contract: { level: 8, strain: 'S', doubling: '', result: 0 } }],
    });
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.error).toMatchObject({ code: 'bad-event', cause: 'whole-number-range', where: { event: 0 } });
    expect(loaded.error.params).toMatchObject({ name: 'level', min: 1, max: 7 });
    expect(JSON.parse(JSON.stringify(loaded.error))).toEqual(loaded.error);
  });

  it('a parse problem has its code, input and values', () => {
    const parsed = parseContract('8S');
    expect(parsed).toEqual({
      ok: false,
      error: { code: 'level', reason: 'level must be 1–7', input: '8S', params: { min: 1, max: 7 } },
    });
  });
});
