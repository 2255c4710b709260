/**
 * The team match's own migration: the four-board sheet earlier builds stored under `match-sheet`, read
 * once into the match session stored under `match` (the old key is left as it was). The kind hands it to
 * backups as its `adopt` (kind.tsx), so nothing outside this folder knows the sheet.
 */
import {
  DEFAULT_TEAM_MATCH,
  newSession,
  parseTableResult,
  type TeamMatchEvent,
  teamMatchEngine,
} from '../../../core/index';
import { type LocalItem, localItem } from '../../storage/local-item';
import { setAside } from '../../storage/set-aside';
import { withSessionLock, writeNextVersion } from '../../storage/versioned';
import { t } from '../../words/index';
import { matchItem } from './entry';
import { type CellDrafts, cellKey, readCellDrafts, withDraft, writeCellDrafts } from './match';

/** The four-board match sheet as earlier builds stored it: two tables of four typed cells. */
export interface MatchSheet {
  readonly table1: readonly string[];
  readonly table2: readonly string[];
}

export const EMPTY_SHEET: MatchSheet = { table1: ['', '', '', ''], table2: ['', '', '', ''] };

// Stored as unknown: another build, a sync or a hand-edit may have left anything under the key.
export const matchSheetItem = localItem<unknown>('match-sheet', EMPTY_SHEET);

const isTable = (cells: unknown): cells is readonly string[] =>
  Array.isArray(cells) && cells.length === 4 && cells.every((cell) => typeof cell === 'string');

/** The stored match sheet, when it is one: two tables of four texts. */
export function readMatchSheet(stored: unknown): MatchSheet | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { table1, table2 } = stored as { readonly [key: string]: unknown };
  return isTable(table1) && isTable(table2) ? { table1, table2 } : undefined;
}

/**
 * The four-board sheet of an earlier build as a match of boards 1–4: each readable cell a result, each
 * other non-blank cell a draft, so that nothing typed is lost.
 */
export function sheetAsMatch(sheet: MatchSheet): {
  readonly events: TeamMatchEvent[];
  readonly drafts: CellDrafts;
} {
  const events: TeamMatchEvent[] = [];
  let drafts: CellDrafts = {};
  for (const table of [1, 2] as const) {
    (table === 1 ? sheet.table1 : sheet.table2).forEach((text, i) => {
      const board = i + 1;
      if (text.trim() === '') return;
      if (parseTableResult(text).ok) events.push({ type: 'table', board, table, result: text.trim() });
      else drafts = withDraft(drafts, cellKey(board, table), text);
    });
  }
  return { events, drafts };
}

/**
 * Before the first match is opened: the four-board sheet an earlier build kept, if there is one, becomes
 * the match (the old key is left as it was). A sheet that cannot be read is set aside, with a notice.
 * Done holding the match's lock: of two windows opening the IMPs tab at once, one adopts the sheet.
 */
export const adoptOldSheet = (
  item: LocalItem<unknown> = matchItem,
  sheetItem: LocalItem<unknown> = matchSheetItem,
): Promise<string | undefined> =>
  withSessionLock(item, async () => {
    if ((await item.getValue()) !== null) return undefined;
    const stored = await sheetItem.getValue();
    const sheet = readMatchSheet(stored);
    if (sheet === undefined) {
      await setAside(sheetItem.key, stored, 'not a match sheet of two tables of four entries');
      await writeNextVersion(item, newSession(teamMatchEngine, DEFAULT_TEAM_MATCH));
      return t('match.sheetUnreadable');
    }
    const { events, drafts } = sheetAsMatch(sheet);
    // Drafts first: a popup closed between the two writes then finds the sheet still to adopt.
    if (Object.keys(drafts).length > 0) await writeCellDrafts({ ...(await readCellDrafts()), ...drafts });
    await writeNextVersion(item, { ...newSession(teamMatchEngine, DEFAULT_TEAM_MATCH), events });
    return undefined;
  });

// The old sheet's key read without its fallback: null when no earlier build left one.
const leftSheetItem = localItem<unknown>(matchSheetItem.key, null);

/**
 * The sheet an earlier build left, if any, made the match before a backup reads what is in play, as
 * opening the IMPs tab would: otherwise a backup would leave it out, and an import that fills the match
 * would stop it ever being adopted. A device with no old sheet is left as it is.
 */
export async function adoptLeftSheet(): Promise<void> {
  if ((await leftSheetItem.getValue()) !== null) await adoptOldSheet();
}
