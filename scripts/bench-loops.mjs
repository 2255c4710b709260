// The timed loops of the core benchmark, in plain JavaScript so that every contender runs through code
// no dev loader has rewritten. The inputs are typed arrays (level, strain, doubling, vulnerability,
// tricks), so the loops measure scoring rather than walking a million objects. Each returns a checksum,
// which also keeps the engine from skipping work.

export const STRAINS = ['C', 'D', 'H', 'S', 'NT'];
export const DOUBLINGS = ['', 'X', 'XX'];

/** The practical limit: a table of all 2,940 totals, indexed straight from the input. */
export function makeTable(scoreContract) {
  const table = new Int32Array(2940);
  for (let level = 1; level <= 7; level++)
    for (let s = 0; s < 5; s++)
      for (let d = 0; d < 3; d++)
        for (let v = 0; v < 2; v++)
          for (let tricks = 0; tricks <= 13; tricks++)
            table[((((level - 1) * 5 + s) * 3 + d) * 2 + v) * 14 + tricks] = scoreContract({
              level,
              strain: STRAINS[s],
              doubling: DOUBLINGS[d],
              vulnerable: v === 1,
              tricks,
            }).total;
  return table;
}

export function loopTable(table, x) {
  let sum = 0;
  for (let i = 0; i < x.n; i++)
    sum += table[((((x.level[i] - 1) * 5 + x.strain[i]) * 3 + x.doubling[i]) * 2 + x.vulnerable[i]) * 14 + x.tricks[i]];
  return sum;
}

export function loopScoreTotal(scoreTotal, x) {
  let sum = 0;
  for (let i = 0; i < x.n; i++)
    sum += scoreTotal(x.level[i], STRAINS[x.strain[i]], DOUBLINGS[x.doubling[i]], x.vulnerable[i] === 1, x.tricks[i]);
  return sum;
}

export function loopScoreContract(scoreContract, x) {
  let sum = 0;
  for (let i = 0; i < x.n; i++) {
    sum += scoreContract({
      level: x.level[i],
      strain: STRAINS[x.strain[i]],
      doubling: DOUBLINGS[x.doubling[i]],
      vulnerable: x.vulnerable[i] === 1,
      tricks: x.tricks[i],
    }).total;
  }
  return sum;
}

/** bridge-scorer takes a contract object: one per contract, made before the clock starts. */
export function peerContracts() {
  const contracts = [];
  for (let level = 1; level <= 7; level++)
    for (let s = 0; s < 5; s++)
      for (let d = 0; d < 3; d++) contracts.push({ level, denomination: STRAINS[s], risk: DOUBLINGS[d] });
  return contracts;
}

export function loopPeer(contractTricks, contracts, x) {
  let sum = 0;
  for (let i = 0; i < x.n; i++) {
    sum += contractTricks(
      contracts[(x.level[i] - 1) * 15 + x.strain[i] * 3 + x.doubling[i]],
      x.vulnerable[i] === 1,
      x.tricks[i],
    );
  }
  return sum;
}

export function loopParseAndScore(parseContract, scoreTotal, texts, x) {
  let sum = 0;
  for (let i = 0; i < x.n; i++) {
    const parsed = parseContract(texts[i]);
    if (!parsed.ok || parsed.value.passedOut) continue;
    const c = parsed.value;
    sum += scoreTotal(c.level, c.strain, c.doubling, x.vulnerable[i] === 1, c.level + 6 + (c.result ?? 0));
  }
  return sum;
}

/** Best of `runs` timings, in ms, with the last checksum. */
export function best(runs, work) {
  return bestOfRounds(runs, { work }).work;
}

/**
 * The best of `runs` timings of each contender, taken in rounds (each contender once a round) rather
 * than one contender's runs back to back: this machine has bursts of a few seconds when everything
 * runs slower, and a burst then costs every contender one round instead of costing one contender all
 * of its runs, which is what skews a ratio.
 */
export function bestOfRounds(runs, works) {
  const results = Object.fromEntries(
    Object.keys(works).map((name) => [name, { ms: Number.POSITIVE_INFINITY, check: 0 }]),
  );
  for (let r = 0; r < runs; r++) {
    for (const [name, work] of Object.entries(works)) {
      const start = performance.now();
      const check = work();
      const result = results[name];
      result.ms = Math.min(result.ms, performance.now() - start);
      result.check = check;
    }
  }
  return results;
}

/** A table looked up from the contract's own fields (strain and doubling as text), as a caller holding a parsed contract would. */
export function loopTableByFields(table, x) {
  let sum = 0;
  for (let i = 0; i < x.n; i++) {
    const strain = STRAINS[x.strain[i]];
    const doubling = DOUBLINGS[x.doubling[i]];
    const s = strain === 'C' ? 0 : strain === 'D' ? 1 : strain === 'H' ? 2 : strain === 'S' ? 3 : 4;
    sum += table[((((x.level[i] - 1) * 5 + s) * 3 + doubling.length) * 2 + x.vulnerable[i]) * 14 + x.tricks[i]];
  }
  return sum;
}
