// npm run bench: how fast and how small, side by side with the practical limit and a peer. Prints a table
// and writes bench/results.json. Not part of npm test: timings belong in a report, not in assertions.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { basename, join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { DOUBLINGS, STRAINS, seededRandom } from '../core/index';
import { FakeLock, FakeSpreadsheet } from '../test/apps-script/fake-spreadsheet';
import { loadCode } from '../test/apps-script/load';
import { EXTENSION, launchBrowser, launchWithExtension } from '../test/e2e/browser';
import { bundleCore, CORE_BUNDLE, measureGrowth } from './bench-growth';
import { benchImport } from './bench-import';
import { mitchell } from './bench-session';
import { benchSolver, solverReport } from './bench-solver';
import { benchTeams, teamsReport } from './bench-teams';
import { benchWorkers } from './bench-workers';

const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
const rows: [string, string, string][] = [];
const report = (what: string, figure: string, note = '') => {
  rows.push([what, figure, note]);
  console.log(`${what.padEnd(58)} ${figure.padStart(16)}  ${note}`);
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Best of `runs` timings of `work`, in ms. */
function best(runs: number, work: () => unknown): number {
  let ms = Number.POSITIVE_INFINITY;
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    work();
    ms = Math.min(ms, performance.now() - start);
  }
  return ms;
}

// 1. The core, as the builds ship it (bundled, no dev loader's wrappers), timed under plain Node.
await bundleCore();
const coreRun = JSON.parse(
  execFileSync(process.execPath, ['scripts/bench-core.mjs', join(process.cwd(), CORE_BUNDLE)], {
    encoding: 'utf8',
  }),
) as { inputs: number; perSecond: Record<string, number>; disagreements: number; checksumsAgree: boolean };
const speed = coreRun.perSecond as Record<
  'scoreTotal' | 'scoreContract' | 'tableByIndex' | 'tableByFields' | 'peer' | 'parseAndScore',
  number
>;
const mps = (perSecond: number) => `${(perSecond / 1e6).toFixed(1)} M/s`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
console.log('\nCore: one million random (contract, result, vulnerability) triples');
report('scoreTotal (parsed contracts: the total)', mps(speed.scoreTotal));
report('scoreContract (parsed contracts: total and breakdown)', mps(speed.scoreContract));
report(
  'table of the 2,940 outcomes, from the contract’s fields',
  mps(speed.tableByFields),
  `scoreTotal at ${ratio(speed.scoreTotal, speed.tableByFields)} (target ≥ 0.5)`,
);
report(
  'table of the 2,940 outcomes, from integer codes',
  mps(speed.tableByIndex),
  `scoreTotal at ${ratio(speed.scoreTotal, speed.tableByIndex)}`,
);
report(
  'bridge-scorer 2.4.0 contractTricks',
  mps(speed.peer),
  `scoreTotal at ${ratio(speed.scoreTotal, speed.peer)} (target ≥ 1.5)`,
);
report('', '', `scoreContract at ${ratio(speed.scoreContract, speed.peer)} the peer`);
report(
  'disagreements with bridge-scorer',
  `${coreRun.disagreements} of ${coreRun.inputs}`,
  `target 0; checksums ${coreRun.checksumsAgree ? 'agree' : 'DIFFER'}`,
);
report('parseContract + scoreTotal (contract text)', mps(speed.parseAndScore), 'target ≥ 10 M/s');
results.core = coreRun;

