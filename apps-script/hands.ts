/**
 * Reading a hand from cells: the contract, its result (from the contract or a cell of its own), the
 * vulnerability and the declarer, as BRIDGESCORE and the session totals take them.
 */
import {
  agreeingDeclarer,
  boardVulnerability,
  formatContract,
  isPassedOut,
  isVulnerable,
  type PlayedContract,
  type PlayedHand,
  parseBoardNumber,
  parseContract,
  parseVulnerability,
  parseYesNo,
  problemOf,
  type Seat,
  tricksNeeded,
  tricksToResult,
  type Vulnerability,
} from '../core/index';
import { type Cell, cellText, dateProblem, isBlank, isDate, Problem, problem, quote } from './cells';

const SEAT_WORDS: { readonly [word: string]: Seat } = {
  N: 'N',
  NORTH: 'N',
  E: 'E',
  EAST: 'E',
  S: 'S',
  SOUTH: 'S',
  W: 'W',
  WEST: 'W',
};

export function readSeat(value: Cell): Seat | undefined | Problem {
  if (isBlank(value)) return undefined;
  const seat = typeof value === 'string' ? SEAT_WORDS[value.trim().toUpperCase()] : undefined;
  return seat ?? problem(value, 'the declarer must be N, E, S or W');
}

/**
 * The declarer of a hand row: the declarer cell, or the one in the contract cell (`3NT= E`), or both
 * when they agree, by the core's one rule for a declarer given twice; blank when neither says.
 */
export function readDeclarer(hand: PlayedContract, contractCell: Cell, declarerCell: Cell): Seat | undefined | Problem {
  const apart = readSeat(declarerCell);
  if (apart instanceof Problem) return apart;
  const declarer = agreeingDeclarer(String(contractCell ?? ''), hand.declarer, apart);
  return declarer.ok ? declarer.value : new Problem(declarer.error.message);
}

/** The contract cell: a contract, passed out (null), or the problem. */
export function readContract(value: Cell): PlayedContract | null | Problem {
  const text = cellText(value, 'the contract');
  if (text instanceof Problem) return text;
  const parsed = parseContract(text);
  if (!parsed.ok) return new Problem(parsed.error.message);
  return isPassedOut(parsed.value) ? null : parsed.value;
}

const RESULT_TEXT = /^([=+\-−])\s*(\d*)$/;
const WHOLE = /^\d{1,2}$/;

/**
 * The result: from the result cell when it is filled (a number is the tricks declarer took, a negative
 * number that many down, text `=`, `+1`, `-2`), else from the contract. Both filled must agree.
 */
export function readResult(contract: PlayedContract, value: Cell, contractCell: Cell): PlayedHand | Problem {
  // Only the text path and messages need the bid as text; the common numeric path never builds it.
  const bid = () => formatContract({ level: contract.level, strain: contract.strain, doubling: contract.doubling });
  let result: number | undefined;
  if (!isBlank(value)) {
    if (isDate(value)) return dateProblem(value, 'a result such as -2');
    if (typeof value === 'boolean') return problem(value, 'a result is the tricks taken (0–13), or =, +1, -2');
    // Whole-number text, from a plain-text or imported column, is the tricks taken, as a number is.
    const tricksText = typeof value === 'string' && WHOLE.test(value.trim()) ? Number(value.trim()) : undefined;
    if (typeof value === 'number' || tricksText !== undefined) {
      const value_ = tricksText ?? (value as number);
      const most = tricksNeeded(contract.level);
      if (!Number.isInteger(value_) || value_ > 13 || value_ < -most) {
        return problem(value, `the tricks taken must be 0–13, or down 1 to ${most} as a negative number`);
      }
      result = value_ >= 0 ? tricksToResult(contract.level, value_) : value_;
    } else {
      const text = String(value).trim();
      const match = RESULT_TEXT.exec(text);
      if (match === null) return problem(value, 'a result is the tricks taken (0–13), or =, +1, -2');
      // The core checks the bounds and words the message; quote the cell, not the text built for it.
      const parsed = parseContract(`${bid()}${text}`);
      if (!parsed.ok) return problem(value, problemOf(parsed.error));
      result = (parsed.value as PlayedContract).result;
    }
    if (contract.result !== undefined && contract.result !== result) {
      return new Problem(`${quote(contractCell)} and ${quote(value)} give different results; fill one of them`);
    }
  } else result = contract.result;
  if (result === undefined) {
    return problem(contractCell, 'no result: add it to the contract (4S=, 4S-1) or give the tricks taken');
  }
  // Built field by field: an object spread here costs more than the scoring itself.
  const hand: { -readonly [K in keyof PlayedHand]: PlayedHand[K] } = {
    level: contract.level,
    strain: contract.strain,
    doubling: contract.doubling,
    result,
  };
  if (contract.declarer !== undefined) hand.declarer = contract.declarer;
  return hand;
}

