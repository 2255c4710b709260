// A small stand-in for the table family's server (tableView, enterTableResult), answering in the shapes
// of apps-script/tables/types.ts over an in-memory evening: 2 tables, 2 rounds of 3 boards, N/S sitting
// still and E/W and the boards changing tables after round 1. It keeps what the page sends, counts the
// calls by entry id, and can fail every call as a phone without signal sees it. Until the real server
// lands, the table page is developed against this; the lead's integration test runs the real one.

import type { TableAnswer, TableBoard, TableEntry, TableView, TravellerLine } from '../../apps-script/tables/types';
import { formatContract, PASSED_OUT } from '../../core/hand/contract';
import {
  boardDealer,
  boardVulnerability,
  isVulnerable,
  type Language,
  parseHandRow,
  type Seat,
  scoreHandRow,
  seatLetter,
} from '../../core/index';

/** Boards of each round at each table: round 1 table 1 plays 1–3, table 2 plays 4–6; round 2 swaps. */
const BOARDS = (round: number, table: number): number[] => ((round + table) % 2 === 0 ? [1, 2, 3] : [4, 5, 6]);
/** E/W pair at a table in a round: E/W 1 and 2 swap tables after round 1. */
const EW_PAIR = (round: number, table: number): number => (round === 1 ? table : 3 - table);

interface Held {
  readonly id: string;
  readonly round: number;
  readonly table: number;
  readonly board: number;
  readonly declarer: string;
  readonly contract: string;
  readonly lead: string;
  readonly ns: number;
}

export class FakeTables {
  /** Every call fails, as a call without signal does (the page's failure handler runs). */
  offline = false;
  /** Calls of enterTableResult that got through, by entry id. */
  readonly delivered = new Map<string, number>();
  readonly results: Held[] = [];
  readonly leads = true;
  /** The sheet's language and notation, which the page speaks and types contracts in. */
  language: Language = 'en';

  keyOf = (table: number): string => `key-of-table-${table}-Zq8`;

  tableView(table: number, key: string): TableAnswer {
    if (this.offline) throw new Error('Failed to fetch');
    if (key !== this.keyOf(table))
      return { ok: false, reason: 'key', message: 'This link is not the table’s: ask the director for a new one.' };
    return { ok: true, value: this.view(table) };
  }

  enterTableResult(table: number, key: string, entry: TableEntry): TableAnswer {
    if (this.offline) throw new Error('Failed to fetch');
    this.delivered.set(entry.id, (this.delivered.get(entry.id) ?? 0) + 1);
    if (key !== this.keyOf(table))
      return { ok: false, reason: 'key', message: 'This link is not the table’s: ask the director for a new one.' };
    if (!BOARDS(entry.round, table).includes(entry.board))
      return {
        ok: false,
        reason: 'entry',
        message: `Board ${entry.board} is not played at table ${table} this round.`,
      };
    const read = this.read(entry);
    if (typeof read === 'string') return { ok: false, field: 'contract', message: read, value: this.view(table) };
    const there = this.results.find((r) => r.round === entry.round && r.table === table && r.board === entry.board);
    if (there !== undefined) {
      if (there.id === entry.id || (there.contract === read.contract && there.declarer === entry.declarer))
        return { ok: true, status: 'already', value: this.view(table) };
      // As the real server words it: both results in the message, the field the contract.
      return {
        ok: false,
        reason: 'conflict',
        field: 'contract',
        message: `Board ${entry.board} already holds ${there.contract} by ${there.declarer}, not ${read.contract} by ${entry.declarer}: nothing written. The director will settle it.`,
        value: this.view(table),
      };
    }
    this.results.push({
      ...read,
      id: entry.id,
      round: entry.round,
      table,
      board: entry.board,
      declarer: entry.declarer,
      lead: entry.lead ?? '',
    });
    return { ok: true, status: 'written', value: this.view(table) };
  }

  /** Writes a result as another phone (or the director) would: the page did not send it. */
  enterAsOther(round: number, table: number, board: number, declarer: Seat, contract: string): void {
    const read = this.read({ id: 'other', round, board, declarer, contract });
    if (typeof read === 'string') throw new Error(read);
    this.results.push({ ...read, id: `other-${round}-${table}-${board}`, round, table, board, declarer, lead: '' });
  }

  /** The contract in English letters as the sheet keeps it, and N/S's score, as the server scores it. */
  private read(entry: TableEntry): { contract: string; ns: number } | string {
    const seat = entry.declarer as Seat;
    const notation = this.language;
    if (entry.contract === formatContract(PASSED_OUT, { notation })) return { contract: 'Pass', ns: 0 };
    const row = parseHandRow(
      { contract: entry.contract, declarer: seatLetter(seat, notation) },
      { vulnerabilityKnownBy: 'the board', notation },
    );
    if (!row.ok) return row.error.reason;
    const hand = row.value.hand;
    if ('passedOut' in hand) return { contract: 'Pass', ns: 0 };
    const vulnerable = isVulnerable(boardVulnerability(entry.board), seat);
    // Kept in English letters, as the sheet keeps it.
    const { declarer: _, ...contract } = hand;
    return { contract: formatContract(contract), ns: scoreHandRow(row.value, vulnerable).ns ?? 0 };
  }

  private held(round: number, table: number, board: number): Held | undefined {
    return this.results.find((r) => r.round === round && r.table === table && r.board === board);
  }

  private view(table: number): TableView {
    const rounds = 2;
    const open = [1, 2].find((round) => BOARDS(round, table).some((b) => this.held(round, table, b) === undefined));
    const round = open ?? rounds;
    const boardsOf = (round: number): TableBoard[] =>
      BOARDS(round, table).map((board) => {
        const mine = this.held(round, table, board);
        const traveller: TravellerLine[] | null =
          mine === undefined
            ? null
            : this.results
                .filter((r) => r.board === board)
                .map((r) => ({
                  ns: `N/S ${r.table}`,
                  ew: `E/W ${EW_PAIR(r.round, r.table)}`,
                  declarer: r.declarer,
                  contract: r.contract,
                  lead: r.lead,
                  nsScore: r.ns,
                  mine: r === mine,
                }));
        return {
          board,
          dealer: boardDealer(board),
          vulnerable: boardVulnerability(board),
          entered: mine === undefined ? null : { declarer: mine.declarer, contract: mine.contract, ns: mine.ns },
          lead: mine?.lead ?? '',
          traveller,
        };
      });
    const boards = boardsOf(round);
    const ew = EW_PAIR(round, table);
    return {
      stage: 'table',
      evening: 'evening-1',
      language: { language: this.language, notation: this.language },
      heading: 'Thursday Pairs',
      headingLine: '2026-12-03 · Exeter BC',
      table,
      round,
      rounds,
      pairs: { ns: `N/S ${table}`, ew: `E/W ${ew}` },
      ns: `N/S ${table} · Ann Avery & Bob Brown`,
      ew: `E/W ${ew} · Cath Cole & Dan Dunn`,
      boards,
      moves:
        round === 1
          ? null
          : {
              round: 1,
              ns: { pair: `N/S ${table}`, table, direction: 'NS' },
              ew: { pair: `E/W ${EW_PAIR(1, table)}`, table: 3 - table, direction: 'EW' },
              boards: [{ boards: `${BOARDS(1, table)[0]}-${BOARDS(1, table)[2]}`, tables: [3 - table] }],
            },
      played: round === 1 ? [] : boardsOf(1),
      finished: open === undefined,
      leads: this.leads,
    };
  }
}
