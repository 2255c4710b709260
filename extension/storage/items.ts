/**
 * Every item the extension keeps on this device, in one place. Sessions are stored as the core's plain
 * JSON (settings and events, never derived numbers), so a rule fix corrects every saved score sheet.
 */
import type { Side } from '../../core/index';
import { localItem } from './local-item';

export interface Options {
  /** Honors on new rubbers and Chicagos. */
  readonly honors: boolean;
  readonly chicagoVulnerability: 'dealer-opponents' | 'dealer-side';
  readonly chicagoPartScores: 'carry' | 'fifty-at-once';
  /** Points by bid for new Bugger Bridge games; null for the default 10 + bid. */
  readonly buggerChart: readonly number[] | null;
}

export const DEFAULT_OPTIONS: Options = {
  honors: true,
  chicagoVulnerability: 'dealer-opponents',
  chicagoPartScores: 'carry',
  buggerChart: null,
};

/**
 * The four-board match sheet as earlier builds stored it (under `match-sheet`): read once, into the team
 * match session stored under `match`, and otherwise left as it was.
 */
export interface MatchSheet {
  readonly table1: readonly string[];
  readonly table2: readonly string[];
}

export const EMPTY_SHEET: MatchSheet = { table1: ['', '', '', ''], table2: ['', '', '', ''] };

/** Saved data that could not be read, kept rather than thrown away. */
export interface SetAside {
  readonly key: string;
  readonly when: string;
  readonly problem: string;
  readonly value: unknown;
}

export const optionsItem = localItem<Options>('options', DEFAULT_OPTIONS);

/**
 * The stored options, each checked: a value that is missing (stored by an older build) or not one the
 * popup knows takes its default, so a bad stored value can never break the popup.
 */
export function readOptions(stored: unknown): Options {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const pick = <K extends keyof Options>(key: K, allowed: readonly Options[K][]): Options[K] =>
    allowed.includes(value[key] as Options[K]) ? (value[key] as Options[K]) : DEFAULT_OPTIONS[key];
  const chart = value.buggerChart;
  return {
    honors: pick('honors', [true, false]),
    chicagoVulnerability: pick('chicagoVulnerability', ['dealer-opponents', 'dealer-side']),
    chicagoPartScores: pick('chicagoPartScores', ['carry', 'fifty-at-once']),
    buggerChart: Array.isArray(chart) && chart.every((p) => Number.isInteger(p)) ? (chart as number[]) : null,
  };
}
// The sessions in play are stored as unknown under their kind's item (kinds/<kind>/entry.ts): what
// comes back is checked by the core's loaders before use.
// Stored as unknown too: another build, a sync or a hand-edit may have left anything under these keys.
export const matchSheetItem = localItem<unknown>('match-sheet', EMPTY_SHEET);
export const setAsideItem = localItem<unknown>('set-aside', []);
/** The session the print page shows (a KeptSession), written by the popup just before it opens the page. */
export const printJobItem = localItem<unknown>('print-job', null);
// Sessions put away (KeptSession[], newest first), read through extension/lib/history-read.ts.
export const historyItem = localItem<unknown>('history', []);
/**
 * What a session in play has beside its events (its kept id, when its first event came, the players'
 * names), one item a kind (`about:rubber`, …), so that the sessions stored under `rubber`, `chicago`
 * and `bugger` keep the shape earlier builds saved.
 */
export const aboutItem = (kind: string) => localItem<unknown>(`about:${kind}`, null);

/** Data to set aside: where it was stored, why it cannot be read, and the value as it was. */
export type Unreadable = Omit<SetAside, 'when'>;

/**
 * Keeps unreadable data under `set-aside` with the reason, so nothing the user entered is lost. A
 * `set-aside` that is not a list is kept as an entry of the new list, not spread (a string would
 * become its characters; an object or a number would throw, leaving the view on "Loading…").
 */
export const setAside = (key: string, value: unknown, problem: string): Promise<void> =>
  setAsideAll([{ key, value, problem }]);

/**
 * Sets aside all of `found` with one read and one write of `set-aside`, however many there are. What is
 * already set aside under the same key, as many copies as are there, is not added again: each caller
 * sets aside before it rewrites where the data was, so a pass stopped between the two (the popup
 * closed, storage full) finds the same data next time, and must not keep it twice.
 */
export async function setAsideAll(found: readonly Unreadable[]): Promise<void> {
  const stored = await setAsideItem.getValue();
  const when = new Date().toISOString();
  const kept: unknown[] = Array.isArray(stored)
    ? stored.slice()
    : [{ key: setAsideItem.key, when, problem: 'the set-aside data was not a list', value: stored }];
  const copies = new Map<string, number>();
  for (const entry of kept) {
    const { key, value } = (typeof entry === 'object' && entry !== null ? entry : {}) as Partial<SetAside>;
    const seen = typeof key === 'string' ? identity(key, value) : undefined;
    if (seen !== undefined) copies.set(seen, (copies.get(seen) ?? 0) + 1);
  }
  let added = 0;
  for (const { key, value, problem } of found) {
    const seen = identity(key, value);
    const left = seen === undefined ? 0 : (copies.get(seen) ?? 0);
    if (left > 0 && seen !== undefined) copies.set(seen, left - 1);
    else {
      kept.push({ key, when, problem, value } satisfies SetAside);
      added++;
    }
  }
  if (added > 0 || !Array.isArray(stored)) await setAsideItem.setValue(kept);
}

/** Where a value was and what it holds, as text; undefined for one JSON cannot write (never the same). */
function identity(key: string, value: unknown): string | undefined {
  try {
    return JSON.stringify([key, value]);
  } catch {
    return undefined;
  }
}

const isTable = (cells: unknown): cells is readonly string[] =>
  Array.isArray(cells) && cells.length === 4 && cells.every((cell) => typeof cell === 'string');

/** The stored match sheet, when it is one: two tables of four texts. */
export function readMatchSheet(stored: unknown): MatchSheet | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { table1, table2 } = stored as { readonly [key: string]: unknown };
  return isTable(table1) && isTable(table2) ? { table1, table2 } : undefined;
}

export type { Side };

/**
 * Half-typed form fields, one storage key each (`draft:<name>`), so that closing the popup in the middle
 * of an entry loses nothing. Each write leaves as the key is pressed, so a popup closed at once still
 * keeps the keystroke. A draft is cleared when its entry is stored.
 */
const draftItem = <T>(name: string) => localItem<T | null>(`draft:${name}`, null);

export const readDraft = <T>(name: string): Promise<T | null> => draftItem<T>(name).getValue();

export const writeDraft = <T>(name: string, value: T): Promise<void> => draftItem<T>(name).setValue(value);

/**
 * The view the popup was left on, kept in the page's own synchronous localStorage rather than in
 * browser.storage: the popup opens on it at once. Waiting for browser.storage before the first render
 * put the first score at ~170 ms; reading it afterwards would flash the Score view first.
 */
const VIEW_KEY = 'bridge-scorer:view';

export function readLastView(): string | null {
  try {
    return globalThis.localStorage?.getItem(VIEW_KEY) ?? null;
  } catch {
    // A page whose localStorage is switched off simply opens on the Score view.
    return null;
  }
}

export function writeLastView(view: string): void {
  try {
    globalThis.localStorage?.setItem(VIEW_KEY, view);
  } catch {
    // Nothing to lose: the popup then opens on the Score view next time.
  }
}
