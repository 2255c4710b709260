// Invisible formatting characters (Unicode category Cf, and the emoji variation selectors) are never a
// text's content: every reader of user text drops them by the one rule of core/base/text.ts, so a
// zero-width non-joiner is read as a zero-width space is.
import { describe, expect, it } from 'vitest';
import { parseVulnerability } from '../../../core/hand/index';
import {
  parseBoardNumber,
  parseCard,
  parseContract,
  parseHonors,
  parseNumber,
  parseYesNo,
  SIDE_WORDS,
} from '../../../core/index';
import { parseCall } from '../../../core/table/index';

// U+200B zero-width space, U+200C zero-width non-joiner, U+200D zero-width joiner, U+200E left-to-right
// mark, U+2060 word joiner, U+FEFF byte-order mark, U+FE0F emoji variation selector.
const INVISIBLES = ['\u200B', '\u200C', '\u200D', '\u200E', '\u2060', '\uFEFF', '\uFE0F'];

describe('one rule for invisible characters in every text reader', () => {
  it('reads 4S with a zero-width non-joiner or a zero-width space as 4S made exactly', () => {
    // 4 spades made exactly, as docs/rules.md writes it: level 4, spades, undoubled, result 0.
    const made = { ok: true, value: { level: 4, strain: 'S', doubling: '', result: 0 } };
    expect(parseContract('4S\u200C=')).toMatchObject(made);
    expect(parseContract('4S\u200B=')).toMatchObject(made);
  });

  for (const mark of INVISIBLES) {
    const shown = `U+${mark.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
    it(`drops ${shown} wherever a player may paste it`, () => {
      expect(parseContract(`3N${mark}T${mark}X-1`)).toMatchObject({ ok: true, value: { level: 3, strain: 'NT' } });
      expect(parseCall(`1${mark}S`)).toEqual({ ok: true, value: { type: 'bid', level: 1, strain: 'S' } });
      expect(parseCard(`S${mark}A`)).toEqual({ ok: true, value: { suit: 'S', rank: 'A' } });
      expect(parseBoardNumber(`1${mark}2`)).toEqual({ ok: true, value: 12 });
      expect(parseVulnerability(`N${mark}S`)).toEqual({ ok: true, value: 'NS' });
      expect(parseYesNo(`YES${mark}`)).toEqual({ ok: true, value: true });
      expect(parseNumber(`4${mark}20`)).toEqual({ ok: true, value: 420 });
      expect(parseHonors(`NS${mark} 100`, SIDE_WORDS)).toEqual({ ok: true, value: { side: 'NS', points: 100 } });
    });
  }
});
