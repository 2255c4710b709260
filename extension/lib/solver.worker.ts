/**
 * The double-dummy solver off the popup's thread: a deal in (as PBN), its table out, and word of how far
 * it got between. A solve can take seconds, and the popup must keep answering meanwhile; cancelling is
 * the page ending the worker, so the solver needs no way to be told.
 */
import { parseDeal, solveDeal } from '../../core/index';
import type { SolveReply, SolveRequest } from './solve';

const post = (reply: SolveReply) => self.postMessage(reply);

self.onmessage = (event: MessageEvent<SolveRequest>) => {
  const { id, deal } = event.data;
  const read = parseDeal(deal);
  // Problems cross as their parts: the page words them in its reader's language.
  if (!read.ok) return post({ id, kind: 'refused', problem: read.error, placed: true });
  const solved = solveDeal(read.value, { progress: (done, of) => post({ id, kind: 'progress', done, of }) });
  post(
    solved.ok
      ? { id, kind: 'table', table: solved.value }
      : { id, kind: 'refused', problem: solved.error, placed: false },
  );
};
