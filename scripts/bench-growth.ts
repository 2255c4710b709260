import { register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { build } from 'esbuild';
import { FakeLock, FakeSpreadsheet } from '../test/apps-script/fake-spreadsheet';
import { loadCode } from '../test/apps-script/load';
import { mitchell } from './bench-session';

export interface Growth {
  readonly what: string;
  readonly n: number;
  readonly msAtN: number;
  readonly msAt4n: number;
  readonly ratio: number;
}

// Collecting garbage before each timing charges every run with its own garbage only: otherwise the
// debt of the run before lands at random on one side of a ratio.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** The lowest of `runs` timings, in ms: the least disturbed by the rest of the machine. */
async function lowest(runs: number, work: () => unknown): Promise<number> {
  let ms = Number.POSITIVE_INFINITY;
  for (let r = 0; r < runs; r++) {
    collect();
    const start = performance.now();
    const done = work();
    // The popup's storage answers later: its work is timed to the answer. Other work is not awaited.
    if (done instanceof Promise) await done;
    ms = Math.min(ms, performance.now() - start);
  }
  return ms;
}

/**
 * The extension's storage area as the popup's modules reach it (`chrome.storage.local`), in memory:
 * each value copied in and out, as the browser's storage copies it.
 */
function memoryStorage() {
  const items = new Map<string, unknown>();
  const local = {
    get: async (key: string) => (items.has(key) ? { [key]: structuredClone(items.get(key)) } : {}),
    set: async (values: Record<string, unknown>) => {
      for (const [key, value] of Object.entries(values)) items.set(key, structuredClone(value));
    },
    remove: async (key: string) => {
      items.delete(key);
    },
  };
  return { storage: { local } };
}

// A small seeded generator of the benchmark's own, so that n and 4n get the same kind of data.
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A saved Bugger game of `rounds` one-card rounds, each bid and played: three players bid 1, A takes it. */
function buggerGame(rounds: number) {
  const events = [];
  for (let round = 0; round < rounds; round++) {
    events.push({ type: 'bids', trump: 'S', bids: [1, 1, 1] }, { type: 'tricks', tricks: [1, 0, 0] });
  }
  const settings = { players: ['A', 'B', 'C'], rounds: Array.from({ length: rounds }, () => 1) };
  return { format: 'bridge-scorer/bugger', version: 1, settings, events };
}

/** A session as a club program's USEBIO file: a BOARD a line, its N/S score, pairs by direction. */
function usebioOf(session: ReturnType<typeof mitchell>): string {
  const lines = session.boards.map(
    ([board], i) =>
      `<BOARD><BOARD_NUMBER>${board}</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>${session.ns[i]?.[0]}NS</NS_PAIR_NUMBER>` +
      `<EW_PAIR_NUMBER>${session.ew[i]?.[0]}EW</EW_PAIR_NUMBER><SCORE>${session.scores[i]?.[0]}</SCORE></TRAVELLER_LINE></BOARD>`,
  );
  return `<?xml version="1.0"?>\n<USEBIO Version="1.2"><CLUB><CLUB_NAME>Club</CLUB_NAME></CLUB><EVENT EVENT_TYPE="MP_PAIRS">${lines.join('\n')}</EVENT></USEBIO>`;
}

const column = (n: number, random: () => number) =>
  Array.from({ length: n }, () => [Math.round((random() - 0.5) * 300) * 10]);

/** The core as the builds ship it (bundled, no dev loader's wrappers), for timing under plain Node. */
export const CORE_BUNDLE = 'dist/.bench/core.mjs';

export async function bundleCore(): Promise<void> {
  await build({
    entryPoints: ['core/index.ts'],
    bundle: true,
    format: 'esm',
    outfile: CORE_BUNDLE,
    logLevel: 'warning',
  });
}

export async function measureGrowth(): Promise<Growth[]> {
  await bundleCore();
  // Before the popup's modules load: they take the browser's API (wxt/browser) as they are imported.
  (globalThis as { chrome?: unknown }).chrome = memoryStorage();
  // The kinds' pads import stylesheets, which only the bundler knows: here each reads as an empty module.
  register('./css-as-nothing.mjs', import.meta.url);
  const { readHistory } = await import('../extension/kinds/history-read');
  const { historyItem, setAsideItem } = await import('../extension/storage/items');
  const { totalsByName } = await import('../extension/kinds/name-totals');
  // Storage as the popup has it: storage.local, here the memory one above.
  (await import('../extension/lib/extension-page')).startExtensionPage();
  const core = (await import(pathToFileURL(join(process.cwd(), CORE_BUNDLE)).href)) as typeof import('../core/index');
  const spreadsheet = { current: new FakeSpreadsheet() };
  // An editor's call (the UI answers), as every server function but the custom ones asks.
  const context = loadCode({
    SpreadsheetApp: { getActiveSpreadsheet: () => spreadsheet.current },
    LockService: { getDocumentLock: () => new FakeLock() },
  }).global;
  const sheets = context as unknown as Record<string, (...args: unknown[]) => unknown>;
  const call = (name: string, ...args: unknown[]) => (sheets[name] as (...a: unknown[]) => unknown)(...args);

  // Each case: a name, its n, and a function from a size to the work at that size (inputs made outside it).
  const cases: [string, number, (size: number) => () => unknown][] = [
    [
      'MATCHPOINTS(col, col): one board',
      2_000,
      (size) => {
        const col = column(size, generator(size));
        return () => call('MATCHPOINTS', col, col);
      },
    ],
    [
      'CROSSIMPS(col, col): one board',
      5_000,
      (size) => {
        const col = column(size, generator(size));
        return () => call('CROSSIMPS', col, col);
      },
    ],
    [
      'BUTLER(col, col): one board',
      20_000,
      (size) => {
        const col = column(size, generator(size));
        return () => call('BUTLER', col, col);
      },
    ],
    [
      'RUBBERTOTAL over passed-out rows',
      40_000,
      (size) => {
        const rows = Array.from({ length: size }, () => ['We', 'PASS', '', '']);
        return () => call('RUBBERTOTAL', rows);
      },
    ],
    [
      'CHICAGOTOTAL over passed-out rows',
      40_000,
      (size) => {
        const rows = Array.from({ length: size }, () => ['N', 'PASS', '', '']);
        return () => call('CHICAGOTOTAL', rows);
      },
    ],
    [
      'PBN import of n records (16 boards)',
      5_000,
      (size) => {
        const random = generator(size);
        const text = Array.from({ length: size }, (_, i) => {
          const tricks = 7 + Math.floor(random() * 6);
          return `[Board "${(i % 16) + 1}"]\n[Declarer "N"]\n[Contract "4S"]\n[Result "${tricks}"]\n[Vulnerable "None"]`;
        }).join('\n\n');
        return () => {
          spreadsheet.current = new FakeSpreadsheet();
          return call('importPbn', text);
        };
      },
    ],
    [
      'parsePbn: one line of n {} comments',
      20_000,
      (size) => {
        const text = `[Board "1"] ${'{a comment} '.repeat(size)}`;
        return () => core.parsePbn(text);
      },
    ],
    [
      'loadSession (rubber): n passed-out events',
      50_000,
      (size) => {
        const text = JSON.stringify({
          ...core.newRubber(),
          events: Array.from({ length: size }, () => ({ type: 'passed-out' })),
        });
        return () => core.loadSession(core.rubberEngine, text);
      },
    ],
    [
      'loadSession (Chicago): n passed-out events',
      50_000,
      (size) => {
        const text = JSON.stringify({
          ...core.newChicago(),
          events: Array.from({ length: size }, () => ({ type: 'passed-out' })),
        });
        return () => core.loadSession(core.chicagoEngine, text);
      },
    ],
    [
      'loadSession (Bugger): n rounds of one card, bid and played',
      20_000,
      (size) => {
        const text = JSON.stringify(buggerGame(size));
        return () => core.loadSession(core.buggerEngine, text);
      },
    ],
    [
      "replaceEvent: round 1's tricks of n Bugger rounds",
      20_000,
      (size) => {
        const loaded = core.loadSession(core.buggerEngine, buggerGame(size));
        if (!loaded.ok) throw new Error(core.formatProblem(loaded.error));
        // Every round after the first is replayed: one pass, the lists grown in place.
        return () =>
          core.replaceEvent(core.buggerEngine, loaded.value.session, 1, { type: 'tricks', tricks: [0, 1, 0] });
      },
    ],
    [
      'mergeHistory: n different games under one id',
      2_000,
      (size) => {
        const game = (i: number) => ({
          id: 'a',
          kind: 'rubber' as const,
          ended: '2026-11-10T20:00:00Z',
          names: [`${i}`],
          session: { format: 'bridge-scorer/rubber', version: 1, settings: { honors: true }, events: [] },
        });
        const here = [game(-1)];
        const incoming = Array.from({ length: size }, (_, i) => game(i));
        // Each id taken: the next free `~n` is found at once, not walked to from ~2.
        return () => core.mergeHistory(here, incoming);
      },
    ],
    [
      'loadSession (Progressive): n rounds of four deals at one table',
      10_000,
      (size) => {
        const start = core.newProgressive({ players: ['A', 'B', 'C', 'D'], progression: 'fixed-ns' });
        if (!start.ok) throw new Error(core.formatProblem(start.error));
        const deal = {
          type: 'deal',
          table: 1,
          declarer: 'N',
          contract: { level: 4, strain: 'S', doubling: '', result: 0 },
        };
        const events: object[] = [];
        for (let round = 0; round < size; round++) {
          if (round > 0) events.push({ type: 'next-round' });
          events.push(deal, deal, deal, deal);
        }
        const text = JSON.stringify({ ...start.value, events });
        return () => core.loadSession(core.progressiveEngine, text);
      },
    ],
    [
      'BOARDMATCHPOINTS: a Mitchell of 25 tables, n results',
      20_000,
      (size) => {
        const session = mitchell(25, size / 25, generator(size));
        return () => call('BOARDMATCHPOINTS', session.boards, session.scores);
      },
    ],
    [
      'PAIRRANKING (by direction): a Mitchell of 25 tables, n results',
      20_000,
      (size) => {
        const session = mitchell(25, size / 25, generator(size));
        return () => call('PAIRRANKING', session.boards, session.ns, session.ew, session.scores, '', true);
      },
    ],
    [
      'PBN import of a club file, n results on travellers',
      5_000,
      (size) => {
        const session = mitchell(25, size / 25, generator(size));
        return () => {
          spreadsheet.current = new FakeSpreadsheet();
          return call('importPbn', session.pbn);
        };
      },
    ],
    [
      'USEBIO import of a club file, n traveller lines',
      5_000,
      (size) => {
        const text = usebioOf(mitchell(25, size / 25, generator(size)));
        return () => {
          spreadsheet.current = new FakeSpreadsheet();
          return call('importResults', text);
        };
      },
    ],
    [
      'readHistory: n entries this build cannot read, set aside',
      2_000,
      (size) => {
        const newer = Array.from({ length: size }, (_, i) => ({
          id: `x${i}`,
          kind: 'rubber',
          session: { format: 'bridge-scorer/rubber', version: 9, events: [] },
        }));
        // The history stored again each time (one write, linear too): the pass empties it.
        return async () => {
          await setAsideItem.setValue([]);
          await historyItem.setValue(newer);
          return readHistory();
        };
      },
    ],
    [
      'History totals by name: n games, every pair a new name',
      20_000,
      (size) => {
        // Each name met once: the most names a history of n games can hold, the table sorted at the end.
        const games = Array.from({ length: size }, (_, i) => [
          { name: `Pair ${i} A`, won: i % 2 === 0, margin: i },
          { name: `Pair ${i} B`, won: i % 2 === 1, margin: -i },
        ]);
        return async () => totalsByName(games);
      },
    ],
  ];
  const out: Growth[] = [];
  for (const [what, n, at] of cases) {
    const small = at(n);
    const large = at(4 * n);
    // Warm both sizes first, then time them in turns, so that neither sits alone in a slow spell.
    await small();
    await large();
    let msAtN = Number.POSITIVE_INFINITY;
    let msAt4n = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 11; round++) {
      msAtN = Math.min(msAtN, await lowest(1, small));
      msAt4n = Math.min(msAt4n, await lowest(1, large));
    }
    out.push({ what, n, msAtN, msAt4n, ratio: msAt4n / msAtN });
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const g of await measureGrowth())
    console.log(
      `${g.what.padEnd(50)} n=${String(g.n).padStart(6)} ${g.msAtN.toFixed(1).padStart(8)} ms → ${g.msAt4n.toFixed(1).padStart(8)} ms  ×${g.ratio.toFixed(2)}`,
    );
}
