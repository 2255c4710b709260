// A teams event's boards as PBN (PBN 2.1's teams tags: Round, HomeTeam, VisitTeam, Room, ScoreIMP), read
// back by our own PBN reader: the scores are the laws' for each contract, the IMPs the IMP scale's
// (worked by hand in teams-files-event.ts).
import { describe, expect, it } from 'vitest';
import { readPbnBoard } from '../../../core/table/pbn/board';
import { formatPbn, parsePbn, pbnTag } from '../../../core/table/pbn/text';
import { teamsToPbn } from '../../../core/teams/pbn';
import { must } from '../../support';
import { EVENT } from './teams-files-event';

describe("a teams event's boards as PBN", () => {
  const games = must(parsePbn(formatPbn(teamsToPbn(EVENT, { event: 'Friday teams', date: '2026-12-04' }))));

  it('writes each board entered by board twice, a game a room; a match typed as its total none', () => {
    // Round 1's two boards, in the open room then the closed; round 2's match was typed as 3–30.
    expect(games.map((game) => [pbnTag(game, 'Board'), pbnTag(game, 'Room'), pbnTag(game, 'Round')])).toEqual([
      ['1', 'Open', '1'],
      ['1', 'Closed', '1'],
      ['2', 'Open', '1'],
      ['2', 'Closed', '1'],
    ]);
    for (const game of games) {
      expect([pbnTag(game, 'HomeTeam'), pbnTag(game, 'VisitTeam')]).toEqual(['Ash', 'Birch & Co']);
      expect([pbnTag(game, 'Event'), pbnTag(game, 'Date'), pbnTag(game, 'Scoring')]).toEqual([
        'Friday teams',
        '2026.12.04',
        'IMP',
      ]);
    }
  });

  it("reads back to each room's contract, the laws' score and the IMPs from N/S's side", () => {
    const read = games.map((game) => must(readPbnBoard(game)));
    expect(read.map((board) => [board.board, board.vulnerability, board.contract, board.score])).toEqual([
      [1, 'None', { level: 4, strain: 'S', doubling: '', declarer: 'N', result: 0 }, 420],
      [1, 'None', { level: 4, strain: 'S', doubling: '', declarer: 'N', result: -1 }, -50],
      [2, 'NS', { level: 3, strain: 'NT', doubling: '', declarer: 'E', result: 0 }, -400],
      [2, 'NS', { level: 3, strain: 'NT', doubling: '', declarer: 'E', result: 1 }, -430],
    ]);
    // Ash is N/S in the open room: 10 and 1 IMPs there; Birch & Co N/S in the closed: −10 and −1.
    expect(games.map((game) => pbnTag(game, 'ScoreIMP'))).toEqual(['NS 10', 'NS -10', 'NS 1', 'NS -1']);
  });

  it('writes a room typed as its N/S score alone with its score and no contract', () => {
    const typed = teamsToPbn(
      {
        ...EVENT,
        rounds: [
          {
            matches: [
              {
                home: 'Ash',
                away: 'Cedar',
                score: { byBoard: [{ board: 3, table1: { ns: 110 }, table2: { ns: -100 } }] },
              },
            ],
          },
        ],
      },
      { event: '', date: '' },
    );
    const read = must(parsePbn(formatPbn(typed))).map((game) => must(readPbnBoard(game)));
    // Board 3 (E/W vulnerable): 110 and −100 make 210 to Ash, 5 IMPs.
    expect(read.map((board) => [board.board, board.vulnerability, board.contract, board.score])).toEqual([
      [3, 'EW', undefined, 110],
      [3, 'EW', undefined, -100],
    ]);
    expect(typed.map((game) => pbnTag(game, 'ScoreIMP'))).toEqual(['NS 5', 'NS -5']);
  });
});