/** A board number from a number cell or text, by the core's one rule for board numbers. */
export function readBoard(value: Cell): number | Problem {
  if (isDate(value)) return dateProblem(value, 'a board number');
  if (typeof value !== 'number' && typeof value !== 'string')
    return problem(value, 'a board number must be a whole number from 1');
  const board = parseBoardNumber(value);
  return board.ok ? board.value : problem(value, problemOf(board.error));
}

export type VulnerabilityCell =
  | { readonly kind: 'declarer'; readonly vulnerable: boolean }
  | { readonly kind: 'board'; readonly vulnerability: Vulnerability };

/** The words a score sheet writes for the declaring side's vulnerability, besides the core's yes and no. */
const VUL_WORDS: { readonly [word: string]: boolean } = { VUL: true, NV: false };

/** Yes or no as text, by the core's one reader; digits are a board number here, never 1 for yes. */
function truthOf(text: string): boolean | undefined {
  if (/^\d+$/.test(text)) return undefined;
  const word = VUL_WORDS[text.toUpperCase()];
  if (word !== undefined) return word;
  const read = parseYesNo(text);
  return read.ok ? read.value : undefined;
}

/** TRUE/FALSE for the declaring side, a board vulnerability (None, NS, EW, All, Both, -), or a board number. */
export function readVulnerability(value: Cell): VulnerabilityCell | Problem {
  if (isBlank(value)) return { kind: 'declarer', vulnerable: false };
  if (typeof value === 'boolean') return { kind: 'declarer', vulnerable: value };
  if (isDate(value)) return dateProblem(value, 'the vulnerability');
  if (typeof value === 'number') {
    const board = readBoard(value);
    return board instanceof Problem ? board : { kind: 'board', vulnerability: boardVulnerability(board) };
  }
  const text = String(value).trim();
  const truth = truthOf(text);
  if (truth !== undefined) return { kind: 'declarer', vulnerable: truth };
  const board = parseVulnerability(text);
  if (board.ok) return { kind: 'board', vulnerability: board.value };
  if (/^\d+$/.test(text)) {
    const board = readBoard(value);
    return board instanceof Problem ? board : { kind: 'board', vulnerability: boardVulnerability(board) };
  }
  return problem(
    value,
    'vulnerability must be yes or no for the declaring side (TRUE/FALSE, YES/NO, Y/N, VUL/NV), None, NS, EW, All, or a board number',
  );
}

/** Whether the declaring side is vulnerable: a board's vulnerability needs the declarer to say. */
export function declarerVulnerable(
  vulnerability: VulnerabilityCell,
  declarer: Seat | undefined,
  cell: Cell,
): boolean | Problem {
  if (vulnerability.kind === 'declarer') return vulnerability.vulnerable;
  // With nobody or everybody vulnerable, who declared does not matter.
  if (vulnerability.vulnerability === 'None' || vulnerability.vulnerability === 'All')
    return vulnerability.vulnerability === 'All';
  if (declarer === undefined)
    return problem(cell, 'a board’s vulnerability needs the declarer (N, E, S or W) to say who is vulnerable');
  return isVulnerable(vulnerability.vulnerability, declarer);
}
