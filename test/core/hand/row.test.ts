// The one reader of a hand row (core/hand/row.ts). Expected scores are Law 77's, worked by hand in the
// comments; the readings of an ambiguous number are docs/rules.md's "Reading a hand row".
import { describe, expect, it } from 'vitest';
import { PASSED_OUT } from '../../../core/hand/index';
import { formatProblem, type HandFields, parseHandRow, parseNumber, scoreHandRow } from '../../../core/index';
import { worded } from '../../support';

const recorded = (fields: HandFields, options?: Parameters<typeof parseHandRow>[1]) => {
  const read = parseHandRow(fields, options);
  return read.ok ? scoreHandRow(read.value).recorded : formatProblem(read.error);
};

describe('one line of text carries every field', () => {
  it.each([
    // 3NT made, not vulnerable: 40 + 30 + 30 + 300 = 400; E declared, so N/S record −400.
    ['3NT= by E NS', -400],
    ['3NT= E', -400],
    // N/S vulnerable on the board, E/W not: E's 3NT= is still 400 to E/W.
    ['3NT= by S NS', 600],
    // 4♠ made vulnerable: 120 + 500; with nobody or everybody vulnerable no declarer is needed.
    ['4S= All', 620],
    ['4S= v', 620],
    ['4S 10 v', 620],
    // Down 2 doubled, vulnerable: 200 + 300.
    ['4SX-2 vul', -500],
    ['4SX 8 by W EW', 500],
    ['Pass', 0],
  ])('%j records %d', (contract, score) => {
    expect(recorded({ contract })).toBe(score);
  });

  it('drops invisible formatting characters in every field', () => {
    expect(
      recorded({ contract: '\u200e4S\u200f', result: '\u200e=', declarer: 'N\u200b', vulnerability: '\ufeffNS' }),
    ).toBe(620);
  });

  it('refuses fields given twice that disagree, naming both', () => {
    expect(recorded({ contract: '3NT= v', vulnerability: false })).toMatch(/says vulnerable; say it once/);
    expect(recorded({ contract: '3NT= E', declarer: 'N' })).toMatch(/declarer E but the declarer given is N/);
    expect(recorded({ contract: '4S=', result: 9 })).toMatch(/gives =, this gives -1/);
  });
});

describe('a number in a result field is never read two ways (issue: a typed +1 became one trick)', () => {
  it('reads 7–13 as the tricks taken and a negative number as the undertricks', () => {
    // 3NT with 10 tricks, not vulnerable: 400 + 30.
    expect(recorded({ contract: '3NT', result: 10 })).toBe(430);
    expect(recorded({ contract: '3NT', result: '10' })).toBe(430);
    // Down 1 not vulnerable undoubled: 50 to the defenders.
    expect(recorded({ contract: '3NT', result: -1 })).toBe(-50);
  });

  it('refuses 0–6 where it could be tricks or a result, naming both readings and how to write each', () => {
    expect(recorded({ contract: '3NT', result: 1 })).toBe(
      '"1": could be 1 trick taken (3NT down 8) or the result +1 (10 tricks); write +1 as text (\'+1 in a sheet) or 10 for the result, or -8 for down 8',
    );
    expect(recorded({ contract: '4S', result: 0 })).toBe(
      '"0": could be 0 tricks taken (4S down 10) or the result = (made exactly, 10 tricks); write = as text (\'= in a sheet) or 10 for the result, or -10 for down 10',
    );
    // The same rule for a number typed after the bid in one line.
    expect(recorded({ contract: '3NT 1' })).toMatch(/^"3NT 1": could be 1 trick taken/);
  });

  it('reads 0–6 as the tricks taken where the result it would be is impossible (7NT with 1)', () => {
    // 7NT takes one trick: down 12, not vulnerable: 50 × 12 = 600.
    expect(recorded({ contract: '7NT', result: 1 })).toBe(-600);
    // 4♠ +5 would be 15 tricks: 5 is the tricks taken, down 5 = 250.
    expect(recorded({ contract: '4S', result: 5 })).toBe(-250);
  });

  it('follows the column’s convention when the call gives one', () => {
    expect(recorded({ contract: '3NT', result: 1 }, { resultIs: 'relative' })).toBe(430);
    expect(recorded({ contract: '3NT', result: 0 }, { resultIs: 'relative' })).toBe(400);
    // One trick in 3NT: down 8 not vulnerable = 400 to the defenders.
    expect(recorded({ contract: '3NT', result: 1 }, { resultIs: 'tricks' })).toBe(-400);
    expect(recorded({ contract: '3NT', result: 10 }, { resultIs: 'relative' })).toMatch(/at most 4 overtricks/);
  });

  it('always reads signed text as the result', () => {
    expect(recorded({ contract: '3NT', result: '+1' })).toBe(430);
    expect(recorded({ contract: '3NT', result: '=' }, { resultIs: 'tricks' })).toBe(400);
  });
});

