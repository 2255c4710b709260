// ICU messages as translators write them, with each language's plural rules (CLDR's, as Intl has them).
import { describe, expect, it } from 'vitest';
import { formatMessage, messageText, messageValues } from '../../../core/i18n/message';

const POLISH_TRICKS = '{count, plural, one {# lewa} few {# lewy} many {# lew} other {# lewy}}';

describe('formatMessage', () => {
  it('puts values in by name, as text', () => {
    expect(formatMessage('{bid} by {seat}', { bid: '4S', seat: 'N' }, 'en')).toBe('4S by N');
    // A value that looks like a message stays text: what a user typed never becomes one.
    expect(formatMessage('"{input}"', { input: '{count, plural, other {x}}' }, 'en')).toBe(
      '"{count, plural, other {x}}"',
    );
  });

  it('chooses English plurals: one for 1, other for the rest', () => {
    const message = '{count, plural, one {# overtrick} other {# overtricks}}';
    expect([0, 1, 2].map((count) => formatMessage(message, { count }, 'en'))).toEqual([
      '0 overtricks',
      '1 overtrick',
      '2 overtricks',
    ]);
  });

  it('chooses Polish one, few and many as the language counts', () => {
    // 1 lewa, 2–4 lewy, 5–21 lew, 22–24 lewy again, 25 lew: CLDR's rules for Polish.
    expect([1, 2, 4, 5, 12, 21, 22, 25].map((count) => formatMessage(POLISH_TRICKS, { count }, 'pl'))).toEqual([
      '1 lewa',
      '2 lewy',
      '4 lewy',
      '5 lew',
      '12 lew',
      '21 lew',
      '22 lewy',
      '25 lew',
    ]);
  });

  it('chooses French one for 0 and 1', () => {
    const message = '{count, plural, one {# levée} other {# levées}}';
    expect([0, 1, 2].map((count) => formatMessage(message, { count }, 'fr'))).toEqual([
      '0 levée',
      '1 levée',
      '2 levées',
    ]);
  });

  it('takes an exact number before the rules, and a select by word', () => {
    const message = '{count, plural, =0 {made exactly} one {# over} other {# over}}';
    expect(formatMessage(message, { count: 0 }, 'en')).toBe('made exactly');
    const select = '{side, select, we {We} they {They} other {?}}';
    expect(formatMessage(select, { side: 'they' }, 'en')).toBe('They');
    expect(formatMessage(select, { side: 'x' }, 'en')).toBe('?');
  });

  it('reads quoted braces as text', () => {
    expect(formatMessage("'{'x'}' {n}", { n: 1 }, 'en')).toBe('{x} 1');
    // An apostrophe in a word stays one: French elides, and no translator should have to double it.
    expect(formatMessage("l'atout {n}, l''entame", { n: 2 }, 'fr')).toBe("l'atout 2, l'entame");
  });

  it('names the values a message takes, nested ones too', () => {
    expect(messageValues(`{player}: ${POLISH_TRICKS}`)).toEqual(['count', 'player']);
  });
});

describe('messageText', () => {
  it('is the literal text of every form, without value names or form keys', () => {
    const words = (message: string) => messageText(message).split(/\s+/).filter(Boolean);
    expect(words('Total {imps} to {team} over {played, plural, one {# board} other {# boards}}')).toEqual([
      'Total',
      'to',
      'over',
      'board',
      'boards',
    ]);
    expect(words('{seat, select, N {N} other {W}}')).toEqual(['N', 'W']);
  });
});
