// The popup's dictionaries (extension/words/<lang>/first-view.ts and views.ts): every language words every key with the
// same values as English, its plurals have the forms its language's rules choose, and a score says the
// same arithmetic in every language.
import { describe, expect, it } from 'vitest';
import { messageValues } from '../../core/i18n/index';
import { formatMessage, LANGUAGES, type Language } from '../../core/index';
import { firstView as daFirst } from '../../extension/words/da/first-view';
import { views as daViews } from '../../extension/words/da/views';
import { firstView as deFirst } from '../../extension/words/de/first-view';
import { views as deViews } from '../../extension/words/de/views';
import { firstView as enFirst } from '../../extension/words/en/first-view';
import { views as enViews } from '../../extension/words/en/views';
import { firstView as esFirst } from '../../extension/words/es/first-view';
import { views as esViews } from '../../extension/words/es/views';
import { firstView as frFirst } from '../../extension/words/fr/first-view';
import { views as frViews } from '../../extension/words/fr/views';
import { firstView as it_First } from '../../extension/words/it/first-view';
import { views as it_Views } from '../../extension/words/it/views';
import { firstView as nlFirst } from '../../extension/words/nl/first-view';
import { views as nlViews } from '../../extension/words/nl/views';
import { firstView as plFirst } from '../../extension/words/pl/first-view';
import { views as plViews } from '../../extension/words/pl/views';
import { firstView as svFirst } from '../../extension/words/sv/first-view';
import { views as svViews } from '../../extension/words/sv/views';

const da = { ...daFirst, ...daViews };
const de = { ...deFirst, ...deViews };
const en = { ...enFirst, ...enViews };
const es = { ...esFirst, ...esViews };
const fr = { ...frFirst, ...frViews };
const it_ = { ...it_First, ...it_Views };
const nl = { ...nlFirst, ...nlViews };
const pl = { ...plFirst, ...plViews };
const sv = { ...svFirst, ...svViews };

const POPUP: { readonly [L in Language]: { readonly [key: string]: string } } = {
  en,
  fr,
  de,
  nl,
  it: it_,
  es,
  pl,
  sv,
  da,
};
const KEYS = Object.keys(en) as (keyof typeof en)[];

describe.each(LANGUAGES.filter((l) => l !== 'en'))('the popup’s words in %s', (language) => {
  const words = POPUP[language];

  it('word every key with the values English takes, and no English sentence left as it is', () => {
    for (const key of KEYS) {
      expect(messageValues(words[key] as string), key).toEqual(messageValues(en[key]));
    }
    // A few sentences no other language writes the same way.
    for (const key of ['score.empty', 'deal.checkPassedOut', 'options.nextOnly', 'common.notLoaded'] as const)
      expect(words[key], key).not.toBe(en[key]);
  });

  it('have a form for each plural category its language uses', () => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const key of KEYS) {
      const message = words[key] as string;
      for (const plural of message.matchAll(/\{\s*\w+\s*,\s*plural\s*,/g)) {
        const block = message.slice(plural.index);
        for (const category of categories)
          if (category !== 'other' && category !== 'zero' && category !== 'two')
            expect(block, `${key}: ${category}`).toMatch(new RegExp(`\\b${category}\\s*\\{`));
      }
    }
  });
});

describe('the plurals read as the language says them', () => {
  it('Polish: 1 wpadka, 3 wpadki, 5 wpadek (one, few, many)', () => {
    expect([1, 3, 5, 22].map((count) => formatMessage(pl['score.down'], { count }, 'pl'))).toEqual([
      '1 wpadka',
      '3 wpadki',
      '5 wpadek',
      '22 wpadki',
    ]);
  });

  it('French: 1 levée de mieux, 2 levées de mieux', () => {
    const over = (count: number) => formatMessage(fr['score.item.overtricks'], { points: count * 30, count }, 'fr');
    expect([over(1), over(2)]).toEqual(['30 pour 1 levée de mieux', '60 pour 2 levées de mieux']);
  });

  it('English stays as the core has always said it', () => {
    const made = (result: number) =>
      formatMessage(
        en['score.says.made'],
        { result, doubling: 'none', vulnerable: 'no', parts: '…', total: 0 },
        'en',
      ).split(',')[0];
    expect([made(0), made(1), made(2)]).toEqual(['Made exactly', 'Made with 1 overtrick', 'Made with 2 overtricks']);
  });
});