describe('a vulnerability field (issue: 1 was board 1 here and yes elsewhere)', () => {
  it('refuses a bare 1, naming both readings', () => {
    expect(recorded({ contract: '4S=', vulnerability: 1 })).toMatch(
      /could be yes \(vulnerable\) or board 1 \(nobody vulnerable\)/,
    );
    expect(recorded({ contract: '4S=', vulnerability: '1' })).toMatch(/could be yes/);
  });

  it('reads a board number from 2, the board’s words and the declaring side’s', () => {
    // Board 2 is N/S vulnerable: N's 4♠= is 620; board 3 is E/W: 420.
    expect(recorded({ contract: '4S=', vulnerability: 2, declarer: 'N' })).toBe(620);
    expect(recorded({ contract: '4S=', vulnerability: 3, declarer: 'N' })).toBe(420);
    expect(recorded({ contract: '4S=', vulnerability: 'vul' })).toBe(620);
    expect(recorded({ contract: '4S=', vulnerability: 'v' })).toBe(620);
    expect(recorded({ contract: '4S=', vulnerability: true })).toBe(620);
    expect(recorded({ contract: '4S=', vulnerability: 0 })).toBe(420);
  });
});

describe('numbers written with a separator that reads two ways (issue: "1.100" was 1.1)', () => {
  it('refuses 1.100 and 1,100, and reads 0.500 and 1.25', () => {
    expect(parseNumber('1.100')).toMatchObject({ ok: false, error: { code: 'ambiguous-separator' } });
    expect(parseNumber('-1.100')).toMatchObject({ ok: false, error: { code: 'ambiguous-separator' } });
    expect(parseNumber('1,100')).toMatchObject({ ok: false, error: { code: 'ambiguous-separator' } });
    expect(parseNumber('0.500')).toEqual({ ok: true, value: 0.5 });
    expect(parseNumber('1.25')).toEqual({ ok: true, value: 1.25 });
    expect(parseNumber(1.1)).toEqual({ ok: true, value: 1.1 });
  });

  it('reads a decimal comma, as French, German or Dutch write 12,5, and refuses two', () => {
    expect(parseNumber('12,5')).toEqual({ ok: true, value: 12.5 });
    expect(parseNumber('−0,25')).toEqual({ ok: true, value: -0.25 });
    expect(parseNumber(',5')).toEqual({ ok: true, value: 0.5 });
    expect(parseNumber('1,1,1')).toMatchObject({ ok: false, error: { code: 'not-a-number' } });
    expect(parseNumber('1.5,5')).toMatchObject({ ok: false, error: { code: 'not-a-number' } });
  });
});

describe('the hand as the row gives it', () => {
  it('reads the contract, its result and a declarer in the text or apart', () => {
    expect(parseHandRow({ contract: '4SX-2' })).toEqual({
      ok: true,
      value: { hand: { level: 4, strain: 'S', doubling: 'X', result: -2 } },
    });
    expect(parseHandRow({ contract: '3nt+1 by E' })).toEqual({
      ok: true,
      value: { hand: { level: 3, strain: 'NT', doubling: '', result: 1, declarer: 'E' } },
    });
    expect(parseHandRow({ contract: '6H=', declarer: 'W' })).toEqual({
      ok: true,
      value: { hand: { level: 6, strain: 'H', doubling: '', result: 0, declarer: 'W' } },
    });
  });

  it('refuses a declarer given apart that disagrees, quoting the contract, in the core’s one rule', () => {
    const twice = parseHandRow({ contract: '4S= E', declarer: 'N' });
    expect(worded(twice.ok || twice.error)).toMatchObject({
      where: { field: 'contract' },
      code: 'declarer-twice',
      message: '"4S= E": the contract says declarer E but the declarer given is N; make them agree',
    });
  });

  it('asks for the result when it is missing, and gives a passed-out hand back as such', () => {
    const bare = parseHandRow({ contract: '4HX' });
    expect(bare.ok || formatProblem(bare.error)).toBe(
      '"4HX": no result: add it to the contract (4HX=, 4HX-1) or give the tricks taken',
    );
    expect(parseHandRow({ contract: 'Pass' })).toEqual({ ok: true, value: { hand: PASSED_OUT } });
  });

  it('keeps the contract parser’s own message, quoting the whole line', () => {
    const bad = parseHandRow({ contract: '8S= v' });
    expect(bad.ok || formatProblem(bad.error)).toBe('"8S= v": level must be 1–7');
  });

  it('never throws or hangs on hostile text: 100,000 characters, or a number far out of range', () => {
    const long = `4S${' '.repeat(100_000)}x`;
    expect(parseHandRow({ contract: long }).ok).toBe(false);
    expect(parseHandRow({ contract: '4S', result: 1e300 }).ok).toBe(false);
    expect(parseHandRow({ contract: '4S', result: -1e300 }).ok).toBe(false);
    expect(parseHandRow({ contract: '4S', result: Number.NaN }).ok).toBe(false);
    expect(parseHandRow({ contract: `4S ${'9'.repeat(5000)}` }).ok).toBe(false);
    expect(parseHandRow({ contract: `4S= ${'v '.repeat(50_000)}` }).ok).toBe(false);
    expect(parseHandRow({ contract: `4S=${'\t \u00a0'.repeat(50_000)}v` })).toMatchObject({
      ok: true,
      value: { vulnerable: true },
    });
  });
});

