import { describe, expect, it } from 'vitest';
import { quickScore } from '../../extension/lib/quick-score';
import { worded } from '../support';

describe('the popup’s status line', () => {
  it('shows nothing for an empty field', () => {
    expect(quickScore('  ', false)).toEqual({ kind: 'empty' });
  });

  it('scores a typed contract with its arithmetic', () => {
    expect(quickScore('4hx-2', true)).toEqual({
      kind: 'score',
      contract: '4♥X-2',
      total: -500,
      recorded: -500,
      words: 'Down 2 doubled, vulnerable: 200 + 300 = 500 to the defenders',
      bid: { level: 4, strain: 'H', doubling: 'X' },
    });
  });

  it('scores a contract without a result as made exactly', () => {
    expect(quickScore('3NT', true)).toMatchObject({ kind: 'score', contract: '3NT=', total: 600 });
  });

  it('shows the parser’s message for a bad entry', () => {
    expect(worded(quickScore('8S', false))).toEqual({ kind: 'error', message: '"8S": level must be 1–7' });
  });

  it('scores a passed-out deal 0', () => {
    expect(quickScore('passed out', false)).toMatchObject({ kind: 'score', total: 0 });
  });
});

describe('a vulnerability typed after the contract', () => {
  it.each([
    ['4SX-2 v', -500],
    ['4SX-2 vul', -500],
    ['4sx-2 vulnerable', -500],
    ['4SX-2 nv', -300],
    ['4SX-2 not vul', -300],
    ['4SX-2 non-vul', -300],
  ])('%j', (text, total) => {
    // The toggle says the opposite of the text each time: the text wins.
    const toggle = total === -300;
    expect(quickScore(text, toggle)).toMatchObject({ kind: 'score', total });
  });

  it('reads the examples players type', () => {
    expect(quickScore('3nt+1', false)).toMatchObject({ total: 430, contract: '3NT+1' });
    expect(quickScore('6♥= vul', false)).toMatchObject({ total: 1430, contract: '6♥=' });
    expect(quickScore('2DXX= nv', true)).toMatchObject({ total: 2 * 4 * 20 + 300 + 100, contract: '2♦XX=' });
  });

  it('quotes the whole entry in an error', () => {
    expect(worded(quickScore('8S= v', false))).toEqual({ kind: 'error', message: '"8S= v": level must be 1–7' });
  });
});

describe('the typed text over the toggle (issue #32: the view must follow what is typed, and say so)', () => {
  // Law 77: down 3 doubled vulnerable is 200 + 300 + 300 = 800; 3NT+1 not vulnerable 100 + 300 + 30 = 430.
  it('gives the contract typed, for the grid and the doubling, and the vulnerability it states', () => {
    expect(quickScore('6♥X-3 v', false)).toMatchObject({
      total: -800,
      bid: { level: 6, strain: 'H', doubling: 'X' },
      stated: true,
    });
    expect(quickScore('3nt+1', true)).toMatchObject({ bid: { level: 3, strain: 'NT', doubling: '' } });
    expect(quickScore('3nt+1', true)).not.toHaveProperty('stated');
  });

  it('says when the typed vulnerability is scored over the box, quoting the words that state it', () => {
    expect(quickScore('3nt+1 nv', true)).toMatchObject({
      total: 430,
      overrules: 'Scored not vulnerable as typed ("nv"); the box said vulnerable.',
    });
    expect(quickScore('6♥X-3 v', false)).toMatchObject({
      overrules: 'Scored vulnerable as typed ("v"); the box said not vulnerable.',
    });
    expect(quickScore('4SX-2 not vul', true)).toMatchObject({ overrules: expect.stringContaining('("not vul")') });
    // N/S vulnerable and North declares: the declaring side is vulnerable, 4♠ made 620.
    expect(quickScore('4S 10 by N NS', false)).toMatchObject({
      total: 620,
      overrules: 'Scored vulnerable as typed ("NS"); the box said not vulnerable.',
    });
  });

  it('says nothing when the text and the box agree, or the text states no vulnerability', () => {
    expect(quickScore('6♥X-3 v', true)).not.toHaveProperty('overrules');
    expect(quickScore('6♥X-3', false)).not.toHaveProperty('overrules');
  });
});

describe('the tricks taken, and a board’s vulnerability with its declarer', () => {
  // 4♠ made: 120 + 300 = 420 not vulnerable; 4♠ down 2 vulnerable: 2 × 100 = 200; doubled 200 + 300 = 500.
  it.each([
    ['4S 10', false, 420],
    ['4s 8 v', false, -200],
    ['3NT 9 by S All', false, 600],
    ['3NT by S 9 All', false, 600],
    ['4SX-2 by N NS', false, -500],
    ['4SX-2 by E NS', true, -300],
    ['4SX 8 by W EW', false, -500],
  ])('%j scores %#', (text, toggle, total) => {
    expect(quickScore(text, toggle)).toMatchObject({ kind: 'score', total });
  });

  it('asks for the declarer when a board’s vulnerability is given without one, quoting the entry', () => {
    expect(worded(quickScore('4SX-2 NS', false))).toEqual({
      kind: 'error',
      message: '"4SX-2 NS": a board’s vulnerability needs the declarer (N, E, S or W) to say who is vulnerable',
    });
  });

  it('refuses tricks past 13 and a result given twice', () => {
    expect(worded(quickScore('4S 14', false))).toEqual({
      kind: 'error',
      message: '"4S 14": the tricks taken must be 0–13, or down 1 to 10 as a negative number',
    });
    expect(worded(quickScore('4S= 10', false))).toEqual({
      kind: 'error',
      message: '"4S= 10": give the result or the tricks taken, not both',
    });
  });
});

describe('whose score it is, as BRIDGESCORE gives it (issue: the two faces disagreed on the sign)', () => {
  // Law 77: 3NT made, not vulnerable, is 100 + 300 = 400 to the declaring side; E/W declared, so N/S −400.
  it('names the declarer and gives both sides, copying N/S’s score', () => {
    expect(quickScore('3NT= by E NS', false)).toMatchObject({
      kind: 'score',
      contract: '3NT= by E',
      total: 400,
      sides: { ns: -400, ew: 400 },
      recorded: -400,
    });
  });

  it('copies the declaring side’s score when no declarer is given', () => {
    const shown = quickScore('3NT=', false);
    expect(shown).toMatchObject({ total: 400, recorded: 400 });
    expect(shown).not.toHaveProperty('sides');
  });

  it('reads a board vulnerable or not for everybody without a declarer (4S= All is 620)', () => {
    // 4♠ made vulnerable: 120 + 500.
    expect(quickScore('4S= All', false)).toMatchObject({ kind: 'score', total: 620, recorded: 620 });
    expect(quickScore('4S= None', true)).toMatchObject({ kind: 'score', total: 420 });
  });

  it('reads a number after the bid by the rule of a result cell: 3NT 1 is refused, not down 8', () => {
    expect(worded(quickScore('3NT 1', false))).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/^"3NT 1": could be 1 trick taken \(3NT down 8\) or the result \+1/),
    });
    // 7NT cannot make an overtrick: one trick taken, down 12 not vulnerable, 600.
    expect(quickScore('7NT 1', false)).toMatchObject({ kind: 'score', total: -600 });
  });

  it('leaves a half-typed minus alone rather than reading it as None over the toggle', () => {
    expect(quickScore('4S -', true)).toMatchObject({ kind: 'error' });
  });

  it('drops invisible characters a pasted entry brings, as a sheet does', () => {
    expect(quickScore('\u200e4S=\u200f v', false)).toMatchObject({ kind: 'score', total: 620 });
  });
});
