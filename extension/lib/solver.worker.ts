/**
 * The double-dummy solver off the page's thread: a deal in (as PBN) with the strain to solve, its four
 * counts out, and word of each count between. A solve can take seconds, and the page must keep
 * answering meanwhile; cancelling is the page ending the worker, so the solver needs no way to be told.
 */
import { parseDeal, SEATS, sizeSharedSearch, solveDeal } from '../../core/index';
import type { SolveReply, SolveRequest } from './solve';

const post = (reply: SolveReply) => self.postMessage(reply);

self.onmessage = (event: MessageEvent<SolveRequest>) => {
  const { id, deal, strain, tableBits } = event.data;
  const read = parseDeal(deal);
  // Problems cross as their parts: the page words them in its reader's language.
  if (!read.ok) return post({ id, kind: 'refused', problem: read.error, placed: true });
  sizeSharedSearch(tableBits);
  const solved = solveDeal(read.value, { strains: [strain], progress: () => post({ id, kind: 'progress' }) });
  if (!solved.ok) return post({ id, kind: 'refused', problem: solved.error, placed: false });
  const table = solved.value;
  const tricks = { N: 0, E: 0, S: 0, W: 0 };
  for (const seat of SEATS) tricks[seat] = table[seat][strain];
  post({ id, kind: 'strain', strain, tricks });
};