// 2. BRIDGESCORE and IMPS on the built Code.js in a bare vm context (a column of tricks taken, so result_is "tricks").
console.log('\nSheets: the built Code.js in a bare vm context');
const context = createContext({});
runInContext(readFileSync('dist/apps-script/Code.js', 'utf8'), context);
const sheets = context as unknown as Record<string, (...args: unknown[]) => unknown[]>;
const random = seededRandom(7);
const sheetTimes: Record<string, number> = {};
for (const size of [1_000, 10_000, 100_000]) {
  const contracts: string[][] = [];
  const tricks: number[][] = [];
  const vulnerable: boolean[][] = [];
  const differences: number[][] = [];
  for (let i = 0; i < size; i++) {
    contracts.push([
      `${1 + Math.floor(random() * 7)}${STRAINS[Math.floor(random() * 5)]}${DOUBLINGS[Math.floor(random() * 3)]}`,
    ]);
    tricks.push([Math.floor(random() * 14)]);
    vulnerable.push([random() < 0.5]);
    differences.push([Math.round((random() - 0.5) * 800) * 10]);
  }
  const runs = size >= 100_000 ? 5 : 9;
  sheetTimes[`BRIDGESCORE ${size}`] = best(runs, () =>
    sheets.BRIDGESCORE?.(contracts, tricks, vulnerable, '', 'tricks'),
  );
  sheetTimes[`IMPS ${size}`] = best(runs, () => sheets.IMPS?.(differences));
  report(
    `BRIDGESCORE over ${size.toLocaleString('en')} rows`,
    `${(sheetTimes[`BRIDGESCORE ${size}`] as number).toFixed(1)} ms`,
    size === 100_000 ? 'target < 200 ms' : '',
  );
  report(`IMPS over ${size.toLocaleString('en')} rows`, `${(sheetTimes[`IMPS ${size}`] as number).toFixed(1)} ms`);
}
const growth = (sheetTimes['BRIDGESCORE 100000'] as number) / (sheetTimes['BRIDGESCORE 10000'] as number);
report('BRIDGESCORE growth from 10,000 to 100,000 rows', `${growth.toFixed(1)}×`, '10× is linear');
results.sheets = sheetTimes;

// 2a. A club's evening: a 15-table Mitchell of 30 boards, 450 results, ranked and scored in one call each.
console.log("\nA club's session: a 15-table Mitchell of 30 boards (450 results) on the built Code.js");
const club = mitchell(15, 30, seededRandom(11));
const sessionTimes = {
  PAIRRANKING: best(9, () => sheets.PAIRRANKING?.(club.boards, club.ns, club.ew, club.scores, '', true)),
  BOARDMATCHPOINTS: best(9, () => sheets.BOARDMATCHPOINTS?.(club.boards, club.scores)),
  importPbn: (() => {
    const imported = { book: new FakeSpreadsheet() };
    // An editor's call, from the spreadsheet's own menu, as every server function but the custom ones asks.
    const withSheets = loadCode({
      SpreadsheetApp: { getActiveSpreadsheet: () => imported.book },
      LockService: { getDocumentLock: () => new FakeLock() },
    }).global;
    const importPbn = (withSheets as unknown as { importPbn: (text: string) => unknown }).importPbn;
    return best(9, () => {
      imported.book = new FakeSpreadsheet();
      importPbn(club.pbn);
    });
  })(),
};
report('PAIRRANKING (by direction), the whole session', `${sessionTimes.PAIRRANKING.toFixed(1)} ms`, 'target < 100 ms');
report('BOARDMATCHPOINTS, every row', `${sessionTimes.BOARDMATCHPOINTS.toFixed(1)} ms`, 'target < 100 ms');
report(
  'PBN import of the session (travellers, pairs, ranking)',
  `${sessionTimes.importPbn.toFixed(1)} ms`,
  'target < 500 ms',
);
results.session = sessionTimes;

// 2a'. The movements: the largest each kind allows, through MOVEMENT and the cards dialog.
console.log('\nMovements on the built Code.js: the largest of each kind');
const cardsBook = { book: new FakeSpreadsheet() };
const withCards = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => cardsBook.book },
  LockService: { getDocumentLock: () => new FakeLock() },
}).global;
const movementCards = (withCards as unknown as { movementCards: (settings: object) => unknown }).movementCards;
const movementTimes = {
  'MOVEMENT Mitchell 30 pairs': best(9, () => sheets.MOVEMENT?.('Mitchell', 30)),
  'MOVEMENT Howell 16 pairs': best(9, () => sheets.MOVEMENT?.('Howell', 16)),
  'Movement cards, Howell 16 pairs': best(9, () => {
    cardsBook.book = new FakeSpreadsheet();
    movementCards({ kind: 'Howell', pairs: '16' });
  }),
};
for (const [what, ms] of Object.entries(movementTimes)) report(what, `${ms.toFixed(1)} ms`, 'target < 100 ms');
results.movements = movementTimes;

// A pairs evening's entry: a 15-table Mitchell of 2-board rounds (450 boards), half of them in.
const evening = withCards as unknown as {
  setUpPairsEvening: (form: object) => unknown;
  getPairsEvening: () => { rounds: { round: number; tables: { table: number; boards: { board: number }[] }[] }[] };
  enterPairsResult: (entry: object) => unknown;
};
cardsBook.book = new FakeSpreadsheet();
evening.setUpPairsEvening({ kind: 'Mitchell', pairs: '30', boardsPerRound: '2' });
const seats = evening
  .getPairsEvening()
  .rounds.flatMap((r) => r.tables.flatMap((t) => t.boards.map((b) => [r.round, t.table, b.board] as const)));
