/**
 * Adjusted scores (Law 12) as a scorer writes them in a N/S score cell: an artificial score in
 * percentages (`60/40`, `Avg+`), a split assigned score (`N/S 420, E/W -450`), or a weighted one
 * (`50% 620 + 50% 420`). An assigned score that is one number is a score like any other, and needs no
 * word. docs/rules.md, *Adjusted scores*, says how each is scored.
 */
import { parseDecimal } from '../base/decimal.js';
import { ok, parseError, type Result } from '../base/result.js';

/** An adjusted score: artificial (each side's percentage), split (each side's N/S-view score) or weighted. */
export type Adjusted =
  | { readonly kind: 'artificial'; readonly ns: number; readonly ew: number }
  | { readonly kind: 'split'; readonly ns: number; readonly ew: number }
  | { readonly kind: 'weighted'; readonly parts: readonly { readonly weight: number; readonly score: number }[] };

// Average plus, average and average minus, in the spellings directors use: Avg+, Ave-, A=, Average.
const AVERAGE = /^(?:a|av|avg|ave|average)\s*([+=-]?)$/;
const PERCENT_OF = { '+': 60, '=': 50, '': 50, '-': 40 } as const;
// Percentages may carry decimals, as an event's own 61.8/38.2 does (a point or a comma).
const PERCENTAGES = /^(\d{1,3}(?:[.,]\d+)?)\s*\/\s*(\d{1,3}(?:[.,]\d+)?)$/;
const A_PERCENT = /^a\s*(\d{2,3}(?:[.,]\d+)?)$/;
/** Below this, both parts of a split are no percentages a director gives: 3/4 is a fraction or a date. */
const SMALLEST_SPLIT = 10;
const SPLIT = /^n\s*[-/]?\s*s\s*\+?(-?\d+)\s*[,;/]?\s*e\s*[-/]?\s*w\s*\+?(-?\d+)$/;
const WEIGHTED_PART = /^(\d{1,3}(?:\.\d+)?)\s*%\s*\+?(-?\d+)$/;

const MEANING =
  'an adjusted score is written 60/40 (N/S first), Avg+ (Avg, Avg-, or Avg+/Avg- for both), N/S 420, E/W -450, or 50% 620 + 50% 420';

/** One side's average word or percentage, or undefined. */
function percentOf(text: string): number | undefined {
  const average = AVERAGE.exec(text);
  if (average !== null) return PERCENT_OF[average[1] as keyof typeof PERCENT_OF];
  return undefined;
}

/**
 * Reads an adjusted score, or says it is none. One word or number is N/S's, E/W getting the rest
 * (`Avg+` is 60/40, `A60` is 60/40); both are written to give both (`60/60`, `Avg+/Avg+`). Percentages
 * are 0–100, decimals allowed (`61.8/38.2`); two both under 10 (`3/4`) are refused, since no director
 * gives 3 % and 4 %: such a cell is a fraction, a date or a slip. A split score is each side's in its
 * own view: `N/S 420, E/W -450` is +420 to N/S and −450 to E/W (so +450 in N/S's view). A weighted
 * score's parts are percentages of the board adding up to 100, each with a N/S score.
 * @example parseAdjusted('Avg+') // { kind: 'artificial', ns: 60, ew: 40 }
 * @example parseAdjusted('50% 620 + 50% 420') // weighted, two parts
 */
export function parseAdjusted(input: string): Result<Adjusted> {
  const text = String(input).trim().toLowerCase().replace(/\s+/g, ' ');
  const refuse = (reason = MEANING) => parseError('adjusted', input, reason);
  const pair = text.split('/').map((part) => part.trim());
  if (pair.length === 2) {
    const [ns, ew] = pair.map(percentOf);
    if (ns !== undefined && ew !== undefined) return ok({ kind: 'artificial', ns, ew });
  }
  const single = percentOf(text);
  if (single !== undefined) return ok({ kind: 'artificial', ns: single, ew: 100 - single });
  const percentages = PERCENTAGES.exec(text) ?? A_PERCENT.exec(text);
  if (percentages !== null) {
    const ns = parseDecimal(percentages[1] as string);
    const given = percentages[2] === undefined ? undefined : parseDecimal(percentages[2]);
    if (ns === undefined || (percentages[2] !== undefined && given === undefined)) return refuse();
    const ew = given ?? 100 - ns;
    if (percentages[2] !== undefined && ns < SMALLEST_SPLIT && ew < SMALLEST_SPLIT)
      return parseError('adjusted-small', input, `both parts are under ${SMALLEST_SPLIT}: ${MEANING}`, {
        least: SMALLEST_SPLIT,
      });
    if (ns > 100 || ew > 100 || ew < 0)
      return parseError('adjusted-percent', input, 'an artificial score is a percentage, 0–100, for each side', {
        min: 0,
        max: 100,
      });
    return ok({ kind: 'artificial', ns, ew });
  }
  const split = SPLIT.exec(text);
  if (split !== null) {
    const ns = parseDecimal(split[1] as string);
    const ew = parseDecimal(split[2] as string);
    if (ns === undefined || ew === undefined) return refuse();
    return ok({ kind: 'split', ns, ew: 0 - ew });
  }
  if (text.includes('%')) {
    const parts: { weight: number; score: number }[] = [];
    // Parts are joined by a + with spaces round it, so that a part's own +620 is its score's sign.
    for (const piece of text.split(/\s\+\s/)) {
      const part = WEIGHTED_PART.exec(piece.trim());
      const weight = part === null ? undefined : parseDecimal(part[1] as string);
      const score = part === null ? undefined : parseDecimal(part[2] as string);
      if (weight === undefined || score === undefined) return refuse();
      if (weight <= 0) return parseError('adjusted-weight', input, 'each part of a weighted score needs a weight');
      parts.push({ weight: weight / 100, score });
    }
    const total = parts.reduce((sum, part) => sum + part.weight, 0);
    // Thirds are written 33.33% three times: a total within 0.05% of 100 is taken, and made exact.
    if (parts.length < 2 || Math.abs(total - 1) > 0.0005)
      return parseError('adjusted-weights', input, 'the parts of a weighted score add up to 100%', {
        total: Math.round(total * 10000) / 100,
      });
    return ok({ kind: 'weighted', parts: parts.map((part) => ({ weight: part.weight / total, score: part.score })) });
  }
  return refuse();
}

/** An adjusted score written back as parseAdjusted reads it: `60/40`, `N/S 420, E/W -450`, `50% 620 + 50% 420`. */
export function formatAdjusted(adjusted: Adjusted): string {
  if (adjusted.kind === 'artificial') return `${adjusted.ns}/${adjusted.ew}`;
  if (adjusted.kind === 'split') return `N/S ${adjusted.ns}, E/W ${0 - adjusted.ew}`;
  return adjusted.parts.map((part) => `${Math.round(part.weight * 1e6) / 1e4}% ${part.score}`).join(' + ');
}

/**
 * Whether a cell's text is meant as an adjusted score rather than a contract or a number: it starts
 * as one does (A, Av…, a percentage pair, N/S, or a weight). A face uses it to tell a mistyped contract
 * from a mistyped adjustment.
 */
export const looksAdjusted = (text: string): boolean =>
  /^\s*(?:a(?:v|vg|ve|verage)?\s*[+=\-\d/]|a\s*$|av(?:g|e|erage)?\s*$|\d{1,3}(?:[.,]\d+)?\s*\/|\d+(?:\.\d+)?\s*%|n\s*[-/]?\s*s\s*[+-]?\d)/i.test(
    text,
  );
