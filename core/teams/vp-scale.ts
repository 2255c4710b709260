/**
 * A teams event's Victory Point scale: the WBF continuous scale (results/vp.ts), or a club's own table of
 * IMP margins as clubs print it, each band of margins giving the winner's and the loser's VPs
 * (`0 10-10; 1-2 11-9; …; 28+ 20-0`), read and written here (docs/rules.md, A teams event).
 */

import { ok, parseError, type Result } from '../base/result.js';
import { withoutInvisible } from '../base/text.js';
import { victoryPoints } from '../results/vp.js';

/** One band of a club's table: the margins from `from` IMPs up to the next band's, and what each side scores. */
export interface VpBand {
  /** The band's smallest IMP margin, 0 for the first. */
  readonly from: number;
  readonly winner: number;
  readonly loser: number;
}

/**
 * A club's table of margins → VPs: bands in order from a margin of 0, without gaps; the last covers every
 * larger margin.
 */
export interface VpTable {
  readonly bands: readonly VpBand[];
}

/** The event's scale: `wbf` (the WBF continuous scale for the match's length) or a club's table. */
export type VpScale = 'wbf' | VpTable;

/** Both sides' VPs in a match, the home team's first as the match is written. */
export interface MatchVps {
  readonly home: number;
  readonly away: number;
}

/** The band a margin falls in: the last whose start it reaches. */
function bandOf(table: VpTable, margin: number): VpBand {
  let found = table.bands[0] as VpBand;
  for (const band of table.bands) if (band.from <= margin) found = band;
  return found;
}

/**
 * Both teams' VPs for the home team's IMP margin (negative when it lost), in a match of `boards` boards:
 * the WBF scale for that length (the loser 20 − VP), or the club's band for the margin's size.
 * Throws a RangeError, as victoryPoints does, for a length or margin the WBF scale does not take.
 * @example matchVps(20, 16, 'wbf') // { home: 15, away: 5 }
 * @example matchVps(-2, 8, { bands: [{ from: 0, winner: 10, loser: 10 }, { from: 1, winner: 11, loser: 9 }] }) // { home: 9, away: 11 }
 */
export function matchVps(margin: number, boards: number, scale: VpScale): MatchVps {
  if (scale === 'wbf') return { home: victoryPoints(margin, boards), away: victoryPoints(-margin, boards) };
  const band = bandOf(scale, Math.abs(margin));
  return margin < 0 ? { home: band.loser, away: band.winner } : { home: band.winner, away: band.loser };
}

/** What each side scores in a drawn match: 10 on the WBF scale, the first band of a club's table. */
export const drawVps = (scale: VpScale): number => (scale === 'wbf' ? 10 : (scale.bands[0] as VpBand).winner);

/** The most a team scores in one match: 20 on the WBF scale, the last band's winner in a club's table. */
export const mostVps = (scale: VpScale): number => (scale === 'wbf' ? 20 : (scale.bands.at(-1) as VpBand).winner);

// A band as clubs print it: a margin, a range of margins or an open margin (`28+`), then after a space or
// a colon the winner's and the loser's VPs (`11-9`, `12.5-7.5`); dashes may be typographic.
const BAND =
  /^(\d{1,4})(?:\s*[-–—]\s*(\d{1,4})|\s*(\+))?(?:\s*:\s*|\s+)(\d{1,3}(?:[.,]\d{1,2})?)\s*[-–—]\s*(\d{1,3}(?:[.,]\d{1,2})?)$/;

const vpNumber = (text: string): number => Number(text.replace(',', '.'));

/** A band read, with the text it was read from and the end of its margins as written (undefined when open). */
interface ReadBand extends VpBand {
  readonly text: string;
  readonly to: number | undefined;
}

function readBand(text: string): Result<ReadBand> {
  const found = BAND.exec(text);
  const from = Number(found?.[1]);
  const to = found?.[3] === '+' ? undefined : found?.[2] === undefined ? from : Number(found[2]);
  if (found === null || (to !== undefined && to < from))
    return parseError(
      'vp-table-band',
      text,
      "a band is an IMP margin or a range of them, low to high, then the winner's and the loser's VPs, such as 3-6 11-9",
    );
  return ok({ text, from, to, winner: vpNumber(found[4] as string), loser: vpNumber(found[5] as string) });
}

/** Whether the band is in line with the one before it: a bigger margin never helps the loser. */
function bandProblem(band: ReadBand, before: ReadBand | undefined, last: boolean): Result<null> {
  const expected = before === undefined ? 0 : (before.to as number) + 1;
  if (band.from !== expected)
    return parseError(
      'vp-table-from',
      band.text,
      `this band must start at a margin of ${expected} (the first at 0, each after the end of the band before)`,
      { expected },
    );
  if (band.to === undefined && !last)
    return parseError('vp-table-open', band.text, 'only the last band is open-ended (such as 28+)');
  if (band.winner < band.loser)
    return parseError('vp-table-winner', band.text, "the winner's VPs must be at least the loser's");
  if (before === undefined && band.winner !== band.loser)
    return parseError('vp-table-draw', band.text, 'the first band holds a drawn match: both sides score the same VPs');
  if (before !== undefined && (band.winner < before.winner || band.loser > before.loser))
    return parseError(
      'vp-table-order',
      band.text,
      'a bigger margin never gives the winner fewer VPs, nor the loser more, than the band before',
    );
  return ok(null);
}

/**
 * A club's table of margins → VPs as typed: a band a line (or bands separated by `;`), each an IMP margin
 * or a range of them and the winner's and loser's VPs (`0 10-10`, `1-2 11-9`, `28+ 20-0`); the bands run
 * from 0 without gaps, the first a draw, and the last covers every larger margin.
 * @example parseVpTable('0 10-10; 1-2 11-9; 3+ 12-8').value.bands[1] // { from: 1, winner: 11, loser: 9 }
 */
export function parseVpTable(input: string): Result<VpTable> {
  const texts = withoutInvisible(String(input))
    .split(/[\n;]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (texts.length === 0)
    return parseError('vp-table-empty', String(input), 'a VP table has a band a line, such as 0 10-10, then 1-2 11-9');
  const bands: ReadBand[] = [];
  for (const [i, text] of texts.entries()) {
    const band = readBand(text);
    if (!band.ok) return band;
    const fits = bandProblem(band.value, bands.at(-1), i === texts.length - 1);
    if (!fits.ok) return fits;
    bands.push(band.value);
  }
  return ok({ bands: bands.map(({ from, winner, loser }) => ({ from, winner, loser })) });
}

/**
 * A club's table as parseVpTable reads it, on one line: each band's margins (its end the next band's
 * start less one, the last open), then the VPs.
 * @example formatVpTable({ bands: [{ from: 0, winner: 10, loser: 10 }, { from: 1, winner: 11, loser: 9 }] }) // '0 10-10; 1+ 11-9'
 */
export function formatVpTable(table: VpTable): string {
  return table.bands
    .map((band, i) => {
      const next = table.bands[i + 1];
      const margins =
        next === undefined
          ? `${band.from}+`
          : next.from - 1 === band.from
            ? `${band.from}`
            : `${band.from}-${next.from - 1}`;
      return `${margins} ${band.winner}-${band.loser}`;
    })
    .join('; ');
}
