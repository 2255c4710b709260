/**
 * The sheets a PBN import writes into: each a fresh one of its name (`Results`, `Results 2`, …), never
 * one that holds anything, and the sentence that says which were passed over and left as they are.
 */
import { say, sayAnd } from './cells';
import { holdsAnything, mark, type SheetLike, type SpreadsheetLike } from './evening/sheet-api';

/**
 * The sheet an import writes as `base`: `base` when there is none or it holds nothing (no value, and no
 * formula, not even one that shows nothing yet), else the first of `base 2`, `base 3`, … that is. An
 * import never clears a sheet, not even its own earlier one: a scorer adds pair names and notes to it,
 * and a second file is more often another session than a correction. The names passed over are
 * returned, to say in the answer that they are left as they are.
 */
export function freshSheet(ss: SpreadsheetLike, base: string): { name: string; sheet: SheetLike; kept: string[] } {
  const kept: string[] = [];
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base} ${n}`;
    const existing = ss.getSheetByName(name);
    if (existing === null) return { name, sheet: ss.insertSheet(name), kept };
    // An earlier import is known by its mark in A1, one cell read however big it is.
    const marked = String(existing.getRange(1, 1, 1, 1).getValues()[0]?.[0] ?? '') === mark(name);
    if (!marked && !holdsAnything(existing)) return { name, sheet: existing, kept };
    kept.push(name);
  }
}

/** That the sheets passed over are untouched, as the answer's last sentence: a list for each family of sheets. */
export function keptSentence(kept: readonly (readonly string[])[]): string {
  const families = kept.filter((names) => names.length > 0);
  const count = families.reduce((sum, names) => sum + names.length, 0);
  if (count === 0) return '';
  const named = families.map((names) =>
    names.length === 1
      ? `"${names[0]}"`
      : names.length === 2
        ? sayAnd([`"${names[0]}"`, `"${names[1]}"`])
        : say('kept.range', { first: names[0] ?? '', last: names.at(-1) ?? '' }),
  );
  return say('status.kept', { sheets: sayAnd(named), count });
}

/** How IMP pairs are ranked: by their total, or by IMPs a board when they played different numbers of boards. */
export type ImpsRanked = 'total' | 'per-board-when-unequal';

/** Row 1's label of the session's scoring, as the import writes it: `Scoring: IMP;Butler`, the PBN `[Scoring]` text. */
export const SCORING_LABEL = 'Scoring:';
/** Row 1's label of how IMP pairs are ranked: `IMPs ranked by: total` or `IMPs ranked by: IMPs a board`. */
export const IMPS_RANKED_LABEL = 'IMPs ranked by:';
/** The values after IMPS_RANKED_LABEL, as the import writes them. */
export const IMPS_RANKED_WORDS: { readonly [R in ImpsRanked]: string } = {
  total: 'total',
  'per-board-when-unequal': 'IMPs a board',
};
