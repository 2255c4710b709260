// The corpus's movements: settings a movement cannot take and changes a director cannot make, read into
// the same list of refusals (refusals.ts) that problem-codes.test.ts checks.
import { latePair, newMovement, pairLeaves, parseMovementKind, parsePair } from '../../../core/movements/index';
import { collect } from './refusals';

// Movements that cannot be set: a kind unknown, pairs out of range, a skip on an odd number of tables,
// rounds and boards the movement does not allow, an arrow switch outside it or for a Howell; and the
// director's changes that cannot be made.
collect(parseMovementKind('Mitchel'), parseMovementKind(''));
collect(parsePair(''), parsePair('NN 3'), parsePair('N/S'), parsePair('0'), parsePair('N/S 3 E/W'));
const odd = newMovement({ kind: 'howell', pairs: 9 });
if (odd.ok) collect(pairLeaves(odd.value, { number: 10 }, 2), pairLeaves(odd.value, { number: 11 }, 2));
collect(
  newMovement({ kind: 'mitchell', pairs: 4 }),
  newMovement({ kind: 'howell', pairs: 17 }),
  newMovement({ kind: 'mitchell', pairs: 31.5 }),
  newMovement({ kind: 'mitchell-skip', pairs: 14 }),
  newMovement({ kind: 'mitchell-relay', pairs: 10 }),
  newMovement({ kind: 'mitchell', pairs: 14, rounds: 8 }),
  newMovement({ kind: 'mitchell-relay', pairs: 16, rounds: 7 }),
  newMovement({ kind: 'howell', pairs: 8, rounds: 5 }),
  newMovement({ kind: 'mitchell', pairs: 14, boardsPerRound: 0 }),
  newMovement({ kind: 'mitchell-relay', pairs: 16, boardsPerRound: 1 }),
  newMovement({ kind: 'howell', pairs: 6, boardsPerRound: 5 }),
  newMovement({ kind: 'mitchell', pairs: 15, rounds: 6 }),
  newMovement({ kind: 'mitchell', pairs: 14, arrowSwitch: [8] }),
  newMovement({ kind: 'howell', pairs: 10, arrowSwitch: [3] }),
);
const mitchell14 = newMovement({ kind: 'mitchell', pairs: 14 });
if (mitchell14.ok) {
  const movement = mitchell14.value;
  collect(pairLeaves(movement, { number: 9, direction: 'NS' }, 2), pairLeaves(movement, { number: 1 }, 9));
  collect(pairLeaves(movement, { number: 1 }, 2));
  const gone = pairLeaves(movement, { number: 1, direction: 'NS' }, 2);
  if (gone.ok) collect(pairLeaves(gone.value, { number: 1, direction: 'NS' }, 3));
  collect(latePair(movement, 2), latePair(movement, 0));
}
