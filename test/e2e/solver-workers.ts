// What the tests of the solver's workers share, in Chromium and Firefox: a count of the workers a page
// makes, answers and ends, kept by wrapping the page's Worker before its first solve (the page shows its
// users nothing of them), and DDS's own table for a deal, from Debian's libdds (test/solver/dds-reference.ts).
import type { BrowserContext, Page } from 'playwright-core';
import { buildDds, runDds } from '../solver/dds-reference';

/** The page's workers so far: how many were made, each one's messages back, how many were ended. */
export interface WorkerCount {
  readonly made: number;
  readonly answers: readonly number[];
  readonly ended: number;
}

/**
 * Evaluated in the page (a script, as both drivers take one): wraps Worker so that each one made is
 * counted with its answers and its end. With `failing`, the first worker made is sent null instead of its
 * first request: the solver reading it throws, inside the worker, as a real failure would.
 */
export const countWorkers = (failing = false) => `(() => {
  const Real = window.Worker;
  const count = { made: 0, answers: [], ended: 0 };
  window.workerCount = count;
  window.Worker = class extends Real {
    constructor(url, options) {
      super(url, options);
      const mine = count.made++;
      count.answers.push(0);
      this.broken = ${failing} && mine === 0;
      this.addEventListener('message', () => { count.answers[mine]++; });
    }
    postMessage(message) {
      if (this.broken) { this.broken = false; return super.postMessage(null); }
      return super.postMessage(message);
    }
    terminate() { count.ended++; return super.terminate(); }
  };
})()`;

/** Read in the page: the count countWorkers keeps. */
export const readWorkerCount = 'JSON.stringify(window.workerCount)';

export const workersThatAnswered = (count: WorkerCount) => count.answers.filter((n) => n > 0).length;

/** DDS's tables for PBN deals, as the pages show them: a row a seat (N, E, S, W), NT then ♠ ♥ ♦ ♣. */
export function ddsTables(deals: readonly string[]): string[][][] {
  const dds = buildDds();
  if ('missing' in dds) throw new Error(dds.missing);
  // DDS gives strains S H D C NT, each for N E S W.
  return runDds(
    dds.program,
    deals.map((deal) => `${deal}|0|0`),
  ).map(({ table }) => [0, 1, 2, 3].map((seat) => [4, 0, 1, 2, 3].map((strain) => String(table[strain * 4 + seat]))));
}

export const ddsTable = (deal: string): string[][] => ddsTables([deal])[0] ?? [];

/** A worker's memory as Chromium's DevTools count it (Runtime.getHeapUsage), in bytes. */
export interface WorkerMemory {
  /** The JavaScript heap, used and reserved. */
  readonly usedSize: number;
  readonly totalSize: number;
  /** What the heap's objects hold outside it: ArrayBuffers, so the table of bounds. */
  readonly backingStorageSize: number;
  readonly embedderHeapUsedSize: number;
}

/** Chromium: the page's own dedicated workers now running, read through the DevTools protocol. */
async function workerTargets(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  const { targetInfos } = await cdp.send('Target.getTargets');
  const mine = (target: (typeof targetInfos)[number]) =>
    target.type === 'worker' && (target as { parentId?: string }).parentId === targetInfo.targetId;
  return { cdp, workers: targetInfos.filter(mine) };
}

export const runningWorkers = async (context: BrowserContext, page: Page): Promise<number> =>
  (await workerTargets(context, page)).workers.length;

/**
 * Chromium: each of the page's workers' memory. performance.memory is the window's alone, so each
 * worker is asked through the protocol; an idle worker answers at once, a solving one after its strain.
 */
export async function workerMemory(context: BrowserContext, page: Page): Promise<WorkerMemory[]> {
  const { cdp, workers } = await workerTargets(context, page);
  const replies = new Map<string, (message: string) => void>();
  // A worker attached to says first that its script is loaded: only the answer to the question counts.
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    if (JSON.parse(event.message).id === 1) replies.get(event.sessionId)?.(event.message);
  });
  return Promise.all(
    workers.map(async (worker) => {
      const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
      const reply = new Promise<string>((resolve) => replies.set(sessionId, resolve));
      const message = JSON.stringify({ id: 1, method: 'Runtime.getHeapUsage' });
      await cdp.send('Target.sendMessageToTarget', { sessionId, message });
      return JSON.parse(await reply).result as WorkerMemory;
    }),
  );
}
