// The faces never take a core message apart: a problem reaches them as parts (its code, reason, input,
// params and place), and each face composes its own sentence from those or words it by formatProblem /
// formatReason. A pattern or a slice applied to a message breaks as soon as the core words it otherwise
// (or in another language), so any such use in a face's source fails here.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../source-files';

const ROOT = join(import.meta.dirname, '..', '..');
const FACES = ['extension', 'apps-script'];

// What a pattern or a cut of text is applied with.
const TAKING_APART =
  'replace|replaceAll|match|matchAll|slice|substring|substr|split|startsWith|endsWith|indexOf|search|charAt|at';

/** The ways a face could take a core message apart, each with what it looks like in the source. */
const PATTERNS: readonly (readonly [what: string, pattern: RegExp])[] = [
  ['a message taken apart', new RegExp(`\\.message\\s*\\??\\.\\s*(?:${TAKING_APART})\\s*\\(`)],
  // A message passed on under its own name (a prop, a parameter) is still the core's words.
  ['a message held by name taken apart', new RegExp(`(?:^|[^\\w.$])message\\s*\\??\\.\\s*(?:${TAKING_APART})\\s*\\(`)],
  ["a result's error taken apart", new RegExp(`\\.error\\s*\\??\\.\\s*(?:${TAKING_APART})\\s*\\(`)],
  ["a problem's reason taken apart", new RegExp(`\\.reason\\s*\\??\\.\\s*(?:${TAKING_APART})\\s*\\(`)],
  [
    'the words of formatProblem or formatReason taken apart',
    new RegExp(`format(?:Problem|Reason)\\([^()]*\\)\\s*\\.\\s*(?:${TAKING_APART})\\s*\\(`),
  ],
  ['a pattern tested against a message', /\.(?:test|exec)\(\s*[\w.]*\.(?:message|error|reason)\b/],
  ['problemOf, which cut the quoted input off a message', /\bproblemOf\s*\(/],
];

/** Each place in `text` that takes a message apart: its line and what it does. */
function findings(text: string): string[] {
  const found: string[] = [];
  for (const [n, line] of text.split('\n').entries()) {
    for (const [what, pattern] of PATTERNS)
      if (pattern.test(line)) found.push(`line ${n + 1}: ${what}: ${line.trim()}`);
  }
  return found;
}

describe('no face takes a core message apart with a pattern', () => {
  it('the patterns are found where they are written', () => {
    expect(findings("setProblem(next.error.message.replace(/^event \\d+: /, ''));")).toHaveLength(1);
    expect(findings('return refuse(after.error.replace(/^Deals row \\d+: /, ""));')).toHaveLength(1);
    expect(findings('problem(cell, problemOf(read.error))')).toHaveLength(1);
    expect(findings("scored.error.startsWith('the tricks')")).toHaveLength(1);
    expect(findings('formatProblem(p).slice(4)')).toHaveLength(1);
    expect(findings('const upper = message.charAt(0).toUpperCase() + message.slice(1);')).toHaveLength(1);
    expect(findings('props.message.at(-1)')).toHaveLength(1);
    expect(findings('setProblem(formatReason(next.error));')).toEqual([]);
  });

  for (const face of FACES) {
    it(`${face}/ words every problem from its parts`, () => {
      const files = filesUnder(join(ROOT, face), /\.(ts|tsx|js|mjs|html)$/);
      expect(files.length).toBeGreaterThan(10);
      const wrong = files.flatMap((file) =>
        findings(readFileSync(file, 'utf8')).map((found) => `${relative(ROOT, file)} ${found}`),
      );
      expect(wrong).toEqual([]);
    });
  }
});
