// DDS itself, as a reference: Debian's libdds-dev called through scripts/dds/dds-table.c, built here
// with cc. Used by the solver's comparison tests and by the bench; absent when the library is not
// installed (CI installs it).
import { execFileSync } from 'node:child_process';
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

/** DDS's answer for one line: its table (strains S H D C NT, each N E S W), par score and contracts, and µs. */
export interface DdsLine {
  readonly table: readonly number[];
  readonly par: number;
  readonly contracts: readonly string[];
  readonly micros: number;
}

/** Runs the reference on lines "deal|dealer|vulnerable" (or "T table…|dealer|vulnerable"). */
export function runDds(program: string, lines: readonly string[]): DdsLine[] {
  const out = execFileSync(program, { input: `${lines.join('\n')}\n`, maxBuffer: 1 << 26 }).toString();
  return out
    .trim()
    .split('\n')
    .map((line) => {
      const [table = '', par = '', contracts = '', micros = '0'] = line.split('|');
      return {
        table: table.trim() === '' ? [] : table.trim().split(' ').map(Number),
        par: Number(par),
        contracts: contracts.trim().split(' ').sort(),
        micros: Number(micros),
      };
    });
}
