// A small teams event for the tests of its files (USEBIO, PBN): two rounds of three teams, one match
// scored by board and one typed as its total, a bye each round, with its figures worked by hand.
import { parseVpTable, type TeamsEvent } from '../../../core/teams/index';
import type { UsebioTeamsHeader } from '../../../core/teams/usebio';
import { must } from '../../support';

/** A club table, small enough to read by eye: a draw 10–10, 1–9 IMPs 13–7, 10 or more 16–4. */
const CLUB = must(parseVpTable('0 10-10; 1-9 13-7; 10+ 16-4'));

/**
 * Round 1: Ash v Birch over two boards, Cedar's bye (12 VPs). Board 1 (none vulnerable): 4♠ by N made
 * in the open room (+420), one down in the closed (−50): 470 to Ash, 10 IMPs. Board 2 (N/S vulnerable):
 * 3NT by E made exactly in the open room (−400 to N/S), with an overtrick in the closed (−430): 30 to
 * Ash, 1 IMP. Ash 11–0: 16–4. Round 2: Ash v Cedar typed 3–30, a margin of 27 to Cedar: 4–16; Birch's bye.
 * Ash 20, Birch 4 + 12 = 16, Cedar 12 + 16 = 28: Cedar first, Ash second, Birch third.
 */
export const EVENT: TeamsEvent = {
  teams: [
    { name: 'Ash', players: ['Ann Ash', 'Bob Ash'], numbers: ['0748821', ''] },
    { name: 'Birch & Co', players: ['Zoë Åström'] },
    { name: 'Cedar', players: [] },
  ],
  rounds: [
    {
      matches: [
        {
          home: 'Ash',
          away: 'Birch & Co',
          score: {
            byBoard: [
              {
                board: 1,
                table1: { contract: { level: 4, strain: 'S', doubling: '', declarer: 'N', result: 0 } },
                table2: { contract: { level: 4, strain: 'S', doubling: '', declarer: 'N', result: -1 } },
              },
              {
                board: 2,
                table1: { contract: { level: 3, strain: 'NT', doubling: '', declarer: 'E', result: 0 } },
                table2: { contract: { level: 3, strain: 'NT', doubling: '', declarer: 'E', result: 1 } },
              },
            ],
          },
        },
      ],
      byes: ['Cedar'],
    },
    { matches: [{ home: 'Ash', away: 'Cedar', score: { imps: { home: 3, away: 30 } } }], byes: ['Birch & Co'] },
  ],
  boards: 2,
  scale: CLUB,
  bye: { vps: 12 },
};

export const HEADER: UsebioTeamsHeader = {
  club: { name: 'Riverside BC', number: '00987' },
  id: 'T-2026-12',
  description: 'Friday teams',
  date: '2026-12-04',
  programName: 'Bridge Scorer',
  programVersion: '0.1.0',
  masterpointScale: 'Club',
  charge: '10',
  contact: { name: 'Jo Director', email: 'jo@example.org', phone: '' },
};
