// The core section of `npm run bench`, in plain JavaScript under plain Node (no dev loader in the way):
// one million random (contract, result, vulnerability) triples through our scorer, a lookup table of
// all 2,940 outcomes (the practical limit) and the npm package bridge-scorer. Prints JSON.
import { createRequire } from 'node:module';
import * as loops from './bench-loops.mjs';

const core = await import(process.argv[2]);
const peer = createRequire(import.meta.url)('bridge-scorer');
const N = 1_000_000;
const random = core.seededRandom(2026);
const x = {
  n: N,
  level: new Int8Array(N),
  strain: new Int8Array(N),
  doubling: new Int8Array(N),
  vulnerable: new Uint8Array(N),
  tricks: new Int8Array(N),
};
const texts = new Array(N);
for (let i = 0; i < N; i++) {
  x.level[i] = 1 + Math.floor(random() * 7);
  x.strain[i] = Math.floor(random() * 5);
  x.doubling[i] = Math.floor(random() * 3);
  x.vulnerable[i] = random() < 0.5 ? 1 : 0;
  x.tricks[i] = Math.floor(random() * 14);
  texts[i] = core.formatContract({
    level: x.level[i],
    strain: loops.STRAINS[x.strain[i]],
    doubling: loops.DOUBLINGS[x.doubling[i]],
    result: x.tricks[i] - x.level[i] - 6,
  });
}
const table = loops.makeTable(core.scoreContract);
const contracts = loops.peerContracts();
const runs = 9;
const timing = loops.bestOfRounds(runs, {
  scoreTotal: () => loops.loopScoreTotal(core.scoreTotal, x),
  scoreContract: () => loops.loopScoreContract(core.scoreContract, x),
  tableByIndex: () => loops.loopTable(table, x),
  tableByFields: () => loops.loopTableByFields(table, x),
  peer: () => loops.loopPeer(peer.contractTricks, contracts, x),
  parseAndScore: () => loops.loopParseAndScore(core.parseContract, core.scoreTotal, texts, x),
});
let disagreements = 0;
for (let i = 0; i < N; i++) {
  const ours = core.scoreTotal(
    x.level[i],
    loops.STRAINS[x.strain[i]],
    loops.DOUBLINGS[x.doubling[i]],
    x.vulnerable[i] === 1,
    x.tricks[i],
  );
  if (
    ours !==
    peer.contractTricks(
      contracts[(x.level[i] - 1) * 15 + x.strain[i] * 3 + x.doubling[i]],
      x.vulnerable[i] === 1,
      x.tricks[i],
    )
  )
    disagreements++;
}
const checks = new Set([
  timing.scoreTotal.check,
  timing.scoreContract.check,
  timing.tableByIndex.check,
  timing.tableByFields.check,
  timing.peer.check,
]);
console.log(
  JSON.stringify({
    inputs: N,
    perSecond: Object.fromEntries(Object.entries(timing).map(([name, t]) => [name, (N / t.ms) * 1000])),
    disagreements,
    checksumsAgree: checks.size === 1,
  }),
);
