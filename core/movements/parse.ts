/** Reading what a director writes of a movement: its kind (`Mitchell`, `mitchell skip`, `Howell`) and a pair. */
import { ok, parseError, type Result } from '../base/result.js';
import { SIDE_WORDS } from '../base/vocabulary.js';
import { orList } from '../base/words.js';
import { MOVEMENT_KINDS, MOVEMENT_NAMES, type MovementKind, type PairRef } from './movement.js';

/** The kind named by `text`, in any case and spacing (`Mitchell-relay` too), or why it names none. */
export function parseMovementKind(text: string): Result<MovementKind> {
  const names = MOVEMENT_KINDS.map((k) => MOVEMENT_NAMES[k]);
  if (String(text).trim() === '')
    return parseError('no-movement-kind', String(text), `the movement is needed: ${orList(names)}`, { kinds: names });
  const words = String(text)
    .trim()
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .join('-');
  const kind = MOVEMENT_KINDS.find((k) => k === words);
  if (kind) return ok(kind);
  return parseError('movement-kind', String(text), `a movement is ${orList(names)}`, { kinds: names });
}

/**
 * A pair as a director writes it: `3` (a Howell's pair), or with its direction for a Mitchell's, `N/S 3`,
 * `NS3`, `e-w 3`. The inverse of `formatPair`.
 */
export function parsePair(text: string): Result<PairRef> {
  const input = String(text);
  const match = /^\s*(?:([NSEW][/-]?[NSEW])\s*)?(\d{1,3})\s*$/i.exec(input);
  const side = match?.[1] === undefined ? undefined : SIDE_WORDS[match[1].toUpperCase()];
  if (match === null || (match[1] !== undefined && side === undefined))
    return parseError('pair', input, 'a pair is its number, with N/S or E/W before it in a Mitchell, as in N/S 3');
  if (Number(match[2]) < 1) return parseError('pair-number', input, 'pairs are numbered from 1');
  const number = Number(match[2]);
  return ok(side === undefined ? { number } : { number, direction: side });
}
