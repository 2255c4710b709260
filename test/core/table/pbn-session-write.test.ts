// A session written as PBN and read back: the same results, pairs and figures.
import { describe, expect, it } from 'vitest';
import { formatPbn, formatProblem, parsePbn } from '../../../core/index';
import { type PbnSession, readPbnSession, sessionToPbn } from '../../../core/table/pbn/index';
import { PAIRS, pbnText } from '../../fixtures/paths';

const read = (text: string): PbnSession => {
  const games = parsePbn(text);
  if (!games.ok) throw new Error(formatProblem(games.error));
  const session = readPbnSession(games.value);
  if (!session.ok) throw new Error(formatProblem(session.error));
  return session.value;
};

describe('sessionToPbn: a club program’s file, read back by readPbnSession', () => {
  it.each(['spiren-2018-07-02.pbn', 'spiren-2018-04-23-adjusted.pbn', 'ruter7-2012-01-24-butler.pbn'])(
    '%s: every result, pair, name, figure and penalty comes back as it was',
    (file) => {
      const session = read(pbnText(`${PAIRS}/${file}`));
      const again = read(formatPbn(sessionToPbn(session)));
      const strip = (s: PbnSession) => ({
        ...s,
        results: s.results.map(({ line: _, ...result }) => result),
      });
      expect(strip(again)).toEqual(strip(session));
    },
  );

  it('writes an adjusted score that has no average words in the N/S column, as a scorer types it', () => {
    const session: PbnSession = {
      results: [
        { board: 1, ns: '1', ew: '2', adjusted: { kind: 'split', ns: 420, ew: 450 }, line: 0 },
        { board: 1, ns: '3', ew: '4', adjusted: { kind: 'artificial', ns: 70, ew: 30 }, line: 0 },
        { board: 1, ns: 'Ann Lee', ew: '-', score: -50, line: 0 },
      ],
      pairs: [],
    };
    const text = formatPbn(sessionToPbn(session));
    expect(text).toContain('1 2 - - - "N/S 420, E/W -450" - - - - -');
    expect(text).toContain('3 4 - - - "70/30" - - - - -');
    expect(read(text).results.map((r) => [r.ns, r.ew, r.adjusted ?? r.score])).toEqual([
      ['1', '2', { kind: 'split', ns: 420, ew: 450 }],
      ['3', '4', { kind: 'artificial', ns: 70, ew: 30 }],
      ['Ann Lee', '-', -50],
    ]);
  });
});

describe('what a PBN entry cannot hold', () => {
  it('writes a name typed over two lines on one, and an event the same', () => {
    const session: PbnSession = {
      event: 'Club\nnight',
      results: [{ board: 1, ns: '1', ew: '2', score: 420, line: 0 }],
      pairs: [{ pair: '1', names: 'Ann Lee\nBob Ray' }],
    };
    const back = read(formatPbn(sessionToPbn(session)));
    expect([back.event, back.pairs[0]?.names]).toEqual(['Club night', 'Ann Lee Bob Ray']);
  });
});
