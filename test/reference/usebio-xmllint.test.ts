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
import { usebioTeams } from '../../core/teams/usebio';
import { formatTeamsUsebio } from '../../core/teams/usebio-write';
import { fakePropertiesService } from '../apps-script/fake-properties';
import { FakeLock, FakeSpreadsheet } from '../apps-script/fake-spreadsheet';
import { EVENT, HEADER } from '../core/teams/teams-files-event';
import { must } from '../support';

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

// A teams event's file (core/teams/usebio-write.ts), its figures worked by hand in teams-files-event.ts.
describe("a teams event's USEBIO file, as xmllint reads it", () => {
  it('is well-formed and holds the teams, players, matches and boards worked by hand', () => {
    const ours = join(folder, 'teams.xml');
    writeFileSync(ours, formatTeamsUsebio(must(usebioTeams(EVENT, HEADER))), 'latin1');
    expect(execFileSync('xmllint', ['--nonet', '--noout', ours], { encoding: 'utf8' })).toBe('');
    const expected: [string, string][] = [
      ['string(/USEBIO/EVENT/@EVENT_TYPE)', 'TEAMS'],
      ['count(//PARTICIPANTS/TEAM)', '3'],
      ['sum(//PARTICIPANTS/TEAM/TOTAL_SCORE)', '64'],
      ['string(//TEAM[PLACE = 1]/@TEAM_NAME)', 'Cedar'],
      ['string(//TEAM[@TEAM_ID = 2]/@TEAM_NAME)', 'Birch & Co'],
      ['string(//TEAM[@TEAM_ID = 2]/PLAYER/PLAYER_NAME)', 'Zo\u00eb \u00c5str\u00f6m'],
      ['string(//PLAYER[PLAYER_NAME = "Ann Ash"]/NATIONAL_ID_NUMBER)', '0748821'],
      ['count(//MATCH)', '2'],
      ['string(//MATCH[ROUND_NUMBER = 1]/TEAM_SCORE)', '16'],
      ['string(//MATCH[ROUND_NUMBER = 2]/OPPOSING_TEAM_SCORE)', '16'],
      ['count(//MATCH[ROUND_NUMBER = 2]/BOARD)', '0'],
      ['count(//MATCH/BOARD/TRAVELLER_LINE)', '4'],
      ['sum(//MATCH/BOARD/IMPS)', '11'],
      ['sum(//MATCH/BOARD/TRAVELLER_LINE/SCORE)', String(420 - 50 - 400 - 430)],
    ];
    for (const [expression, value] of expected)
      expect([expression, xpath(ours, expression)]).toEqual([expression, value]);
  });
});
