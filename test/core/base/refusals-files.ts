// The corpus's files: PBN text and backup files, read by the core's file readers into the same list of
// refusals (refusals.ts) that problem-codes.test.ts checks.

import { parseLanguage } from '../../../core/i18n/languages';
import { buggerEngine, chicagoEngine, parseBackup, rubberEngine } from '../../../core/index';
import { BACKUP_FORMAT } from '../../../core/sessions/index';
import { parsePbn, readPbnBoard, readPbnSession, readPbnSessions } from '../../../core/table/pbn/index';
import { collect } from './refusals';

// PBN files and the boards in them.
const pbn = [
  '[Board 3',
  'Board "3"]',
  '[Board "3"]\nhello',
  'hello\n[Board "3"]',
  '[Board "3"]\n\n\nhello',
  '[Board "3"]\n{ cut off here',
  '[Board "0"]',
  '[Board "1234567890"]',
  '[Dealer "Q"]',
  '[Vulnerable "Nonee"]',
  '[Deal "N:AKQ"]',
  '[Contract "9S"]',
  '[Contract "4S"]\n[Declarer "N"]\n[Result "15"]',
  '[Contract "4S"]\n[Declarer "N"]\n[Result "2"]',
  '[Contract "1C"]\n[Declarer "N"]\n[Result "0"]',
  '[Auction "N"]\n9S',
  '[Auction "N"]\n1S 1C',
  '[Play "W"]\nS1',
  '[Score "lots"]',
  `[Score "NS ${'9'.repeat(30)}"]`,
  '[OptimumResultTable "x"]\nN NT',
  '[OptimumResultTable "x"]\nN NT 14',
  '[ScoreTable "Names"]\n"Ann - Bob',
];
for (const text of pbn) {
  const games = parsePbn(text);
  collect(games);
  if (games.ok) for (const game of games.value) collect(readPbnBoard(game));
}

// PBN files as pairs sessions: a traveller without its board, its columns or rows wrong, an entry that
// is no contract, a scoring that is no pairs session's.
const traveller = '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]';
const sessions = [
  `${traveller}\n1 2 4S N 10`,
  '[Board "1"]\n[ScoreTable "Pair Id"]\n1',
  '[Board "1"]\n[ScoreTable "PairId;PairId"]\n1 1',
  `[Board "1"]\n${traveller}\n1 2 4S N`,
  `[Board "1"]\n${traveller}\n1 2 9S N 10`,
  '[Board "1"]\n[Scoring "BAM"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "10"]',
];
for (const text of sessions) {
  const games = parsePbn(text);
  if (games.ok) collect(readPbnSession(games.value));
}
// One event dealing a board number two ways.
const dealt = (deal: string) =>
  `[Event "Club"]\n[Board "1"]\n[Deal "${deal}"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "10"]`;
const twoDeals = parsePbn(
  [
    dealt('N:AKQJ.AKQ.AK.AKQ2 T987.JT9.QJT.JT9 6543.876.987.876 2.5432.65432.543'),
    dealt('N:2.5432.65432.543 AKQJ.AKQ.AK.AKQ2 T987.JT9.QJT.JT9 6543.876.987.876'),
  ].join('\n\n'),
);
if (twoDeals.ok) collect(readPbnSessions(twoDeals.value));

// Backup files and the kept sessions in them.
const keptRubber = (fields: object) => ({
  id: 'a',
  kind: 'rubber',
  session: { format: 'bridge-scorer/rubber', version: 1, settings: { honors: true }, events: [] },
  ...fields,
});
const backupOf = (fields: object) =>
  JSON.stringify({ format: BACKUP_FORMAT, version: 1, history: [], current: {}, ...fields });
const backupEngines = { rubber: rubberEngine, chicago: chicagoEngine, bugger: buggerEngine };
const backups = [
  'x'.repeat(10_000_001),
  '{',
  '{"format":"other"}',
  backupOf({ version: 9 }),
  backupOf({ history: {} }),
  backupOf({ history: [keptRubber({ id: '../x' })] }),
  backupOf({ history: [keptRubber({ kind: 'poker' })] }),
  backupOf({ history: [keptRubber({ kind: 'match' })] }),
  backupOf({ history: [keptRubber({ ended: 'yesterday' })] }),
  backupOf({ history: [keptRubber({ names: 'We' })] }),
  backupOf({ history: [keptRubber({ names: ['We', { a: 1 }] })] }),
  backupOf({ history: [7] }),
  backupOf({ current: [] }),
  backupOf({ current: { poker: {} } }),
  backupOf({ current: { chicago: keptRubber({}) } }),
  backupOf({ current: { rubber: keptRubber({ id: '' }) } }),
  backupOf({ aside: {} }),
  backupOf({ aside: [{ key: 'x' }] }),
];
for (const text of backups) collect(parseBackup(text, backupEngines));
// A set-aside value nested deeper than a backup keeps: JSON.parse reads it, JSON.stringify cannot.
const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
collect(
  parseBackup(
    backupOf({ aside: [] }).replace(
      '"aside":[]',
      `"aside":[{"key":"x","when":"2026-11-02T19:30:00Z","problem":"p","value":${deep}}]`,
    ),
    backupEngines,
  ),
);

// A language a setting names that is not one of ours.
collect(parseLanguage('xx'));
