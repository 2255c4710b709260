/**
 * Solving a deal in a worker (solver.worker.ts), for the Deal view and the hand-record page: one worker
 * kept between solves that finish, so its 36 MB table is made once for a page's many deals. A solve is
 * cancelled (Cancel, or a new deal while one is under way) by ending its worker: the solver then needs
 * no way to be told, and the next solve starts a new one.
 */
import type { DdTable, Deal, Problem } from '../../core/index';
import { formatDeal } from '../../core/index';
import { sayProblem, sayReason, t } from '../words/index';

export interface SolveRequest {
  readonly id: number;
  /** The deal as PBN writes it: text crosses to a worker as it is. */
  readonly deal: string;
}

export type SolveReply =
  | { readonly id: number; readonly kind: 'progress'; readonly done: number; readonly of: number }
  | { readonly id: number; readonly kind: 'table'; readonly table: DdTable }
  /** The solver's problem, worded here (the worker has no words): with its place when `placed`. */
  | { readonly id: number; readonly kind: 'refused'; readonly problem: Problem; readonly placed: boolean };

/** How a solve ends: its table, or why not (the solver's refusal, a worker that failed, a cancel). */
export type SolveOutcome =
  | { readonly ok: true; readonly table: DdTable }
  | { readonly ok: false; readonly message: string };

/** What a cancelled solve gives: never shown, but compared (the view says the solve was cancelled). */
export const CANCELLED = 'Cancelled.';

let worker: Worker | null = null;
let nextId = 0;
let pending: { id: number; finish: (outcome: SolveOutcome) => void } | null = null;

function theWorker(): Worker {
  if (worker !== null) return worker;
  const started = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
  started.onerror = () => {
    pending?.finish({ ok: false, message: t('deal.solverStopped') });
    stop();
  };
  worker = started;
  return started;
}

function stop(): void {
  worker?.terminate();
  worker = null;
}

/** Ends the solve under way, if any: its promise gives CANCELLED. */
export function cancelSolve(): void {
  if (pending === null) return;
  stop();
  pending.finish({ ok: false, message: CANCELLED });
}

/**
 * Solves `deal` in the worker, telling `progress` after each of the table's 20 counts; a solve still
 * under way is cancelled first.
 */
export function solveInWorker(deal: Deal, progress?: (done: number, of: number) => void): Promise<SolveOutcome> {
  cancelSolve();
  const id = ++nextId;
  return new Promise((resolve) => {
    const current = {
      id,
      finish: (outcome: SolveOutcome) => {
        if (pending === current) pending = null;
        resolve(outcome);
      },
    };
    pending = current;
    const w = theWorker();
    w.onmessage = (event: MessageEvent<SolveReply>) => {
      const reply = event.data;
      if (reply.id !== id) return;
      if (reply.kind === 'progress') progress?.(reply.done, reply.of);
      else
        current.finish(
          reply.kind === 'table'
            ? { ok: true, table: reply.table }
            : { ok: false, message: reply.placed ? sayProblem(reply.problem) : sayReason(reply.problem) },
        );
    };
    w.postMessage({ id, deal: formatDeal(deal) } satisfies SolveRequest);
  });
}
