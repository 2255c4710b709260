// The corpus's double-dummy refusals: deals and positions the solver cannot take, and a solve past its
// budget, read into the same list of refusals (refusals.ts) that problem-codes.test.ts checks.
import { solveDeal, solvePosition } from '../../../core/solver/index';
import { type Card, parseDeal } from '../../../core/table/card';
import { collect } from './refusals';

const deal = (text: string) => {
  const parsed = parseDeal(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};
const full = deal('N:AKQJ.AKQJ.AKQ.AK T987.T987.JT9.QJ 6543.6543.876.T9 2.2.5432.8765432');
collect(
  solveDeal(deal('N:AKQJ.AKQJ.AKQ.AKQ T987.T987.JT9.J 6543.6543.876.T9 2.2.5432.8765432')),
  solveDeal({ ...full, N: [...full.N.slice(1), { suit: 'S', rank: '2' }] }),
  solveDeal({ ...full, N: [...full.N.slice(1), { suit: 'X' as 'S', rank: 'A' }] }),
  solveDeal(full, { budget: 1 }),
  solveDeal(deal('N:KT976.4.KT6.T862 Q8.QT83.8742.A74 52.K975.A95.QJ93 AJ43.AJ62.QJ3.K5'), { stop: () => true }),
  solvePosition({ hands: full, trump: 'NT', leader: 'N', played: full.E.slice(0, 4) }),
  solvePosition({ hands: { N: [], E: [], S: [], W: [] }, trump: 'NT', leader: 'N' }),
  solvePosition({ hands: full, trump: 'nt' as 'NT', leader: 'N' }),
  solvePosition({ hands: full, trump: 'NT', leader: 'X' as 'N' }),
  solvePosition({ hands: { ...full, N: full.N.slice(1) }, trump: 'NT', leader: 'N', played: [full.N[1] as Card] }),
  solvePosition({
    hands: { ...full, N: full.N.slice(1), E: full.E.slice(1) },
    trump: 'NT',
    leader: 'N',
    played: [full.N[0] as Card, full.N[0] as Card],
  }),
  solvePosition({
    hands: { ...full, N: full.N.slice(1), E: full.E.slice(0, 12) },
    trump: 'NT',
    leader: 'N',
    played: [full.N[0] as Card, full.E[12] as Card],
  }),
);
