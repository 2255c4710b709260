/**
 * A teams event's boards as PBN games: each board of a match scored by board twice, once a room, with
 * the PBN 2.1 tags a teams record carries: `[Round]`, `[HomeTeam]`, `[VisitTeam]`, `[Room]` "Open" or
 * "Closed" (the home team N/S in the open room, E/W in the closed, as results/match.ts seats them), and
 * `[ScoreIMP]` from N/S's side. A match typed as its total has no boards and no games. Each game reads
 * back through readPbnBoard to its board, vulnerability, contract and score.
 */
import type { Vulnerability } from '../base/vocabulary.js';
import { boardDealer } from '../hand/board.js';
import { scoreMatch, type TableResult } from '../results/match.js';
import { boardToPbn } from '../table/pbn/board.js';
import type { PbnGame, PbnTag } from '../table/pbn/text.js';
import type { TeamsEvent } from './event.js';

/** What the games say of the event: its name and day (`2026-12-04`), each left out when ''. */
export interface TeamsPbnAbout {
  readonly event: string;
  readonly date: string;
}

// A line break typed into a name (Alt+Enter) has no place in a tag: a space stands for it.
const tag = (name: string, value: string): PbnTag => ({ name, value: value.replace(/\s+/g, ' ').trim(), section: [] });

/** A room's game tags from the board's own record: its contract, or the N/S score alone when no contract was typed. */
function roomTags(board: number, result: TableResult, ns: number, vulnerability: Vulnerability): PbnTag[] {
  const game = boardToPbn({
    board,
    dealer: boardDealer(board),
    vulnerability,
    ...('contract' in result ? { contract: result.contract } : {}),
    score: ns,
  });
  // The export order puts Scoring after the deal's tags, before the contract's.
  const at = game.tags.findIndex((found) => found.name === 'Vulnerable') + 1;
  return [...game.tags.slice(0, at), tag('Scoring', 'IMP'), ...game.tags.slice(at)];
}

/**
 * The event's games: round by round, match by match, each board of a match scored by board in its open
 * and closed rooms. Boards that cannot be scored (checkEvent refuses them) are left out.
 * @example teamsToPbn(event, { event: 'Friday teams', date: '2026-12-04' }).length // 2 a board entered by board
 */
export function teamsToPbn(event: TeamsEvent, about: TeamsPbnAbout): PbnGame[] {
  const games: PbnGame[] = [];
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(about.date);
  const head = [
    ...(about.event.trim() === '' ? [] : [tag('Event', about.event)]),
    ...(day === null ? [] : [tag('Date', `${day[1]}.${day[2]}.${day[3]}`)]),
  ];
  for (const [r, round] of event.rounds.entries())
    for (const match of round.matches) {
      const score = match.score;
      if (score === undefined || !('byBoard' in score)) continue;
      const scored = scoreMatch(score.byBoard);
      if (!scored.ok) continue;
      for (const [b, board] of scored.value.boards.entries()) {
        const entered = score.byBoard[b] as (typeof score.byBoard)[number];
        const teams = [tag('Round', String(r + 1)), tag('HomeTeam', match.home), tag('VisitTeam', match.away)];
        // The home team's IMPs are N/S's in the open room and E/W's in the closed.
        for (const [room, result, ns, imps] of [
          ['Open', entered.table1, board.table1, board.imps],
          ['Closed', entered.table2, board.table2, -board.imps],
        ] as const)
          games.push({
            tags: [
              ...head,
              ...roomTags(board.board, result, ns, board.vulnerability),
              ...teams,
              tag('Room', room),
              tag('ScoreIMP', `NS ${imps}`),
            ],
            line: 0,
          });
      }
    }
  return games;
}
