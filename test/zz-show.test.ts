import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { wordProblem } from '../core/i18n/problem-words';
import { PROBLEMS as fr } from '../core/i18n/problems/fr';
import { PROBLEMS as de } from '../core/i18n/problems/de';
import { PROBLEMS as nl } from '../core/i18n/problems/nl';
import { problems } from './core/base/refusals';
import './core/base/refusals-files';
import './core/base/refusals-movements';
import './core/base/refusals-solver';
import './core/base/refusals-deal-text';
it('show', () => {
  for (const [n, w] of [['fr', fr], ['de', de], ['nl', nl]] as const)
    writeFileSync(`/tmp/pa/out-${n}.txt`, problems.map((p) => `${p.code}\t${wordProblem(p, w)}`).join('\n'));
});
