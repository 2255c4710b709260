// The page's side of the solver's workers (issue 46), with workers that answer as the test tells them:
// a table's strains shared out one at a time, the counts merged and told as they come, a cancel ending
// every worker, and a worker that fails or a refusal reported, never waited on. The real solver in real
// workers is test/e2e/deal.e2e.test.ts's; the counts here are DDS's for board 2 of test/e2e/deals.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DdTable, Seat, Strain } from '../../core/index';
import { parseDeal } from '../../core/index';
import type { SolveReply, SolveRequest } from '../../extension/lib/solve';

const DDS: DdTable = {
  N: { NT: 6, S: 8, H: 7, D: 5, C: 4 },
  E: { NT: 5, S: 5, H: 6, D: 8, C: 9 },
  S: { NT: 6, S: 8, H: 6, D: 4, C: 4 },
  W: { NT: 5, S: 5, H: 6, D: 8, C: 9 },
};
const read = parseDeal('N:K.AQ82.9853.K953 T92.KJ5.J64.AT64 AQJ8653.T76.KT.2 74.943.AQ72.QJ87');
if (!read.ok) throw new Error('the deal does not read');
const deal = read.value;

/** A worker that keeps what it is sent, and answers when the test says. */
class FakeWorker {
  static made: FakeWorker[] = [];
  readonly asked: SolveRequest[] = [];
  terminated = false;
  onmessage: ((event: { data: SolveReply }) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessageerror: (() => void) | null = null;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(request: SolveRequest) {
    this.asked.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  /** The last strain asked solved: four progress replies, then DDS's counts. */
  solve() {
    const { id, strain } = this.asked.at(-1) as SolveRequest;
    for (let k = 0; k < 4; k++) this.onmessage?.({ data: { id, kind: 'progress' } });
    const tricks = Object.fromEntries((['N', 'E', 'S', 'W'] as Seat[]).map((seat) => [seat, DDS[seat][strain]]));
    this.onmessage?.({ data: { id, kind: 'strain', strain, tricks: tricks as Record<Seat, number> } });
  }
}

const strainsOf = (worker: FakeWorker): Strain[] => worker.asked.map((request) => request.strain);

// A fresh module each test: the workers a page keeps between solves are not the next test's.
let { CANCELLED, cancelSolve, solveInWorker } = await import('../../extension/lib/solve');

beforeEach(async () => {
  vi.resetModules();
  await (await import('../../extension/words/index')).wordsReady();
  ({ CANCELLED, cancelSolve, solveInWorker } = await import('../../extension/lib/solve'));
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('navigator', { hardwareConcurrency: 2 });
});

afterEach(() => {
  cancelSolve();
  vi.unstubAllGlobals();
});

describe('a table solved in workers', () => {
  it('shares the strains out one at a time, as each worker finishes, and merges the counts', async () => {
    const told: string[] = [];
    const solving = solveInWorker(deal, (done, of) => told.push(`${done} of ${of}`));
    const [one, two] = FakeWorker.made as [FakeWorker, FakeWorker];
    expect(FakeWorker.made).toHaveLength(2);
    expect([strainsOf(one), strainsOf(two)]).toEqual([['NT'], ['S']]);
    // The second finishes first: it takes the next strain.
    two.solve();
    expect(strainsOf(two)).toEqual(['S', 'H']);
    one.solve();
    two.solve();
    one.solve();
    expect([strainsOf(one), strainsOf(two)]).toEqual([
      ['NT', 'D'],
      ['S', 'H', 'C'],
    ]);
    two.solve();
    expect(await solving).toEqual({ ok: true, table: DDS });
    expect(told).toEqual(Array.from({ length: 20 }, (_, k) => `${k + 1} of 20`));
    // Each worker was told the deal and a table size within the budget (solve-plan.ts): 2^20 for two.
    expect(new Set(FakeWorker.made.flatMap((w) => w.asked.map((r) => `${r.deal} ${r.tableBits}`)))).toEqual(
      new Set(['N:K.AQ82.9853.K953 T92.KJ5.J64.AT64 AQJ8653.T76.KT.2 74.943.AQ72.QJ87 20']),
    );
    // Kept for the next deal: no new worker, none ended.
    void solveInWorker(deal);
    expect(FakeWorker.made).toHaveLength(2);
    expect(FakeWorker.made.some((w) => w.terminated)).toBe(false);
  });

  it('starts one worker a core, up to 4', () => {
    vi.stubGlobal('navigator', { hardwareConcurrency: 16 });
    void solveInWorker(deal);
    expect(FakeWorker.made.map(strainsOf)).toEqual([['NT'], ['S'], ['H'], ['D']]);
    expect(FakeWorker.made.map((w) => w.asked[0]?.tableBits)).toEqual([19, 19, 19, 19]);
  });

  it('ends every worker on a cancel, and a solve after it starts new ones that finish', async () => {
    const first = solveInWorker(deal);
    const old = [...FakeWorker.made];
    old[0]?.solve();
    cancelSolve();
    expect(await first).toEqual({ ok: false, message: CANCELLED });
    expect(old.map((w) => w.terminated)).toEqual([true, true]);
    // A late answer from an ended worker changes nothing.
    old[1]?.solve();
    const again = solveInWorker(deal);
    const fresh = FakeWorker.made.slice(2);
    expect(fresh).toHaveLength(2);
    for (let k = 0; k < 5; k++) fresh[k % 2]?.solve();
    expect(await again).toEqual({ ok: true, table: DDS });
  });

  it('reports a worker that fails, ending the others, and solves again after', async () => {
    const solving = solveInWorker(deal);
    const [one, two] = FakeWorker.made as [FakeWorker, FakeWorker];
    one.solve();
    two.onerror?.();
    expect(await solving).toEqual({
      ok: false,
      message: 'the solver stopped unexpectedly: open the page (or the popup) again',
    });
    expect([one.terminated, two.terminated]).toEqual([true, true]);
    const again = solveInWorker(deal);
    expect(FakeWorker.made).toHaveLength(4);
    for (let k = 0; k < 5; k++) FakeWorker.made[2 + (k % 2)]?.solve();
    expect(await again).toEqual({ ok: true, table: DDS });
  });

  it('reports the solver’s refusal in words, ending the workers still solving', async () => {
    const solving = solveInWorker(deal);
    const [one, two] = FakeWorker.made as [FakeWorker, FakeWorker];
    const problem = { code: 'dd-budget', reason: 'the deal needs more than 5 steps to solve', params: { budget: 5 } };
    one.onmessage?.({ data: { id: one.asked[0]?.id as number, kind: 'refused', problem, placed: false } });
    const outcome = await solving;
    expect(outcome.ok).toBe(false);
    expect(outcome.ok === false && outcome.message).toContain('5');
    expect([one.terminated, two.terminated]).toEqual([true, true]);
  });
});
