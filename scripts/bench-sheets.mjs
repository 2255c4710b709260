// Times a 10,000-row BRIDGESCORE range call on the built Code.js, loaded in a bare vm context the way
// Apps Script evaluates it. Run: npm run bench:sheets
import { readFileSync } from 'node:fs';
import { createContext, runInContext } from 'node:vm';

const context = createContext({});
runInContext(readFileSync('dist/apps-script/Code.js', 'utf8'), context);
const STRAINS = ['C', 'D', 'H', 'S', 'NT'];
const DOUBLINGS = ['', 'X', 'XX'];
const contracts = [];
const results = [];
const vulnerability = [];
const declarers = [];
for (let i = 0; i < 10_000; i++) {
  const level = (i % 7) + 1;
  contracts.push([`${level}${STRAINS[i % 5]}${DOUBLINGS[i % 3]}`]);
  results.push([i % 14]);
  vulnerability.push([['None', 'NS', 'EW', 'All'][i % 4]]);
  declarers.push([['N', 'E', 'S', 'W'][i % 4]]);
}
const times = [];
let checksum = 0;
for (let run = 0; run < 30; run++) {
  const start = performance.now();
  const out = context.BRIDGESCORE(contracts, results, vulnerability, declarers);
  times.push(performance.now() - start);
  checksum += out.reduce((sum, [cell]) => sum + (typeof cell === 'number' ? cell : 0), 0);
}
times.sort((a, b) => a - b);
console.log(`BRIDGESCORE over 10,000 rows (contract, tricks, board vulnerability, declarer), built Code.js in a vm:`);
console.log(
  `  worst ${times.at(-1).toFixed(1)} ms, median ${times[15].toFixed(1)} ms, best ${times[0].toFixed(1)} ms over 30 calls (target well under 100 ms); checksum ${checksum}`,
);
