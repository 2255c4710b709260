// DDS compiled to WebAssembly, as a browser user of a DDS-based page meets it: a second reference for
// the solver's bench, built only when the user names a DDS source folder (DDS_SRC, the unpacked
// dds-2.9.0 of Debian's `dds_2.9.0.orig.tar.gz` or of github.com/dds-bridge/dds). Nothing of DDS is kept
// in this repository: the folder is copied to a temporary one, built there with emscripten
// (`apt-get install emscripten`) and only the path of the program is handed back.
//
// Run alone (`DDS_SRC=… node scripts/dds/build-wasm.mjs`) it prints the program's path; the bench imports
// `buildDdsWasm` and feeds the program the same lines as the native one (scripts/dds/dds-table.c).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '../..');

/**
 * The DDS-wasm program (a Node script reading the native caller's lines on stdin), or why there is none.
 * @param {string | undefined} source the DDS source folder (holding src/ and include/)
 * @returns {{ program: string } | { missing: string }}
 */
export function buildDdsWasm(source = process.env.DDS_SRC) {
  if (source === undefined || source === '') return { missing: 'DDS_SRC names no DDS source folder' };
  if (!existsSync(join(source, 'src', 'dds.cpp')) || !existsSync(join(source, 'include', 'dll.h')))
    return { missing: `"${source}" holds no DDS source (src/dds.cpp and include/dll.h)` };
  try {
    execFileSync('em++', ['--version'], { stdio: 'pipe' });
  } catch {
    return { missing: 'em++ is not installed (apt-get install emscripten)' };
  }
  const work = mkdtempSync(join(tmpdir(), 'dds-wasm-'));
  cpSync(source, join(work, 'dds'), { recursive: true });
  // Emscripten's libc has no /proc or `free`: DDS would size its memory to 0 MB and refuse every deal.
  // Tell it a gigabyte is free, as a browser's wasm heap may grow to.
  const system = join(work, 'dds', 'src', 'System.cpp');
  writeFileSync(
    system,
    readFileSync(system, 'utf8').replace(/^ {2}kilobytesFree = 0;$/m, '  kilobytesFree = 1024ULL * 1024;'),
  );
  // The caller includes <dds/dll.h>, as Debian installs it.
  mkdirSync(join(work, 'include', 'dds'), { recursive: true });
  for (const header of readdirSync(join(work, 'dds', 'include')))
    cpSync(join(work, 'dds', 'include', header), join(work, 'include', 'dds', header));
  const sources = readdirSync(join(work, 'dds', 'src'))
    .filter((file) => file.endsWith('.cpp'))
    .map((file) => join(work, 'dds', 'src', file));
  const program = join(work, 'dds-table.cjs');
  try {
    execFileSync(
      'em++',
      [
        '-O3',
        '-std=c++11',
        // DDS 2.9 leaves a few standard headers to be included by others.
        '-include',
        'cstdio',
        '-include',
        'cstdlib',
        `-I${join(work, 'dds', 'src')}`,
        `-I${join(work, 'include')}`,
        ...sources,
        '-x',
        'c++',
        join(HERE, 'dds-table.c'),
        '-o',
        program,
        '-sALLOW_MEMORY_GROWTH=1',
        '-sNODERAWFS=1',
        '-sENVIRONMENT=node',
        // One file: an older emscripten fetches a separate .wasm by URL, which Node's fetch refuses.
        '-sSINGLE_FILE=1',
      ],
      // Debian's emscripten finds its JavaScript optimiser's parser (acorn) among our own packages.
      { stdio: 'pipe', env: { ...process.env, NODE_PATH: join(ROOT, 'node_modules') } },
    );
  } catch (error) {
    return { missing: `em++ could not build DDS: ${String(error).slice(0, 300)}` };
  }
  return { program };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const built = buildDdsWasm();
  if ('missing' in built) {
    console.error(built.missing);
    process.exit(1);
  }
  console.log(built.program);
}
