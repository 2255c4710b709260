/** Reading a movement's kind as a director writes it: `Mitchell`, `mitchell skip`, `Howell`. */
import { ok, parseError, type Result } from '../base/result.js';
import { orList } from '../base/words.js';
import { MOVEMENT_KINDS, MOVEMENT_NAMES, type MovementKind } from './movement.js';

/** The kind named by `text`, in any case and spacing (`Mitchell-relay` too), or why it names none. */
export function parseMovementKind(text: string): Result<MovementKind> {
  const words = String(text)
    .trim()
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .join('-');
  const kind = MOVEMENT_KINDS.find((k) => k === words);
  if (kind) return ok(kind);
  const names = MOVEMENT_KINDS.map((k) => MOVEMENT_NAMES[k]);
  return parseError('movement-kind', String(text), `a movement is ${orList(names)}`, { kinds: names });
}
