// Every language words every problem the core gives: one message a code, taking the values English's
// takes, each a whole ICU message, and the words of every place.
import { describe, expect, it } from 'vitest';
import { formatProblem, type Problem } from '../../../core/base/problem';
import { parseHandRow } from '../../../core/hand/row';
import { formatMessage, messageValues } from '../../../core/i18n/message';
import { type ProblemWords, wordProblem, wordReason } from '../../../core/i18n/problem-words';
import { PROBLEMS as da } from '../../../core/i18n/problems/da';
import { PROBLEMS as de } from '../../../core/i18n/problems/de';
import { PROBLEMS as en } from '../../../core/i18n/problems/en';
import { PROBLEMS as es } from '../../../core/i18n/problems/es';
import { PROBLEMS as fr } from '../../../core/i18n/problems/fr';
import { PROBLEMS as italian } from '../../../core/i18n/problems/it';
import { PROBLEMS as nl } from '../../../core/i18n/problems/nl';
import { PROBLEMS as pl } from '../../../core/i18n/problems/pl';
import { PROBLEMS as sv } from '../../../core/i18n/problems/sv';
import { parseTableResult } from '../../../core/results/match';
import { problems } from './problem-corpus';

/** The languages whose problems are worded here (the others' are checked alike once written). */
const LANGUAGES: readonly ProblemWords[] = [fr, de, nl, italian, es, pl, sv, da];

/** A value a message takes, as the param it comes from: `tables_or`, `tables_count` are `tables`. */
const param = (name: string): string => name.replace(/_(or|and|count|quoted)$/, '');
const params = (message: string): string[] => [...new Set(messageValues(message).map(param))].sort();

/** Values of every name a message may take, for a message to be formatted whole. */
const sample = (message: string) =>
  Object.fromEntries(messageValues(message).map((name) => [name, name.endsWith('_count') ? 2 : 'x']));

describe.each(LANGUAGES)('the problems in $language', (words) => {
  it('word exactly the codes English words', () => {
    expect(Object.keys(words.codes).sort()).toEqual(Object.keys(en.codes).sort());
  });

  it('take the values English’s message takes, a code at a time', () => {
    const differ = Object.entries(en.codes)
      .filter(
        ([code, message]) =>
          words.codes[code] !== undefined && params(words.codes[code] as string).join() !== params(message).join(),
      )
      .map(([code, message]) => `${code}: ${params(message).join()} ≠ ${params(words.codes[code] as string).join()}`);
    expect(differ).toEqual([]);
  });

  it('are whole messages: nothing left in braces once formatted', () => {
    const broken = Object.entries(words.codes)
      .map(([code, message]) => [code, formatMessage(message, sample(message), words.language)] as const)
      .filter(([, text]) => /[{}#]/.test(text.replace(/'\{ N, E, S, W '\}|\{ N, E, S, W \}|\{ side, points \}/g, '')))
      .map(([code, text]) => `${code}: ${text}`);
    expect(broken).toEqual([]);
  });

  it('have the words of every place and of lists, each taking English’s values', () => {
    expect(words.places).toBeDefined();
    for (const [place, message] of Object.entries(en.places ?? {}))
      expect([place, messageValues(words.places?.[place as keyof typeof en.places] ?? '')]).toEqual([
        place,
        messageValues(message),
      ]);
    expect(words.or).toMatch(/^\p{L}+$/u);
    expect(words.and).toMatch(/^\p{L}+$/u);
  });

  it('word every refusal of the corpus, never in English', () => {
    const english: string[] = [];
    for (const found of problems) {
      const said = wordProblem(found, words);
      expect(said).not.toMatch(/\{[a-z_]+\}/i);
      if (said === formatProblem(found) && /[a-z]{4}/.test(found.reason)) english.push(`${found.code}: ${said}`);
    }
    expect(english).toEqual([]);
  });
});

describe.each(LANGUAGES)('the parts of wholes in $language', (words) => {
  it('are worded in the language too, never left in English', () => {
    const english = problems
      .filter((found) => typeof found.params?.part === 'string')
      .filter((found) => wordProblem(found, words).includes(found.params?.part as string))
      .map((found) => `${found.code}: ${wordProblem(found, words)}`);
    expect(english).toEqual([]);
  });
});

describe('a problem lacking a value its message takes', () => {
  it('is said in the core’s own words rather than with a hole', () => {
    const lin = problems.find((found) => found.code === 'lin-suit');
    expect(lin).toBeDefined();
    if (lin === undefined) return;
    expect(wordProblem(lin, fr)).toBe(
      '"1AS,S2,S3" : main de S : une main commence par une lettre de couleur : S, H, D ou C',
    );
    const { holder: _seat, ...lacking } = lin.params ?? {};
    expect(wordProblem({ ...lin, params: lacking }, fr)).toBe(
      `"1AS,S2,S3" : S's hand: a hand starts with a suit letter: S, H, D or C`,
    );
  });
});

describe('a problem in French', () => {
  const level: Problem = { code: 'level', reason: 'level must be 1–7', input: '8S', params: { min: 1, max: 7 } };

  it('says its place, its input and what is wrong in French', () => {
    expect(wordProblem({ ...level, where: { event: 2 } }, fr)).toBe(
      'événement 3 : "8S" : le palier doit être de 1 à 7',
    );
    expect(wordReason(level, fr)).toBe('"8S" : le palier doit être de 1 à 7');
  });

  it('counts in French plurals, and lists with “ou”', () => {
    const over = { code: 'overtricks', reason: '', params: { bid: '6NT', max: 1 } };
    expect(wordReason(over, fr)).toBe('6NT ne peut faire que 1 levée de mieux au plus');
    const kinds = { code: 'movement-kind', reason: '', params: { kinds: ['Mitchell', 'Howell'] } };
    expect(wordReason(kinds, fr)).toBe('un mouvement est Mitchell ou Howell');
  });
});

describe('a missing declarer, asked for in the letters of the notation the entry is read in', () => {
  // French letters West O, German East O, Dutch East O and South Z (docs/notation.md): a message that
  // listed N, E, S or W would ask a German player for an E the reader does not take.
  it('a French row with N/S vulnerable and no declarer: N, E, S ou O', () => {
    const read = parseHandRow({ contract: '4P=', vulnerability: 'NS' }, { notation: 'fr' });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(wordReason(read.error, fr)).toMatch(/le déclarant \(N, E, S ou O\)/);
  });

  it('a German team match cell with no declarer: N, O, S oder W', () => {
    const read = parseTableResult('4P=', 'de');
    expect(read.ok).toBe(false);
    if (!read.ok) expect(wordReason(read.error, de)).toMatch(/\(N, O, S oder W\)/);
  });

  it('a Dutch cell worded in English: the reason names N, O, Z or W', () => {
    const read = parseTableResult('3SA+1', 'nl');
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.reason).toBe('add the declarer (N, O, Z or W), as in 4S= N');
  });
});