seats.slice(0, seats.length / 2).forEach(([round, table, board]) => {
  evening.enterPairsResult({ round, table, board, declarer: 'N', contract: board % 2 ? '4S=' : '3NT-1', shown: null });
});
const [round, table, board] = seats[seats.length / 2] as readonly [number, number, number];
const entryMs = best(9, () => {
  evening.enterPairsResult({ round, table, board, declarer: 'S', contract: '4H=', shown: null });
  cardsBook.book
    .getSheetByName('Pairs evening')
    ?.getRange(2 + seats.length / 2 + 1, 6, 1, 4)
    .setValues([['', '', '', '']]);
});
report(
  'A pairs evening entry, 450 boards, half in (read, check, write, view)',
  `${entryMs.toFixed(1)} ms`,
  'target < 500 ms',
);
results.pairsEntry = entryMs;

// 2a''. A Swiss teams event's draw: a 40-team field's next round, and the matching's growth n → 4n.
console.log('\nTeams: the Swiss draw and its matching (the core bundled, Node)');
const teamsBench = await benchTeams();
for (const [what, figure, note] of teamsReport(teamsBench)) report(what, figure, note);
results.teams = teamsBench;

// 2b. Growth from n to 4n of every function that takes a column, a session or a file.
console.log('\nGrowth from n to 4n (about 4 is linear, 4.6 n log n, 16 quadratic; target ≤ 8)');
const growthRows = await measureGrowth();
for (const g of growthRows) {
  report(
    `${g.what}, n = ${g.n.toLocaleString('en')}`,
    `×${g.ratio.toFixed(2)}`,
    `${g.msAtN.toFixed(1)} ms → ${g.msAt4n.toFixed(1)} ms${g.ratio > 8 ? ' ABOVE TARGET' : ''}`,
  );
}
const matchpoints2000 = growthRows.find((g) => g.what.startsWith('MATCHPOINTS'))?.msAtN ?? Number.NaN;
report('MATCHPOINTS, a 2,000-row column against itself', `${matchpoints2000.toFixed(1)} ms`, 'target < 1,000 ms');
results.growth = growthRows;

