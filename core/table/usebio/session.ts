/**
 * A USEBIO event as the pairs session the core ranks (the shape a PBN file reads to): each traveller
 * line a result, scored by the rules from its contract and the board's vulnerability, the file's own
 * score and points kept beside it; each pair with its players, their numbers and what the file ranked it.
 */
import { parseDecimal } from '../../base/decimal.js';
import { problem } from '../../base/problem.js';
import { err, ok, type Result } from '../../base/result.js';
import type { Adjusted } from '../../hand/adjusted.js';
import { boardDealer, boardVulnerability } from '../../hand/board.js';
import { type Contract, PASSED_OUT } from '../../hand/contract.js';
import { parseHandRow } from '../../hand/row.js';
import { scoreTable } from '../../hand/score.js';
import { parseDeal } from '../card.js';
import type { PairsScoringRule } from '../pbn/scoring.js';
import type { PbnSession, RecordedScore, SessionPair, SessionResult } from '../pbn/session.js';
import type { UsebioEvent, UsebioEventType, UsebioLine } from './event.js';

/** How each event type is scored, as the files of the programs that write them show (docs/exchange.md). */
export const USEBIO_SCORING: { readonly [T in UsebioEventType]: PairsScoringRule & { readonly text: string } } = {
  MP_PAIRS: { scoring: 'matchpoints', text: 'MatchPoints' },
  // Compscore's BOARD_AVERAGE is the datum rounded to tens, halves away from zero.
  BUTLER_PAIRS: { scoring: 'butler', halves: 'away', text: 'IMP;Butler' },
  // Compscore's cross-IMPs are each line's IMPs over the board's other lines, averaged (`3.67`).
  CROSS_IMP: { scoring: 'cross-imps', cross: 'average', text: 'IMP;Cross;Average' },
};

/** An adjusted score as USEBIO writes one: `A` then each side's percentage, N/S first (`A6040`, `A5050`). */
const ADJUSTED = /^A(\d{2})(\d{2})$/i;

/** The adjusted score a line's SCORE writes, if it writes one. */
export function usebioAdjusted(score: string): Adjusted | undefined {
  const found = ADJUSTED.exec(score.trim());
  return found === null ? undefined : { kind: 'artificial', ns: Number(found[1]), ew: Number(found[2]) };
}

/** The line's contract with declarer and tricks; none for an adjusted score, or for a contract no rule reads. */
function contractOf(line: UsebioLine): { readonly read: boolean; readonly contract?: Contract } {
  const text = line.contract?.trim() ?? '';
  if (text === '') return { read: true };
  if (/^(pass(ed)?|p|all pass)$/i.test(text)) return { read: true, contract: PASSED_OUT };
  const read = parseHandRow(
    {
      contract: text,
      ...(line.tricks === undefined ? {} : { result: String(line.tricks) }),
      ...(line.playedBy === undefined ? {} : { declarer: line.playedBy }),
    },
    { resultIs: 'tricks' },
  );
  return read.ok ? { read: true, contract: read.value.hand } : { read: false };
}

/** What the file says the line earned, kept to compare with ours. */
function recordedOf(line: UsebioLine, scoring: PairsScoringRule['scoring']): RecordedScore | undefined {
  if (line.nsPoints === undefined && line.ewPoints === undefined) return undefined;
  const [ns, ew] = scoring === 'matchpoints' ? (['nsMp', 'ewMp'] as const) : (['nsImps', 'ewImps'] as const);
  return {
    ...(line.nsPoints === undefined ? {} : { [ns]: line.nsPoints }),
    ...(line.ewPoints === undefined ? {} : { [ew]: line.ewPoints }),
  };
}

/**
 * The event as a pairs session, or the first line that cannot be scored (a contract that is none, a
 * score that is neither a number nor an adjusted score), named by its board. A line's score is the
 * rules' for its contract; the file's is kept as `fileScore` when the two differ.
 */