describe('rows a reviewer found read silently (issue 22)', () => {
  it('refuses a result beside a passed-out hand, in a cell or in the line', () => {
    expect(recorded({ contract: 'Pass', result: 10 })).toBe('"10": a passed-out hand has no tricks or result');
    expect(recorded({ contract: 'Pass', result: 'x' })).toMatch(/a passed-out hand has no tricks or result/);
    expect(recorded({ contract: 'Pass 9' })).toBe('"Pass 9": a passed-out hand has no tricks or result');
  });

  it('refuses N as a vulnerability: no, or N/S?', () => {
    expect(recorded({ contract: '4S=', vulnerability: 'N', declarer: 'E' })).toMatch(/could be no or N\/S/);
    expect(recorded({ contract: '4S=', vulnerability: 'NO', declarer: 'E' })).toBe(-420);
  });

  it('reads yes and no at the end of a line as a cell reads them', () => {
    expect(recorded({ contract: '4S= yes' })).toBe(620);
    expect(recorded({ contract: '4S= TRUE' })).toBe(620);
    expect(recorded({ contract: '4S= no' })).toBe(420);
  });

  it('says down 0 is not a result, typed as -0', () => {
    expect(recorded({ contract: '4S', result: '-0' })).toMatch(/down must be 1 or more/);
  });

  it('drops the variation selector an emoji picker adds, in every field', () => {
    expect(recorded({ contract: '4S= v\uFE0F' })).toBe(620);
    expect(
      recorded({ contract: '4\u2665\uFE0F', result: '10\uFE0F', vulnerability: 'NS\uFE0F', declarer: 'N\uFE0F' }),
    ).toBe(620);
  });

  it('reads double and redouble spelt out', () => {
    // Law 77, not vulnerable: doubled down 1 is 100; redoubled down 2 is 200 + 400 = 600.
    expect(recorded({ contract: '4S double -1' })).toBe(-100);
    expect(recorded({ contract: '4S Redbl -2' })).toBe(-600);
  });
});

describe('a vulnerability column that says what it holds', () => {
  it('board: 1 is board 1, and a row without its board is refused, never scored as None', () => {
    // Board 1 is nobody vulnerable: 420; board 2 N/S: 620.
    expect(recorded({ contract: '4S=', vulnerability: 1, declarer: 'N' }, { vulnerabilityIs: 'board' })).toBe(420);
    expect(recorded({ contract: '4S=', vulnerability: 2, declarer: 'N' }, { vulnerabilityIs: 'board' })).toBe(620);
    expect(recorded({ contract: '4S=', vulnerability: 'NS', declarer: 'N' }, { vulnerabilityIs: 'board' })).toBe(620);
    expect(recorded({ contract: '4S=', declarer: 'N' }, { vulnerabilityIs: 'board' })).toBe(
      '"": no board number on this row: its number says who is vulnerable',
    );
    expect(recorded({ contract: '4S=', vulnerability: 'yes' }, { vulnerabilityIs: 'board' })).toMatch(
      /this column holds the board/,
    );
    expect(recorded({ contract: 'Pass' }, { vulnerabilityIs: 'board' })).toBe(0);
  });

  it('side: 1 and 0 are yes and no, and a board number is refused', () => {
    expect(recorded({ contract: '4S=', vulnerability: 1 }, { vulnerabilityIs: 'side' })).toBe(620);
    expect(recorded({ contract: '4S=', vulnerability: 0 }, { vulnerabilityIs: 'side' })).toBe(420);
    expect(recorded({ contract: '4S=', vulnerability: 5 }, { vulnerabilityIs: 'side' })).toMatch(
      /this column holds the declaring side’s/,
    );
  });
});