// 3. Sizes.
console.log('\nSizes');
const gz = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;
const popupHtml = readFileSync(join(EXTENSION, 'popup.html'), 'utf8');
const assets = [...popupHtml.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) =>
  join(EXTENSION, (m[1] as string).replace(/^\//, '')),
);
// Every chunk the popup can load: each tab but Score and Options, and the print page's code, is fetched
// only when first needed.
const chunks = ['chunks', 'assets'].flatMap((dir) =>
  readdirSync(join(EXTENSION, dir))
    .filter((name) => /\.(?:js|css)$/.test(name))
    .map((name) => join(EXTENSION, dir, name)),
);
// A popup in another language loads its first view's words before its first render (English's are
// bundled): the heaviest language's chunk counts in its first view. The rest of its words come after.
const LANGUAGE_CHUNK = /^first-view-[\w-]+\.js$/;
const languageChunks = chunks.filter((path) => LANGUAGE_CHUNK.test(basename(path)));
const heaviestLanguage = Math.max(0, ...languageChunks.map(gz));
const sizes = {
  popupGzip: assets.reduce((sum, path) => sum + gz(path), 0),
  languageChunkGzip: heaviestLanguage,
  popupAllGzip: chunks.reduce((sum, path) => sum + gz(path), 0),
  codeJs: readFileSync('dist/apps-script/Code.js').length,
  codeJsGzip: gz('dist/apps-script/Code.js'),
  sidebarHtml: readFileSync('dist/apps-script/Sidebar.html').length,
  sidebarHtmlGzip: gz('dist/apps-script/Sidebar.html'),
  // The web app (dist/web) names its first view's files in its own page, the same code as the popup's.
  webGzip: [...readFileSync('dist/web/index.html', 'utf8').matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)]
    .map((m) => join('dist/web', (m[1] as string).replace(/^\.?\//, '')))
    .reduce((sum, path) => sum + gz(path), 0),
};
const kb = (bytes: number) => `${bytes.toLocaleString('en')} B (${(bytes / 1024).toFixed(1)} KiB)`;
report("popup's JavaScript + CSS on opening, gzipped", kb(sizes.popupGzip), 'target < 25 KB');
report(
  '… in the heaviest other language, with its first view’s words',
  kb(sizes.popupGzip + sizes.languageChunkGzip),
  `target < 25 KB; ${languageChunks.length} language chunks`,
);
report('… with every tab, print and CSV loaded (each on demand)', kb(sizes.popupAllGzip));
report("web app's JavaScript + CSS on opening, gzipped", kb(sizes.webGzip), 'target < 25 KB with the words');
report('Code.js', kb(sizes.codeJs), `${kb(sizes.codeJsGzip)} gzipped`);
report('Sidebar.html', kb(sizes.sidebarHtml), `${kb(sizes.sidebarHtmlGzip)} gzipped`);
results.sizes = sizes;

// 4. Time to the first score (popup) and to interactive (sidebar) in headless Chromium.
console.log('\nIn headless Chromium (medians of 15 opens)');
const extension = await launchWithExtension();
const popupTimes: number[] = [];
for (let run = 0; run < 15; run++) {
  const page = await extension.context.newPage();
  await page.goto(`chrome-extension://${extension.id}/popup.html`);
  await page.waitForSelector('table.results tbody tr');
  popupTimes.push(Number(await page.evaluate(`performance.getEntriesByName('first-score')[0]?.startTime ?? -1`)));
  await page.close();
}
await extension.close();
const browser = await launchBrowser();
const sidebarTimes: number[] = [];
const sidebarPath = join(process.cwd(), 'dist', 'apps-script', 'Sidebar.html');
for (let run = 0; run < 15; run++) {
  const page = await browser.newPage();
  // google.script.run answers at once with "no evening yet": what the sidebar shows first in a new sheet.
  await page.addInitScript(`
    const runner = (ok) => new Proxy({}, { get: (_, name) => name === 'withSuccessHandler' ? (f) => runner(f)
      : name === 'withFailureHandler' ? () => runner(ok) : () => Promise.resolve().then(() => ok({ stage: 'setup' })) });
    window.google = { script: { run: runner(null) } };`);
  await page.goto(`file://${sidebarPath}`);
  await page.waitForSelector('textarea');
  sidebarTimes.push(Number(await page.evaluate(`performance.getEntriesByName('interactive')[0]?.startTime ?? -1`)));
  await page.close();
}
await browser.close();
report('popup: first score on screen after opening', `${median(popupTimes).toFixed(0)} ms`, 'target < 150 ms');
report('sidebar: interactive after opening (server answer stubbed)', `${median(sidebarTimes).toFixed(0)} ms`);
results.browser = { popupFirstScoreMs: popupTimes, sidebarInteractiveMs: sidebarTimes };

// 4a. A club's session imported with no par in its file: every deal solved through the built Code.js.
console.log("\nA club's 36 boards imported without par tags, every deal solved (built Code.js, Node)");
const imported = benchImport();
report(
  `PBN import solving ${imported.boards} deals`,
  `${(imported.ms / 1000).toFixed(1)} s`,
  `target ≤ 90 s (Apps Script ~3× slower: 270 s); ${imported.withoutPar} boards left without par`,
);
results.clubImport = imported;

// 5. The double-dummy solver against DDS, table by table on the same deals, one thread each.
const dealCount = Number(process.env.BENCH_DEALS ?? 200);
console.log(
  `\nDouble dummy: a full table (20 numbers) for each of ${dealCount} seeded random deals and the freak set (ours bundled, as shipped), DDS asked deal by deal between ours`,
);
const solver = await benchSolver(dealCount);
for (const [what, figure, note] of solverReport(solver)) report(what, figure, note);
results.solver = solver;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

// 5a. The popup's workers: the same tables shared out between 1 and 2 worker_threads, strain by strain.
const workerDeals = Number(process.env.BENCH_WORKER_DEALS ?? 20);
console.log(`\nDouble dummy in workers, as the popup shares a table's strains out: ${workerDeals} seeded random deals`);
const inWorkers = await benchWorkers(workerDeals);
for (const n of [1, 2])
  report(
    `${n} worker${n === 1 ? '' : 's'} (a table of 2^${inWorkers.bits[n]} entries each): all tables`,
    seconds(inWorkers.ms[n] as number),
  );
report(
  '2 workers against 1',
  `${ratio(inWorkers.ms[1] as number, inWorkers.ms[2] as number)} as fast`,
  `${os.availableParallelism()} cores, shared with whatever else runs; ${inWorkers.differ} tables differ`,
);
results.workers = inWorkers;

writeFileSync('bench/results.json', `${JSON.stringify({ ...results, table: rows }, null, 2)}\n`);
console.log('\nWritten: bench/results.json');
