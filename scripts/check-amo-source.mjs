// `npm run zip:check`: AMO's promise, checked. Makes the three zips (npm run zip), unpacks AMO's source
// zip alone in an empty folder, runs the build commands written in its own instructions
// (docs/building-from-source.md, the first ```sh block), and compares what they build with the add-on
// zip's contents by `diff -r`. Exits non-zero, saying what differs, if anything does. The build in the
// unpacked folder runs as on a clean machine: no path into this repository's node_modules, no npm_*
// settings inherited from `npm run`. It needs unzip, diff and find (Linux, macOS; CI runs it on Debian).
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const INSTRUCTIONS = 'docs/building-from-source.md';
const { name, version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

/** The environment of a fresh shell: npm run's own settings and its node_modules/.bin taken out. */
function cleanEnvironment() {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'INIT_CWD'),
  );
  env.PATH = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.includes(`${sep}node_modules${sep}`) && !dir.endsWith(`${sep}node_modules`))
    .join(delimiter);
  return { ...env, CI: 'true' };
}
const run = (command, cwd, env = process.env) => execSync(command, { cwd, stdio: 'inherit', env });

run('npm run zip', ROOT);
/** This version's zip of one kind, as WXT names it: NAME-VERSION-KIND.zip. */
const zipOf = (kind) => {
  const file = join(ROOT, 'dist', `${name}-${version}-${kind}.zip`);
  if (!existsSync(file)) throw new Error(`npm run zip made no ${file}`);
  return file;
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
  const block = /```sh\r?\n([\s\S]*?)```/.exec(text);
  if (!block) throw new Error(`${INSTRUCTIONS} in the source zip has no \`\`\`sh block of build commands`);
  const commands = block[1].split(/\r?\n/).filter((line) => line.trim() !== '');
  const env = cleanEnvironment();
  for (const command of commands) {
    console.log(`\n[in the unpacked source zip] $ ${command}`);
    run(command, unpacked, env);
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
