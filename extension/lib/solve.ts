/**
 * Solving a deal in workers (solver.worker.ts), for the Deal view and the hand-record page: a table's
 * five strains shared out between one worker a core (solve-plan.ts), each handed the next strain as it
 * finishes one. The workers are kept between solves that finish, so their tables are made once for a
 * page's many deals. A solve is cancelled (Cancel, or a new deal while one is under way) by ending every
 * worker: the solver then needs no way to be told, and the next solve starts new ones.
 */
import type { DdTable, Deal, Problem, Seat, Strain } from '../../core/index';
import { formatDeal, TABLE_STRAINS } from '../../core/index';
import { sayProblem, sayReason, t } from '../words/index';
import { tableBits, workerCount } from './solve-plan';

export interface SolveRequest {
  readonly id: number;
  /** The deal as PBN writes it: text crosses to a worker as it is. */
  readonly deal: string;
  readonly strain: Strain;
  /** The size of the worker's table of bounds, 2^tableBits entries: the page's workers share a budget. */
  readonly tableBits: number;
}

export type SolveReply =
  /** One more of the strain's four counts found. */
  | { readonly id: number; readonly kind: 'progress' }
  | { readonly id: number; readonly kind: 'strain'; readonly strain: Strain; readonly tricks: Record<Seat, number> }
  /** The solver's problem, worded here (the worker has no words): with its place when `placed`. */
  | { readonly id: number; readonly kind: 'refused'; readonly problem: Problem; readonly placed: boolean };

/** How a solve ends: its table, or why not (the solver's refusal, a worker that failed, a cancel). */
export type SolveOutcome =
  | { readonly ok: true; readonly table: DdTable }
  | { readonly ok: false; readonly message: string };

/** What a cancelled solve gives: never shown, but compared (the view says the solve was cancelled). */
export const CANCELLED = 'Cancelled.';

const COUNTS = 4 * TABLE_STRAINS.length;

let workers: Worker[] = [];
let nextId = 0;
let pending: { id: number; finish: (outcome: SolveOutcome) => void } | null = null;

function startWorker(): Worker {
  const started = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
  // One worker failing fails the solve: its strain would never come, and the others' are no use alone.
  started.onerror = started.onmessageerror = () => {
    pending?.finish({ ok: false, message: t('deal.solverStopped') });
    stop();
  };
  return started;
}

function theWorkers(): readonly Worker[] {
  const count = workerCount(globalThis.navigator?.hardwareConcurrency);
  if (workers.length !== count) {
    stop();
    workers = Array.from({ length: count }, startWorker);
  }
  return workers;
}

function stop(): void {
  for (const worker of workers) worker.terminate();
  workers = [];
}

/** Ends the solve under way, if any: its promise gives CANCELLED. */
export function cancelSolve(): void {
  if (pending === null) return;
  stop();
  pending.finish({ ok: false, message: CANCELLED });
}

/**
 * Solves `deal` in the workers, telling `progress` after each of the table's 20 counts, whichever worker
 * found it; a solve still under way is cancelled first.
 */
export function solveInWorker(deal: Deal, progress?: (done: number, of: number) => void): Promise<SolveOutcome> {
  cancelSolve();
  const id = ++nextId;
  const text = formatDeal(deal);
  return new Promise((resolve) => {
    const current = {
      id,
      finish: (outcome: SolveOutcome) => {
        if (pending === current) pending = null;
        resolve(outcome);
      },
    };
    pending = current;
    const pool = theWorkers();
    const bits = tableBits(pool.length);
    const waiting = [...TABLE_STRAINS];
    const table: Record<Seat, Record<Strain, number>> = {
      N: { S: 0, H: 0, D: 0, C: 0, NT: 0 },
      E: { S: 0, H: 0, D: 0, C: 0, NT: 0 },
      S: { S: 0, H: 0, D: 0, C: 0, NT: 0 },
      W: { S: 0, H: 0, D: 0, C: 0, NT: 0 },
    };
    let done = 0;
    let strainsLeft = TABLE_STRAINS.length;
    const next = (worker: Worker) => {
      const strain = waiting.shift();
      if (strain !== undefined) worker.postMessage({ id, deal: text, strain, tableBits: bits } satisfies SolveRequest);
    };
    for (const worker of pool) {
      worker.onmessage = (event: MessageEvent<SolveReply>) => {
        const reply = event.data;
        if (reply.id !== id) return;
        if (reply.kind === 'progress') progress?.(++done, COUNTS);
        else if (reply.kind === 'strain') {
          for (const seat of Object.keys(table) as Seat[]) table[seat][reply.strain] = reply.tricks[seat];
          if (--strainsLeft === 0) current.finish({ ok: true, table });
          else next(worker);
        } else {
          // The others are still solving strains of a deal refused: ended, not waited for.
          stop();
          current.finish({ ok: false, message: reply.placed ? sayProblem(reply.problem) : sayReason(reply.problem) });
        }
      };
      next(worker);
    }
  });
}
