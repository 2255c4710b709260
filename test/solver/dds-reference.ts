// DDS itself, as a reference: Debian's libdds-dev called through scripts/dds/dds-table.c, built here
// with cc. Used by the solver's comparison tests and by the bench; absent when the library is not
// installed (CI installs it).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SOURCE = join(import.meta.dirname, '../../scripts/dds/dds-table.c');

/** The reference program's path, or why there is none. */
export function buildDds(): { readonly program: string } | { readonly missing: string } {
  if (!existsSync('/usr/include/dds/dll.h'))
    return { missing: 'libdds-dev is not installed (apt-get install libdds-dev)' };
  const program = join(mkdtempSync(join(tmpdir(), 'dds-')), 'dds-table');
  try {
    execFileSync('cc', ['-O2', SOURCE, '-ldds', '-o', program], { stdio: 'pipe' });
  } catch (error) {
    return { missing: `cc could not build the DDS caller: ${String(error).slice(0, 200)}` };
  }
  return { program };
}

/**
 * DDS's answer for one line: its table (strains S H D C NT, each N E S W), par score and contracts, and
 * the µs the table took, on the clock and in CPU time.
 */
export interface DdsLine {
  readonly table: readonly number[];
  readonly par: number;
  readonly contracts: readonly string[];
  readonly micros: number;
  readonly cpuMicros: number;
}

/** Runs the reference on lines "deal|dealer|vulnerable" (or "T table…|dealer|vulnerable"). */
export function runDds(program: string, lines: readonly string[]): DdsLine[] {
  const out = execFileSync(program, { input: `${lines.join('\n')}\n`, maxBuffer: 1 << 26 }).toString();
  return out.trim().split('\n').map(readLine);
}

function readLine(line: string): DdsLine {
  const [table = '', par = '', contracts = '', micros = '0', cpuMicros = '0'] = line.split('|');
  return {
    table: table.trim() === '' ? [] : table.trim().split(' ').map(Number),
    par: Number(par),
    contracts: contracts.trim().split(' ').sort(),
    micros: Number(micros),
    cpuMicros: Number(cpuMicros),
  };
}

/** The reference kept running, asked one line at a time: a bench times it between turns of its own. */
export interface DdsSession {
  readonly ask: (line: string) => Promise<DdsLine>;
  readonly close: () => void;
}

/**
 * Starts the reference once, so that its memory is set up before the first line it is timed on; `args`
 * run it through another program (DDS built to WebAssembly is a script for Node).
 */
export function startDds(program: string, args: readonly string[] = []): DdsSession {
  const child = spawn(program, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting: ((line: string) => void)[] = [];
  let buffered = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      waiting.shift()?.(line);
    }
  });
  return {
    ask: (line) =>
      new Promise((resolve) => {
        waiting.push((answer) => resolve(readLine(answer)));
        child.stdin.write(`${line}\n`);
      }),
    close: () => child.stdin.end(),
  };
}
