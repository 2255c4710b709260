// Prints how fast the core parses and scores, the work a 10,000-row BRIDGESCORE column does.
// Run: npm run bench
import { parseContract, scoreContract, toImps } from '../core/index';

const LEVELS = [1, 2, 3, 4, 5, 6, 7];
const STRAINS = ['C', 'D', 'H', 'S', 'NT'];
const DOUBLINGS = ['', 'X', 'XX'];
const rows: string[] = [];
for (let i = 0; rows.length < 10_000; i++) {
  const level = LEVELS[i % 7] as number;
  const result = (i % 5) - 2;
  const resultText = result === 0 ? '=' : result > 0 ? (level + result > 7 ? '=' : `+${result}`) : `${result}`;
  rows.push(`${level}${STRAINS[i % 5]}${DOUBLINGS[i % 3]}${resultText}`);
}

function run(label: string, repeats: number, work: () => number): void {
  let sink = work(); // warm up
  const start = performance.now();
  for (let r = 0; r < repeats; r++) sink += work();
  const ms = (performance.now() - start) / repeats;
  // The checksum keeps the work observable, so the engine cannot skip it.
  console.log(`${label.padEnd(32)} ${ms.toFixed(2).padStart(8)} ms per 10,000 rows   checksum ${sink}`);
}

run('parseContract', 50, () => {
  let n = 0;
  for (const row of rows) if (parseContract(row).ok) n++;
  return n;
});
run('parseContract + scoreContract', 50, () => {
  let total = 0;
  for (const row of rows) {
    const parsed = parseContract(row);
    if (!parsed.ok || 'passedOut' in parsed.value) continue;
    const c = parsed.value;
    const tricks = c.level + 6 + (c.result ?? 0);
    total += scoreContract({ level: c.level, strain: c.strain, doubling: c.doubling, vulnerable: false, tricks }).total;
  }
  return total;
});
run('toImps', 50, () => {
  let total = 0;
  for (let d = -5000; d < 5000; d += 1) total += toImps(d);
  return total;
});
