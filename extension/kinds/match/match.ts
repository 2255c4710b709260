/**
 * The popup's team match (docs/rules.md, IMPs and team matches), apart from its view: the core's team
 * match session kept under `match` by a keeper, what a typed cell adds to it, and the line that sums the
 * match up (the four-board sheet of earlier builds is old-sheet.ts's).
 */
import {
  formatContract,
  formatVp,
  inNotation,
  type MatchTable,
  parseTableResult,
  quoteText,
  type TeamMatchEvent,
  type TeamMatchSettings,
  type TeamMatchState,
} from '../../../core/index';
import { listOf } from '../../lib/two-sides';
import { readDraft, writeDraft } from '../../storage/drafts';
import { setAside } from '../../storage/set-aside';
import { currentLanguage, currentNotation, sayProblem, t } from '../../words/index';

/** A team's name as given, else `Team A` in the language shown. */
export const teamOf = (settings: TeamMatchSettings, team: 'A' | 'B'): string =>
  settings.teams[team === 'A' ? 0 : 1] || t('match.team', { team });

/** `17.40`, or `17,40` where the language writes a decimal comma: Victory Points as a sentence says them. */
export const vpWord = (vp: number): string =>
  currentLanguage() === 'en'
    ? formatVp(vp)
    : new Intl.NumberFormat(currentLanguage(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(vp);

/** `+6 IMPs`, `−1 IMP`, `0 IMPs`: a signed count of IMPs. */
export const signedImps = (imps: number): string =>
  t('match.signedImps', { sign: imps > 0 ? '+' : imps < 0 ? '−' : '', count: Math.abs(imps) });

/** A cell of the sheet: board and table, as `5:1`, the key of its draft. */
export const cellKey = (board: number, table: MatchTable): string => `${board}:${table}`;

/** Cells typed but not (yet) readable, by cellKey: kept so that closing the popup loses nothing. */
export type CellDrafts = { readonly [cell: string]: string };

/** The draft the cells are kept under, as the kind declares it (kind.tsx). */
export const CELL_DRAFTS = 'match-cells';

/** The stored cell drafts; anything else stored there (another build, a hand-edit) is no drafts. */
export async function readCellDrafts(): Promise<CellDrafts> {
  const stored = await readDraft<unknown>(CELL_DRAFTS);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  return Object.fromEntries(Object.entries(stored).filter(([, text]) => typeof text === 'string'));
}

export const writeCellDrafts = (drafts: CellDrafts): Promise<void> =>
  writeDraft(CELL_DRAFTS, Object.keys(drafts).length === 0 ? null : drafts);

/** Why cell drafts are in `set-aside`: they were typed for boards of a match no longer in play. */
export const DRAFTS_SET_ASIDE = 'cells of a team match that did not read as results when a new match was started';

/** The most cells a notice names one by one; the rest it counts. */
const NAMED_CELLS = 3;

/**
 * Before a new match replaces the one they were typed for, its cells that do not read are set aside
 * (they belong to its boards, and would otherwise show in the new match's) and the notice names them.
 * Undefined when there are none.
 */
export async function setAsideDrafts(drafts: CellDrafts): Promise<string | undefined> {
  const cells = Object.entries(drafts)
    .map(([key, text]) => ({ at: key.split(':').map(Number) as [number, number], text }))
    .sort((x, y) => x.at[0] - y.at[0] || x.at[1] - y.at[1]);
  if (cells.length === 0) return undefined;
  await setAside(`draft:${CELL_DRAFTS}`, drafts, DRAFTS_SET_ASIDE);
  const named = cells
    .slice(0, NAMED_CELLS)
    .map(({ at: [board, table], text }, i) =>
      t('match.cellNamed', { first: i === 0 ? 'yes' : 'no', board, table, text: quoteText(text) }),
    );
  if (cells.length > NAMED_CELLS) named.push(t('match.otherCells', { count: cells.length - NAMED_CELLS }));
  return t('match.cellsSetAside', { cells: listOf(named, 'and'), count: cells.length });
}

/** The drafts with one cell's text kept, or dropped when the match holds it (or it is blank). */
export function withDraft(drafts: CellDrafts, key: string, text: string | null): CellDrafts {
  const { [key]: _old, ...rest } = drafts;
  return text === null ? rest : { ...rest, [key]: text };
}

/**
 * What typing `text` in a cell adds to the match: its result when it reads as one and differs from what
 * the match holds; taking the held result away when the cell is blank or cannot be read (so the board's
 * IMPs never stand on a result the cell no longer shows); nothing otherwise. `draft` is the text to keep
 * as a draft: the text when it cannot be read, else null.
 */
export function cellChange(
  state: TeamMatchState,
  board: number,
  table: MatchTable,
  text: string,
): { readonly event?: TeamMatchEvent; readonly draft: string | null } {
  const held = state.boards.find((b) => b.board === board)?.[`table${table}`];
  const trimmed = text.trim();
  const clear: TeamMatchEvent = { type: 'clear', board, table };
  if (trimmed === '') return held ? { event: clear, draft: null } : { draft: null };
  const stored = storedResult(trimmed);
  if (stored === undefined) return held ? { event: clear, draft: text } : { draft: text };
  return held?.text === stored
    ? { draft: null }
    : { event: { type: 'table', board, table, result: stored }, draft: null };
}

/**
 * A cell's text as the match keeps it: as typed in English, and in another notation the contract in
 * English letters (`4P= N` in French is kept `4S= by N`), so that a session reads the same whatever
 * the notation in force when it is opened. Undefined for a cell that does not read.
 */
function storedResult(typed: string): string | undefined {
  const notation = currentNotation();
  const read = parseTableResult(typed, notation);
  if (!read.ok) return undefined;
  return notation === 'en' || 'ns' in read.value ? typed : formatContract(read.value.contract);
}

/** A kept cell's text as the notation in force writes it: its contract in that notation's letters. */
export const shownResult = (kept: string): string => inNotation(kept, currentNotation());

/** What is wrong with a typed cell, or undefined: the core's reading of it, quoting it. */
export function cellProblem(text: string | undefined): string | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const parsed = parseTableResult(text, currentNotation());
  return parsed.ok ? undefined : sayProblem(parsed.error);
}

/**
 * `Total +6 IMPs to Lions over 1 board; 3 boards to play. Lions lead.`, and once every board is in, who
 * won and both teams' Victory Points on the WBF scale for the match's length (the match is won on IMPs).
 */
export function matchSummary(state: TeamMatchState): string {
  const { match, settings, missing } = state;
  const played = match.boards.length;
  if (played === 0) return t('match.noBoard', { missing });
  const [a, b] = [teamOf(settings, 'A'), teamOf(settings, 'B')];
  const total = t('match.total', { imps: signedImps(match.total), team: a, played });
  const ahead = match.winner === 'A' ? a : match.winner === 'B' ? b : null;
  const lead = { lead: ahead === null ? 'no' : 'yes', leader: ahead ?? '' };
  if (state.vp === undefined) return t('match.inPlay', { total, missing, ...lead });
  return t('match.over', { total, ...lead, a, b, vpA: vpWord(state.vp.A), vpB: vpWord(state.vp.B) });
}
