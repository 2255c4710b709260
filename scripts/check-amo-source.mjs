// `npm run zip:check`: AMO's promise, checked. Makes the three zips (npm run zip), unpacks AMO's source
// zip alone in an empty folder, runs the build commands written in its own instructions
// (docs/building-from-source.md, the first ```sh block), and compares what they build with the add-on
// zip's contents by `diff -r`. Exits non-zero, saying what differs, if anything does.
import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const INSTRUCTIONS = 'docs/building-from-source.md';
const run = (command, cwd) => execSync(command, { cwd, stdio: 'inherit', env: { ...process.env, CI: 'true' } });

run('npm run zip', ROOT);
const zips = readdirSync(join(ROOT, 'dist')).filter((file) => file.endsWith('.zip'));
const zipOf = (suffix) => {
  const found = zips.filter((file) => file.endsWith(`-${suffix}.zip`));
  if (found.length !== 1) throw new Error(`expected one dist/*-${suffix}.zip, found ${found.join(', ') || 'none'}`);
  return join(ROOT, 'dist', found[0]);
};
const [chrome, firefox, sources] = [zipOf('chrome'), zipOf('firefox'), zipOf('sources')];
console.log(`\nThe zips: ${[chrome, firefox, sources].join(', ')}`);

const work = mkdtempSync(join(tmpdir(), 'bridge-scorer-amo-'));
try {
  const unpacked = join(work, 'source');
  const addon = join(work, 'addon');
  execFileSync('unzip', ['-q', sources, '-d', unpacked]);
  execFileSync('unzip', ['-q', firefox, '-d', addon]);

  const text = readFileSync(join(unpacked, INSTRUCTIONS), 'utf8');
  const block = /```sh\n([\s\S]*?)```/.exec(text);
  if (!block) throw new Error(`${INSTRUCTIONS} in the source zip has no \`\`\`sh block of build commands`);
  const commands = block[1].split('\n').filter((line) => line.trim() !== '');
  for (const command of commands) {
    console.log(`\n[in the unpacked source zip] $ ${command}`);
    run(command, unpacked);
  }

  const built = join(unpacked, 'dist', 'firefox-mv2');
  try {
    execFileSync('diff', ['-r', built, addon], { stdio: 'pipe' });
  } catch (problem) {
    console.error(`\nThe source zip's build differs from the add-on zip:\n${problem.stdout ?? problem}`);
    process.exit(1);
  }
  const files = execFileSync('find', [addon, '-type', 'f']).toString().trim().split('\n').length;
  console.log(`\nThe source zip, built alone by its own instructions, gives the add-on zip's ${files} files exactly.`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
