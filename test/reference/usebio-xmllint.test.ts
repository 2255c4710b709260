// The USEBIO files we write, read by libxml2's xmllint (Debian's libxml2-utils, installed by .ci/run):
// well-formed as declared (ISO-8859-1, references for the rest), and holding the same pairs, national
// numbers and traveller lines as the club program's file they were imported from. No public copy of the
// USEBIO DTD was found (docs/exchange.md), so `--valid` has nothing to check against; --nonet keeps
// xmllint from fetching the DOCTYPE's address.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resultsFiles } from '../../apps-script/publish/publish';
import { importResultsText } from '../../apps-script/usebio-import';
import { fakePropertiesService } from '../apps-script/fake-properties';
import { FakeLock, FakeSpreadsheet } from '../apps-script/fake-spreadsheet';

/** No solving: the par the import works out is tested in pbn-import.test.ts; here it would only cost time. */
const NO_SOLVING = { stop: () => true };

const folder = mkdtempSync(join(tmpdir(), 'usebio-'));

/** xmllint's answer to an XPath expression over a file; throws (failing the test) on a file it refuses. */
const xpath = (file: string, expression: string): string =>
  execFileSync('xmllint', ['--nonet', '--xpath', expression, file], { encoding: 'utf8' }).trim();

const FILES = ['compscore-mp_pairs_mitchell_adjusted_02', 'compscore-butler_mitchell', 'compscore-cross_imp_howell'];

describe('our USEBIO files, as xmllint reads them', () => {
  for (const name of FILES)
    it(`${name}: well-formed, the same pairs, numbers and lines`, () => {
      const original = `test/fixtures/usebio/${name}.xml`;
      const ss = new FakeSpreadsheet();
      expect(importResultsText(ss, new FakeLock(), readFileSync(original, 'latin1'), NO_SOLVING).ok).toBe(true);
      const files = resultsFiles(ss, 'Results', false, fakePropertiesService(new Map()).getDocumentProperties());
      const ours = join(folder, `${name}.xml`);
      writeFileSync(ours, files.ok ? (files.value.usebio ?? '') : '', 'latin1');
      // Well-formed: xmllint prints nothing and exits 0.
      expect(execFileSync('xmllint', ['--nonet', '--noout', ours], { encoding: 'utf8' })).toBe('');
      for (const expression of [
        'count(//PARTICIPANTS/PAIR)',
        'count(//TRAVELLER_LINE)',
        'count(//PLAYER/NATIONAL_ID_NUMBER)',
        'count(//HANDSET/BOARD/HAND)',
        'string(//HANDSET/BOARD[BOARD_NUMBER = 7]/HAND[DIRECTION = "West"]/HEARTS)',
        'sum(//TRAVELLER_LINE[number(SCORE) = SCORE]/SCORE)',
        // The winners (one a direction in a Mitchell), by their players' numbers, in any order.
        'sum(//PAIR[PLACE = 1]/PLAYER/NATIONAL_ID_NUMBER)',
        'sum(//PAIR[PLACE = 2]/PLAYER/NATIONAL_ID_NUMBER)',
      ])
        expect([expression, xpath(ours, expression)]).toEqual([expression, xpath(original, expression)]);
    });

  it('reads a name outside ASCII back as the character it is', () => {
    const file = join(folder, 'names.xml');
    writeFileSync(
      file,
      '<?xml version="1.0" encoding="ISO-8859-1"?>\r\n<USEBIO Version="1.2"><N>Zo&#235; &#197;ngstr&#246;m</N></USEBIO>\r\n',
      'latin1',
    );
    expect(execFileSync('xmllint', ['--nonet', '--xpath', 'string(//N)', file], { encoding: 'utf8' }).trim()).toBe(
      'Zo\u00eb \u00c5ngstr\u00f6m',
    );
  });
});
