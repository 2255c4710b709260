// The import of a club's session with no par in its file, timed as issue #46 measures it: 36 boards, their
// deals all solved, through the built Code.js in a bare vm context (a fresh script cache, so nothing is
// read back). The 36 deals are real: the 30 of the FFB's final (test/fixtures/pairs) and the first 6 of
// Ruter's club evening, their par tags taken out as a program without a solver writes them. Apps Script
// runs the solver about 3 times slower than Node (docs/rules.md), so the target here is 90 s: the
// import's 270 s of solving in a dialog call of 6 minutes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { FakeCache, fakeCacheService } from '../test/apps-script/fake-cache';
import { FakeLock, FakeSpreadsheet } from '../test/apps-script/fake-spreadsheet';
import { PAIRS, pbnText } from '../test/fixtures/paths';

/** What the import's bench measured. */
export interface ImportBench {
  readonly boards: number;
  readonly ms: number;
  /** Boards left without a par (the import's answer names them): 0 is the target. */
  readonly withoutPar: number;
  readonly message: string;
}

/** A file's games without their par: no [Optimum…] tag and no row of an [OptimumResultTable]. */
const withoutPars = (text: string): string[] =>
  text
    .split(/\r?\n(?=\[Event )/)
    .filter((game) => game.includes('[Deal '))
    .map((game) =>
      game
        .split(/\r?\n/)
        .filter((line) => !line.startsWith('[Optimum') && !/^[NESW]\s+(NT|[SHDC])\s+\d+\s*$/.test(line))
        .join('\n'),
    );

/**
 * One file of 36 deals: the FFB final's 30 boards, then Ruter's first 6. Two events, as a file of two
 * sessions is imported: one import, one deadline for all their deals.
 */
export function clubFile(): string {
  const ffb = withoutPars(pbnText(join(PAIRS, 'ffb-dn1-2022-s1-adjusted.pbn')));
  const ruter = withoutPars(pbnText(join(PAIRS, 'bridgekam-2015-09-03-cross-imps.pbn')));
  return [...ffb, ...ruter.slice(0, 6)].join('\n\n');
}

export function benchImport(): ImportBench {
  const text = clubFile();
  const book = new FakeSpreadsheet();
  const context = createContext({
    SpreadsheetApp: { getActiveSpreadsheet: () => book, getUi: () => ({ alert: () => undefined }) },
    LockService: { getDocumentLock: () => new FakeLock() },
    CacheService: fakeCacheService(new FakeCache()),
  });
  runInContext(readFileSync('dist/apps-script/Code.js', 'utf8'), context);
  const importPbn = (context as unknown as { importPbn: (text: string) => { message: string } }).importPbn;
  const start = performance.now();
  const answer = importPbn(text);
  const ms = performance.now() - start;
  const missing = /No par for (\d+) board/.exec(answer.message);
  return {
    boards: new Set([...text.matchAll(/\[Deal "([^"]+)"\]/g)].map((match) => match[1])).size,
    ms,
    withoutPar: missing === null ? 0 : Number(missing[1]),
    message: answer.message,
  };
}
