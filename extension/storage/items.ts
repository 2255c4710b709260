/**
 * Every item the extension keeps on this device but the sessions in play, which each kind's registry
 * entry names (kinds/<kind>/entry.ts). Sessions are stored as the core's plain JSON (settings and
 * events, never derived numbers), so a rule fix corrects every saved score sheet.
 */
import { LANGUAGES, type Language, type Side } from '../../core/index';
import { localItem } from './local-item';

export interface Options {
  /** Honors on new rubbers and Chicagos. */
  readonly honors: boolean;
  readonly chicagoVulnerability: 'dealer-opponents' | 'dealer-side';
  readonly chicagoPartScores: 'carry' | 'fifty-at-once';
  /** Points by bid for new Bugger Bridge games; null for the default 10 + bid. */
  readonly buggerChart: readonly number[] | null;
  /** Light or dark: the system's, or one chosen whatever the system says. */
  readonly scheme: Scheme;
  /**
   * The words' language: the browser's (the first of its languages we speak), or one chosen. Absent
   * (options stored before there was a choice) is the browser's.
   */
  readonly language?: 'browser' | Language;
  /** How contracts are typed and shown: the language's own notation, or another language's. Absent is the language's. */
  readonly notation?: 'language' | Language;
}

export const SCHEMES = ['system', 'light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

export const DEFAULT_OPTIONS: Options = {
  honors: true,
  chicagoVulnerability: 'dealer-opponents',
  chicagoPartScores: 'carry',
  buggerChart: null,
  scheme: 'system',
};

export const optionsItem = localItem<Options>('options', DEFAULT_OPTIONS);

/**
 * The stored options, each checked: a value that is missing (stored by an older build) or not one the
 * popup knows takes its default, so a bad stored value can never break the popup.
 */
export function readOptions(stored: unknown): Options {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const pick = <K extends keyof Options>(key: K, allowed: readonly Options[K][]): Options[K] =>
    allowed.includes(value[key] as Options[K]) ? (value[key] as Options[K]) : DEFAULT_OPTIONS[key];
  // The language and the notation only when one was chosen: options stored before read as they were.
  const chosen = <K extends 'language' | 'notation'>(key: K, allowed: readonly NonNullable<Options[K]>[]) =>
    allowed.includes(value[key] as NonNullable<Options[K]>) ? { [key]: value[key] as NonNullable<Options[K]> } : {};
  const chart = value.buggerChart;
  return {
    honors: pick('honors', [true, false]),
    chicagoVulnerability: pick('chicagoVulnerability', ['dealer-opponents', 'dealer-side']),
    chicagoPartScores: pick('chicagoPartScores', ['carry', 'fifty-at-once']),
    buggerChart: Array.isArray(chart) && chart.every((p) => Number.isInteger(p)) ? (chart as number[]) : null,
    scheme: pick('scheme', SCHEMES),
    ...chosen('language', ['browser', ...LANGUAGES]),
    ...chosen('notation', ['language', ...LANGUAGES]),
  };
}
// The sessions in play are stored as unknown under their kind's item (kinds/<kind>/entry.ts): what
// comes back is checked by the core's loaders before use.
// Stored as unknown too: another build, a sync or a hand-edit may have left anything under these keys.
export const setAsideItem = localItem<unknown>('set-aside', []);
/** The session the print page shows (a KeptSession), written by the popup just before it opens the page. */
export const printJobItem = localItem<unknown>('print-job', null);
// Sessions put away (KeptSession[], newest first), read through extension/kinds/history-read.ts.
export const historyItem = localItem<unknown>('history', []);
/**
 * What a session in play has beside its events (its kept id, when its first event came, the players'
 * names), one item a kind (`about:rubber`, …), so that the sessions stored under `rubber`, `chicago`
 * and `bugger` keep the shape earlier builds saved.
 */
export const aboutItem = (kind: string) => localItem<unknown>(`about:${kind}`, null);

export type { Side };
