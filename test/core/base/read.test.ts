// The JSON readers that several kinds of session share: each refusal is pinned word for word, since
// the faces show these words to a player whose saved file or settings were refused.
import { describe, expect, test } from 'vitest';
import { readNames } from '../../../core/base/read';
import { newBugger, newProgressive } from '../../../core/index';
import { worded, wordsOf } from '../../support';

describe('readNames: the players of saved settings', () => {
  test.each([
    ['kept trimmed', ['Ann', ' Bob '], false, { ok: true, value: ['Ann', 'Bob'] }],
    ['a blank name, by number', ['Ann', '  '], false, { ok: false, error: 'player 2 needs a name, not "  "' }],
    ['a name that is not text', ['Ann', 7], false, { ok: false, error: 'player 2 needs a name, not 7' }],
    ['two alike, when they may be', ['Ann', 'ann'], false, { ok: true, value: ['Ann', 'ann'] }],
    [
      'two alike but for case and spaces, when they must differ',
      ['Ann', ' ann'],
      true,
      { ok: false, error: 'two players are called "ann"; give each a different name' },
    ],
    // Read in order: the second player's problem comes before the third's.
    [
      'the first problem in order',
      ['Ann', 'ann', ''],
      true,
      { ok: false, error: 'two players are called "ann"; give each a different name' },
    ],
  ])('%s', (_, names, distinct, expected) => {
    expect(wordsOf(readNames(names, distinct))).toEqual(expected);
  });

  test('Bugger and Progressive refuse a player without a name in the same words', () => {
    const problem = {
      ok: false,
      error: {
        code: 'bad-settings',
        cause: 'player-needs-name',
        reason: 'player 3 needs a name, not ""',
        params: { player: 3, value: '""' },
        where: { settings: true },
        message: 'settings: player 3 needs a name, not ""',
      },
    };
    expect(worded(newBugger({ players: ['Ann', 'Bob', ''] }))).toEqual(problem);
    expect(worded(newProgressive({ players: ['Ann', 'Bob', '', 'Dan'] }))).toEqual(problem);
  });
});