export function usebioSession(event: UsebioEvent): Result<PbnSession> {
  const rule = USEBIO_SCORING[event.details.type];
  const results: SessionResult[] = [];
  for (const board of event.boards) {
    const vulnerability = boardVulnerability(board.number);
    const dealt = board.deal === undefined ? undefined : parseDeal(board.deal);
    const deal = dealt?.ok ? dealt.value : undefined;
    for (const line of board.lines) {
      // A contract no rule reads (`42`, Scorer's `NP`) keeps the file's score, its text kept beside it.
      const read = contractOf(line);
      const contract = { value: read.contract };
      const adjusted = usebioAdjusted(line.score);
      const file = parseDecimal(line.score.trim());
      // A score that is a word (`NP`, `AVE`) with no contract to score: refused, quoted, as no rule ranks it.
      const scoreText = line.score.trim();
      if (adjusted === undefined && file === undefined && contract.value === undefined && scoreText !== '')
        return err(
          problem(
            'usebio-score',
            `board ${board.number}: a score is a number, or A and each side’s percentage (A6040)`,
            {
              input: line.score,
              params: { board: board.number },
            },
          ),
        );
      const rules = contract.value === undefined ? undefined : scoreTable(contract.value, vulnerability);
      const score = rules?.ok ? rules.value.ns : file;
      const recorded = recordedOf(line, rule.scoring);
      results.push({
        board: board.number,
        dealer: boardDealer(board.number),
        vulnerability,
        ...(deal === undefined ? {} : { deal }),
        ...(line.ns === '' ? {} : { ns: line.ns }),
        ...(line.ew === '' ? {} : { ew: line.ew }),
        ...(contract.value === undefined ? {} : { contract: contract.value }),
        ...(adjusted !== undefined
          ? { adjusted }
          : score === undefined
            ? {}
            : { score, ...(file !== undefined && file !== score ? { fileScore: file } : {}) }),
        ...(recorded === undefined ? {} : { recorded }),
        ...(read.read ? {} : { unreadContract: line.contract ?? '' }),
        ...(line.lead === undefined ? {} : { lead: line.lead }),
        line: 0,
      });
    }
  }
  const pairs: SessionPair[] = event.pairs.map((pair) => {
    const names = pair.players.map((player) => player.name).filter((name) => name !== '');
    return {
      pair: pair.number,
      ...(pair.direction === undefined ? {} : { direction: pair.direction }),
      ...(names.length === 0 ? {} : { names: names.join(' & ') }),
      ...(pair.players.length === 0
        ? {}
        : { players: pair.players.map((player) => player.name), numbers: pair.players.map((player) => player.number) }),
      recorded: {
        ...(pair.place === '' ? {} : { rank: pair.place }),
        ...(pair.total === undefined ? {} : { total: pair.total }),
        ...(pair.percentage === undefined ? {} : { percent: pair.percentage }),
      },
    };
  });
  return ok({
    ...(event.details.description === '' ? {} : { event: event.details.description }),
    ...(event.details.date === '' ? {} : { date: event.details.date }),
    ...(event.club.name === '' ? {} : { site: event.club.name }),
    scoring: rule,
    results,
    pairs,
  });
}

/** How far a file's points may stand from ours and still be the same figure: half its last decimal (`5.3`). */
const ROUNDING = 0.05 + 1e-9;

/** A line's two figures, as ours are scored. */
type LineScore = { readonly ns: number; readonly ew: number } | undefined;

/** A director's change of a line's points: the pairs, and what each side's points move by. */
export interface DirectorsChange {
  readonly result: SessionResult;
  readonly ns: number;
  readonly ew: number;
}

/**
 * The director's changes a file's points hold: on each line whose N/S or E/W points differ by more than
 * the file's rounding from both of ours (`factored`, the results scored in order as the ranking scores
 * them, Neuberg-factored; and `own`, each board among its own results only), the file's points stand. A
 * club program lets the director change a line's matchpoints, and its ranking counts them so. Both of
 * ours are compared because Compscore writes a board played fewer times with its own top in one file
 * and factored in another. A board where most lines differ is scored another way, not adjusted line by
 * line (a phantom's top counted, or a handicap): none of its lines is taken.
 */
export function directorsChanges(
  results: readonly SessionResult[],
  factored: readonly LineScore[],
  own: readonly LineScore[] = factored,
): DirectorsChange[] {
  const differs = (file: number | undefined, ours: (number | undefined)[]) =>
    file !== undefined && ours.every((figure) => figure === undefined || Math.abs(file - figure) > ROUNDING);
  const changes: DirectorsChange[] = [];
  const lines = new Map<number, number>();
  results.forEach((result, i) => {
    const score = factored[i];
    const recorded = result.recorded;
    if (result.board !== undefined) lines.set(result.board, (lines.get(result.board) ?? 0) + 1);
    if (score === undefined || recorded === undefined) return;
    const nsFile = recorded.nsMp ?? recorded.nsImps;
    const ewFile = recorded.ewMp ?? recorded.ewImps;
    const ns = differs(nsFile, [score.ns, own[i]?.ns]) ? (nsFile as number) - score.ns : 0;
    const ew = differs(ewFile, [score.ew, own[i]?.ew]) ? (ewFile as number) - score.ew : 0;
    if (ns !== 0 || ew !== 0) changes.push({ result, ns, ew });
  });
  const changed = new Map<number, number>();
  for (const { result } of changes) changed.set(result.board ?? 0, (changed.get(result.board ?? 0) ?? 0) + 1);
  return changes.filter(
    ({ result }) => 2 * (changed.get(result.board ?? 0) ?? 0) <= (lines.get(result.board ?? 0) ?? 0),
  );
}
