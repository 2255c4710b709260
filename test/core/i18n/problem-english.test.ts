// English worded from a problem's parts gives back the core's own sentence, for every refusal the corpus
// draws from every reader and engine: so each code's English message takes exactly the values another
// language's takes, and nothing a sentence says is missing from its parts.
import { describe, expect, it } from 'vitest';
import { formatProblem, formatReason, type Problem, problem, under, within } from '../../../core/base/problem';
import { parseLanguage } from '../../../core/i18n/languages';
import { messageValues } from '../../../core/i18n/message';
import { messageKey, wordProblem, wordReason } from '../../../core/i18n/problem-words';
import { PROBLEMS as EN } from '../../../core/i18n/problems/en';
import { problems } from './problem-corpus';

describe('English worded from the parts', () => {
  it('gives back formatProblem and formatReason for every refusal of the corpus', () => {
    expect(problems.length).toBeGreaterThan(300);
    const wrong: string[] = [];
    for (const found of problems) {
      if (wordProblem(found, EN) !== formatProblem(found))
        wrong.push(`${found.code}: ${wordProblem(found, EN)} ≠ ${formatProblem(found)}`);
      if (wordReason(found, EN) !== formatReason(found))
        wrong.push(`${found.code}: ${wordReason(found, EN)} ≠ ${formatReason(found)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives every refusal of the corpus each value its message takes', () => {
    const lacking: string[] = [];
    for (const found of problems)
      for (const name of messageValues(EN.codes[messageKey(found)] ?? '')) {
        const param = name.replace(/_(or|and|count|quoted)$/, '');
        const has =
          param === 'part'
            ? found.part !== undefined || found.params?.part !== undefined
            : found.params?.[param] !== undefined;
        if (!has) lacking.push(`${found.code}: ${param}`);
      }
    expect([...new Set(lacking)]).toEqual([]);
  });

  it('names the cause of every whole that carries its part in English words', () => {
    const causeless = problems.filter(
      (found) => typeof found.params?.part === 'string' && found.part === undefined && found.cause === undefined,
    );
    expect(causeless.map((found) => found.code)).toEqual([]);
    const hand = problems.find((found) => found.code === 'hands-hand');
    expect(hand?.cause).toBe('hand-suits');
  });

  it('names the hand a LIN deal is refused for as its holder', () => {
    const lin = problems.filter((found) => found.code.startsWith('lin-') && / hand: /.test(found.reason));
    expect(new Set(lin.map((found) => found.code))).toEqual(new Set(['lin-card-twice', 'lin-rank', 'lin-suit']));
    for (const found of lin) expect(found.params?.holder, found.reason).toBe(found.reason[0]);
  });

  it('has a message for every code the corpus draws and its parts, and no other', () => {
    const keys = new Set<string>();
    const visit = (found: Problem) => {
      keys.add(
        ['bad-settings', 'bad-event', 'impossible-event'].includes(found.code) ? (found.cause ?? '') : found.code,
      );
      if (found.part !== undefined) visit(found.part);
      else if (found.cause !== undefined) keys.add(found.cause);
    };
    for (const found of problems) visit(found);
    // A board's rescoring and a drawn card that is not one are worded within their wholes only.
    // A language the Options or a sheet names that is not one, read by parseLanguage.
    for (const code of ['board-score', 'drawn-card', 'language']) keys.add(code);
    expect(Object.keys(EN.codes).sort()).toEqual([...keys].sort());
  });

  it('words a part and the place of the whole around it', () => {
    const level = problem('level', 'level must be 1–7', { input: '8S', params: { min: 1, max: 7 } });
    const draw = under(level, "player 3's draw", { code: 'draw', params: { player: 3 } });
    const placedDraw = within(draw, 'bad-event', { event: 1 });
    expect(wordProblem(placedDraw, EN)).toBe(`event 2: player 3's draw: "8S": level must be 1–7`);
    expect(placedDraw.part).toMatchObject({ code: 'level', input: '8S' });
    // A value the part gives last goes with the part, itself kept.
    const bid = problem('bid-whole', 'a bid is a whole number, 0 or more', { params: { not: '3.5' } });
    const entry = under(bid, 'entry 2', { code: 'backup-entry', params: { entry: 2 } });
    expect(entry.part).toEqual(bid);
    expect(wordProblem(entry, EN)).toBe('entry 2: a bid is a whole number, 0 or more, not 3.5');
    expect(JSON.parse(JSON.stringify(placedDraw))).toEqual(placedDraw);
  });

  it('words a language that is not one', () => {
    const read = parseLanguage('xx');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(wordProblem(read.error, EN)).toBe(formatProblem(read.error));
    expect(wordProblem(read.error, EN)).toBe('"xx": language must be en, fr, de, nl, it, es, pl, sv or da');
  });

  it('words a call’s and a card’s place, and who played the card first', () => {
    const call = problem('insufficient-bid', 'insufficient after 2S', {
      input: '1H',
      params: { bid: '2S' },
      where: { call: 1, seat: 'E' },
    });
    expect(wordProblem(call, EN)).toBe('"1H" by E (call 2): insufficient after 2S');
    const card = problem('not-in-hand', 'does not hold it', { input: 'S2', where: { trick: 2, card: 3, seat: 'W' } });
    expect(wordProblem(card, EN)).toBe('"S2" (trick 3, card 4): W does not hold it');
  });
});
