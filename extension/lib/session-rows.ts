/**
 * A kept session as one table of rows, the same for its CSV file and its printed page: each kind
 * shapes its replayed state (stored events only, never stored numbers) into a head, a row an event and
 * a foot of totals, in its own table.ts (kinds/<kind>/table.ts).
 */
import type { CsvCell } from '../../core/index';
import { t } from '../words/index';

/** A table as a spreadsheet or a page lays it out: column names, a row an event, then the totals. */
export interface SessionTable {
  readonly head: readonly string[];
  readonly body: readonly (readonly CsvCell[])[];
  readonly foot: readonly (readonly CsvCell[])[];
}

/** The sum of the points, or null (an empty cell) when there are none. */
export const sumOf = (points: readonly number[]): number | null =>
  points.length === 0 ? null : points.reduce((sum, p) => sum + p, 0);

/** The table as rows, head and foot included: what a CSV file holds. */
export const rowsOf = (table: SessionTable): (readonly CsvCell[])[] => [table.head, ...table.body, ...table.foot];

/** What a pad says of the entries every played hand can score, rubber or Chicago, in the language shown. */
export const handReasons = (): Record<
  'trick-score' | 'overtricks' | 'insult' | 'slam' | 'undertricks' | 'honors',
  string
> => ({
  'trick-score': t('keeper.reason.tricks'),
  overtricks: t('keeper.reason.overtricks'),
  insult: t('keeper.reason.insult'),
  slam: t('keeper.reason.slam'),
  undertricks: t('keeper.reason.undertricks'),
  honors: t('keeper.reason.honors'),
});
