import { describe, expect, it } from 'vitest';
import { formatPbn, formatProblem, parsePbn } from '../../../core/index';
import {
  type PbnTag,
  parsePbnColumns,
  parsePbnScoring,
  readPbnSession,
  readPbnTable,
} from '../../../core/table/pbn/index';

/** The one tag of that name in a one-game text. */
const tagIn = (text: string, name: string): PbnTag => {
  const games = parsePbn(text);
  if (!games.ok) throw new Error(formatProblem(games.error));
  const tag = games.value[0]?.tags.find((t) => t.name === name);
  if (tag === undefined) throw new Error(`no [${name}]`);
  return tag;
};

describe('PBN tables: columns in the tag, a row a line', () => {
  it('reads the columns of PBN 2.1 §5: a name, \\ and a width, L or R, a sort order in front', () => {
    const columns = parsePbnColumns('+Rank\\2R;PairId;Names\\40L;-TotalScoreMP\\5');
    expect(columns.ok && columns.value).toEqual([
      { name: 'Rank', width: 2, align: 'R', sort: '+' },
      { name: 'PairId' },
      { name: 'Names', width: 40, align: 'L' },
      { name: 'TotalScoreMP', width: 5, sort: '-' },
    ]);
    const bad = parsePbnColumns('Rank;Pair Id');
    expect(bad.ok || formatProblem(bad.error)).toMatch(/^"Pair Id": a column is a name/);
    const twice = parsePbnColumns('Rank;Rank');
    expect(twice.ok || twice.error.code).toBe('pbn-column-twice');
  });

  it('reads quoted entries with spaces and semicolons as one, and - as none', () => {
    const tag = tagIn(
      [
        '[Board "1"]',
        '[TotalScoreTable "Rank\\2R;PairId\\2R;Names\\30L;TotalPercentage"]',
        ' 1 19 "Leif-Erik Hoel Stabell - Gerd Skaarud" 60.65',
        ' 2  4 "A \\"Bee\\" ; {not a comment}" -',
      ].join('\n'),
      'TotalScoreTable',
    );
    const table = readPbnTable(tag);
    expect(table.ok && table.value.rows).toEqual([
      {
        entries: { Rank: '1', PairId: '19', Names: 'Leif-Erik Hoel Stabell - Gerd Skaarud', TotalPercentage: '60.65' },
        line: 3,
      },
      { entries: { Rank: '2', PairId: '4', Names: 'A "Bee" ; {not a comment}' }, line: 4 },
    ]);
  });

  it('refuses a row one entry short with its line, rather than shifting every entry after it', () => {
    const tag = tagIn(
      ['[Board "1"]', '[ScoreTable "PairId_NS;PairId_EW;Score_NS"]', '1 2 420', '3 4', '5 6 170'].join('\n'),
      'ScoreTable',
    );
    const table = readPbnTable(tag);
    expect(table.ok || formatProblem(table.error)).toBe(
      '"3 4": this row has 2 entries for 3 columns (line 4, [ScoreTable])',
    );
  });

  it('refuses a quoted entry never closed, naming its line', () => {
    const games = parsePbn('[Board "1"]\n[TotalScoreTable "Names"]\n"Ann - Bob\n');
    expect(games.ok || formatProblem(games.error)).toBe('"\\"Ann - Bob": this quoted text is never closed (line 3)');
  });

  it('writes a quoted entry back as one token', () => {
    const games = parsePbn('[Board "1"]\n[TotalScoreTable "PairId;Names"]\n1 "Ann Lee - Bob Ray"\n');
    if (!games.ok) throw new Error(formatProblem(games.error));
    const again = parsePbn(formatPbn(games.value));
    expect(again.ok && again.value[0]?.tags[1]?.section).toEqual(['1', '"Ann Lee - Bob Ray"']);
  });
});

describe('[Scoring] as a pairs session is scored', () => {
  it.each([
    ['MP', { scoring: 'matchpoints' }],
    ['MatchPoints;MP1', { scoring: 'matchpoints' }],
    ['IMP;Cross', { scoring: 'cross-imps', cross: 'sum' }],
    ['IMP', { scoring: 'cross-imps', cross: 'sum' }],
    ['IMP;Cross;Average', { scoring: 'cross-imps', cross: 'average' }],
    ['IMP;Butler-2;Mean', { scoring: 'butler', halves: 'away' }],
    ['Butler', { scoring: 'butler', halves: 'away' }],
  ])('%s', (text, rule) => {
    const read = parsePbnScoring(text);
    expect(read.ok && read.value).toEqual(rule);
  });

  it('refuses a scoring that is not a pairs session, naming what it reads', () => {
    const read = parsePbnScoring('BAM');
    expect(read.ok || formatProblem(read.error)).toBe(
      '"BAM": a pairs session is scored in MP (MatchPoints), IMP;Cross (cross-IMPs) or IMP;Butler',
    );
  });
});

describe('a traveller file without a [TotalScoreTable]', () => {
  it('takes its pairs from the travellers: a Mitchell’s by direction, with the names the rows give', () => {
    const traveller = '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW;Names_NS;Names_EW"]';
    const text = [
      `[Board "1"]\n[Vulnerable "None"]\n${traveller}\n1 1 4S N 10 "420" - "Ann - Bob" "Cy - Di"\n2 2 4S N 9 - "50" - -`,
      `[Board "2"]\n[Vulnerable "NS"]\n${traveller}\n1 2 3NT S 9 "600" - - -\n2 1 3NT S 8 - "100" - -`,
    ].join('\n\n');
    const games = parsePbn(text);
    if (!games.ok) throw new Error(formatProblem(games.error));
    const session = readPbnSession(games.value);
    expect(session.ok && session.value.pairs).toEqual([
      { pair: '1', direction: 'NS', names: 'Ann - Bob' },
      { pair: '1', direction: 'EW', names: 'Cy - Di' },
      { pair: '2', direction: 'NS' },
      { pair: '2', direction: 'EW' },
    ]);
    expect(session.ok && session.value.results.map((r) => [r.board, r.ns, r.ew, r.score])).toEqual([
      [1, '1', '1', 420],
      [1, '2', '2', -50],
      [2, '1', '2', 600],
      [2, '2', '1', -100],
    ]);
  });
});

describe('a file of a game a result, as PbnTools writes JFR’s pages', () => {
  it('reads both players named "Para-7" as pair 7', () => {
    const game = (ns: number, ew: number, tricks: number) =>
      `[Board "1"]\n[West "Para-${ew}"]\n[North "Para-${ns}"]\n[East "Para-${ew}"]\n[South "Para-${ns}"]\n[Vulnerable "None"]\n[Declarer "N"]\n[Contract "4S"]\n[Result "${tricks}"]`;
    const games = parsePbn([game(1, 2, 10), game(3, 14, 9)].join('\n\n'));
    if (!games.ok) throw new Error(formatProblem(games.error));
    const session = readPbnSession(games.value);
    expect(session.ok && session.value.results.map((r) => [r.ns, r.ew, r.score])).toEqual([
      ['1', '2', 420],
      ['3', '14', -50],
    ]);
    expect(session.ok && session.value.pairs.map((pair) => pair.pair)).toEqual(['1', '2', '3', '14']);
  });
});
