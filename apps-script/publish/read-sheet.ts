/**
 * A results sheet read back as a pairs session, to publish: the imported `Results` sheet or the typed
 * `Pairs results` template, its columns found by their headers (Board, N/S pair, E/W pair, N/S score;
 * Contract, Declarer, Tricks or Result, Dealer, Vulnerability when there), the pairs' names from a
 * Names column beside them or a `Pairs` sheet, and its scoring from row 1 (`Scoring: IMP;Butler`;
 * matchpoints when it says none and has no N/S IMPs columns).
 */

import { problem } from '../../core/base/problem';
import { err, ok } from '../../core/base/result';
import {
  type Adjusted,
  isSeat,
  type PbnSession,
  parseAdjusted,
  parseBoardNumber,
  parseDeal,
  parseHandRow,
  parseVulnerability,
  pbn,
  type Result,
  type SessionPair,
  type SessionResult,
  SIDE_WORDS,
} from '../../core/index';
import { mark, type SheetLike, type SpreadsheetLike, type Value } from '../evening/sheet-api';
import { IMPS_RANKED_LABEL, IMPS_RANKED_WORDS, type ImpsRanked, SCORING_LABEL } from '../import-sheets';
import { type EveningAbout, eveningTitle, readAboutCells } from '../pairs-evening/about';
import { PAIRS_EVENING } from '../pairs-evening/layout';

const text = (value: Value | undefined): string => (value === undefined ? '' : String(value).trim());

/** The columns a sheet's header row names, by header in lower case. */
function headerOf(rows: readonly (readonly Value[])[]): { row: number; at: Map<string, number> } | undefined {
  for (let r = 0; r < Math.min(rows.length, 3); r++) {
    const at = new Map<string, number>();
    (rows[r] ?? []).forEach((cell, c) => {
      const name = text(cell).toLowerCase();
      if (name !== '' && !at.has(name)) at.set(name, c);
    });
    if (at.has('board') && at.has('n/s pair') && at.has('e/w pair') && at.has('n/s score')) return { row: r, at };
  }
  return undefined;
}

/** A contract from a row's cells, when they say one the core can read: for the published traveller. */
function contractOf(
  contract: string,
  declarer: string,
  result: string,
  tricks: boolean,
): SessionResult['contract'] | undefined {
  if (contract === '') return undefined;
  const read = parseHandRow(
    { contract, ...(result === '' ? {} : { result }), ...(declarer === '' ? {} : { declarer }) },
    tricks ? { resultIs: 'tricks' } : {},
  );
  return read.ok ? read.value.hand : undefined;
}

/**
 * The names block of a header row: `Pair | Direction | Names` or `Pair | Names` side by side, found as
 * a block so that another table's headers on the same row (the ranking's own Pair and Names) are never
 * mixed with it. The last such block on the row is the one typed (the ranking spills before it).
 */
function namesBlock(header: readonly Value[]): { pair: number; direction?: number; names: number } | undefined {
  const names = header.map((cell) => text(cell).toLowerCase());
  let found: { pair: number; direction?: number; names: number } | undefined;
  names.forEach((name, c) => {
    if (name !== 'pair') return;
    if (names[c + 1] === 'direction' && names[c + 2] === 'names') found = { pair: c, direction: c + 1, names: c + 2 };
    else if (names[c + 1] === 'names') found = { pair: c, names: c + 1 };
  });
  return found;
}

/** The pairs of a names block, from the rows below its header. */
function namesOf(rows: readonly (readonly Value[])[], headerRow: number): SessionPair[] {
  const block = namesBlock(rows[headerRow] ?? []);
  if (block === undefined) return [];
  const pairs: SessionPair[] = [];
  for (const row of rows.slice(headerRow + 1)) {
    const pair = text(row[block.pair]);
    if (pair === '') continue;
    const side = block.direction === undefined ? undefined : SIDE_WORDS[text(row[block.direction]).toUpperCase()];
    pairs.push({ pair, ...(side === undefined ? {} : { direction: side }), names: text(row[block.names]) });
  }
  return pairs;
}

/** A results sheet's session, and for IMPs how row 1 says its pairs are ranked (blank: as PAIRRANKING ranks). */
export type SheetSession = PbnSession & {
  readonly imps?: ImpsRanked;
  /** The sheet the pairs' names (and players' numbers) are kept on, when it is not this one. */
  readonly pairsSheet?: string;
};

/**
 * The scoring row 1 of a results sheet states (after its mark), and how its IMP pairs are ranked. A
 * sheet with N/S IMPs columns must say which IMPs they are (Butler or cross-IMPs): never guessed. IMPs
 * columns said to be matchpoints, or a word not read, is refused, quoting the cell.
 */
function scoringOf(
  sheet: string,
  first: readonly Value[],
  impColumns: boolean,
): Result<{ rule?: NonNullable<PbnSession['scoring']>; ranked?: ImpsRanked }> {
  const labelled = (label: string) => {
    const found = first
      .slice(1)
      .map(text)
      .find((cell) => cell.toLowerCase().startsWith(label.toLowerCase()));
    return found === undefined ? undefined : { cell: found, value: found.slice(label.length).trim() };
  };
  const stated = labelled(SCORING_LABEL);
  if (stated === undefined)
    return impColumns
      ? err(
          problem(
            'imp-session',
            `"${sheet}" has N/S IMPs columns but does not say how they are scored: add a cell "Scoring: IMP;Butler" or "Scoring: IMP;Cross" to row 1`,
            { params: { sheet } },
          ),
        )
      : ok({});
  const read = pbn.parsePbnScoring(stated.value);
  if (!read.ok)
    return err(
      problem(
        'sheet-scoring',
        `row 1 of "${sheet}" says "${stated.cell}": write "Scoring: MatchPoints", "Scoring: IMP;Butler" or "Scoring: IMP;Cross"`,
        { params: { sheet, cell: stated.cell } },
      ),
    );
  const rule = { ...read.value, text: stated.value };
  // The figures a sheet holds are worked out again when it is published, so a typed sheet with no IMPs
  // columns may say it is IMPs; IMPs columns said to be matchpoints are a contradiction.
  if (rule.scoring === 'matchpoints' && impColumns)
    return err(
      problem(
        'scoring-columns',
        `row 1 of "${sheet}" says "${stated.cell}", but its columns are N/S IMPs and E/W IMPs`,
        {
          params: { sheet, cell: stated.cell },
        },
      ),
    );
  const ranking = labelled(IMPS_RANKED_LABEL);
  if (ranking === undefined || rule.scoring === 'matchpoints') return ok({ rule });
  const ranked = (Object.keys(IMPS_RANKED_WORDS) as ImpsRanked[]).find(
    (key) => IMPS_RANKED_WORDS[key].toLowerCase() === ranking.value.toLowerCase(),
  );
  if (ranked === undefined)
    return err(
      problem(
        'imps-ranked',
        `row 1 of "${sheet}" says "${ranking.cell}": write "IMPs ranked by: total" or "IMPs ranked by: IMPs a board"`,
        { params: { sheet, cell: ranking.cell } },
      ),
    );
  return ok({ rule, ranked });
}

/**
 * The session a results sheet holds, or why it holds none. A row counts when it has a board and an N/S
 * score (a number, or an adjusted score as the functions read one); a score cell holding a message (a
 * row BRIDGESCORE could not score) refuses the whole, naming its row, since a published result must be
 * every result. The session's `scoring` and `imps` are row 1's (see scoringOf).
 */
export function readResultsSheet(ss: SpreadsheetLike, sheet: SheetLike): Result<SheetSession> {
  const rows = sheet.getDataRange().getValues();
  const found = headerOf(rows);
  if (found === undefined)
    return err(
      problem(
        'not-results',
        `"${sheet.getName()}" has no results to publish: its headers need Board, N/S pair, E/W pair and N/S score`,
        { params: { sheet: sheet.getName() } },
      ),
    );
  const { row: headerRow, at } = found;
  const cell = (row: readonly Value[], name: string) => {
    const c = at.get(name);
    return c === undefined ? '' : text(row[c]);
  };
  const tricks = at.has('tricks');
  const scoring = scoringOf(sheet.getName(), rows[0] ?? [], at.has('n/s imps'));
  if (!scoring.ok) return scoring;
  const imps = scoring.value.rule !== undefined && scoring.value.rule.scoring !== 'matchpoints';
  // A Pen row's points stand in the figure columns of the session's scoring.
  const [nsPoints, ewPoints] = imps ? ['n/s imps', 'e/w imps'] : ['n/s mps', 'e/w mps'];
  const results: SessionResult[] = [];
  const points: { pair: string; direction: 'NS' | 'EW'; points: number }[] = [];
  for (let r = headerRow + 1; r < rows.length; r++) {
    const row = rows[r] as Value[];
    const boardText = cell(row, 'board');
    const scoreText = cell(row, 'n/s score');
    // A row without a score whose matchpoints stand is points the director gave outside any board
    // (the import's Pen row): added to the pairs' totals, as the import's own ranking adds them.
    if (scoreText === '' && /^"pen"/i.test(cell(row, 'note'))) {
      const [nsPair, ewPair] = [cell(row, 'n/s pair'), cell(row, 'e/w pair')];
      const [nsMp, ewMp] = [Number(cell(row, nsPoints) || Number.NaN), Number(cell(row, ewPoints) || Number.NaN)];
      for (const [direction, pair, given] of [
        ['NS', nsPair, nsMp],
        ['EW', ewPair, ewMp],
      ] as const)
        if (pair !== '' && Number.isFinite(given) && given !== 0) points.push({ pair, direction, points: given });
      // Kept as the row it is, so that the PBN file written from the sheet carries it too.
      const board = parseBoardNumber(boardText);
      if (board.ok)
        results.push({
          board: board.value,
          ...(nsPair === '' ? {} : { ns: nsPair }),
          ...(ewPair === '' ? {} : { ew: ewPair }),
          unscored: 'Pen',
          recorded: imps
            ? {
                ...(Number.isFinite(nsMp) ? { nsImps: nsMp } : {}),
                ...(Number.isFinite(ewMp) ? { ewImps: ewMp } : {}),
              }
            : { ...(Number.isFinite(nsMp) ? { nsMp } : {}), ...(Number.isFinite(ewMp) ? { ewMp } : {}) },
          line: r + 1,
        });
      continue;
    }
    if (scoreText === '') continue;
    // What is wrong with the row is kept as a code (`fault`) beside the English, for other languages.
    const refuseRow = (what: string, fault: 'noBoard' | 'onePair' | 'notResult') =>
      err(
        problem('unpublishable-row', `row ${r + 1} of "${sheet.getName()}" ${what}: fix it first`, {
          params: { row: r + 1, sheet: sheet.getName(), fault },
        }),
      );
    if (boardText === '') return refuseRow('has a score but no board number', 'noBoard');
    if (cell(row, 'n/s pair') === '' || cell(row, 'e/w pair') === '')
      return refuseRow('has a score but not both pairs', 'onePair');
    const fouled = /^(\d{1,9})\s*([a-z])$/i.exec(boardText);
    const board = parseBoardNumber(fouled === null ? boardText : (fouled[1] as string));
    const score = Number(scoreText);
    const adjusted: Adjusted | undefined = Number.isFinite(score)
      ? undefined
      : (() => {
          const read = parseAdjusted(scoreText);
          return read.ok ? read.value : undefined;
        })();
    if (!board.ok || (!Number.isFinite(score) && adjusted === undefined))
      return refuseRow('is not a result to publish', 'notResult');
    const ns = cell(row, 'n/s pair');
    const ew = cell(row, 'e/w pair');
    const contract = contractOf(
      cell(row, 'contract'),
      cell(row, 'declarer'),
      cell(row, tricks ? 'tricks' : 'result'),
      tricks,
    );
    const dealt = cell(row, 'deal') === '' ? undefined : parseDeal(cell(row, 'deal'));
    const dealer = cell(row, 'dealer');
    const vulnerability = parseVulnerability(cell(row, at.has('vulnerability') ? 'vulnerability' : 'vul'));
    results.push({
      board: board.value,
      ...(fouled === null ? {} : { group: (fouled[2] as string).toLowerCase() }),
      ...(isSeat(dealer) ? { dealer } : {}),
      ...(vulnerability.ok ? { vulnerability: vulnerability.value } : {}),
      ...(dealt?.ok ? { deal: dealt.value } : {}),
      ...(ns === '' ? {} : { ns }),
      ...(ew === '' ? {} : { ew }),
      ...(contract === undefined ? {} : { contract }),
      ...(adjusted === undefined ? { score } : { adjusted }),
      ...(cell(row, 'lead') === '' ? {} : { lead: cell(row, 'lead') }),
      line: r + 1,
    });
  }
  // The names: a block beside the results (the template's U–W), else the Pairs sheet the import wrote
  // with these results, named beside the mark, or the one a pairs evening names its pairs by; never
  // another session's Pairs sheet.
  const [first, event, date, pairsSheet] = (rows[0] ?? []).map(text);
  const evening = first === mark(PAIRS_EVENING);
  const imported = !evening && first?.startsWith('Bridge Scorer · ') === true && headerRow > 0;
  const pairs = namesOf(rows, headerRow);
  const namesSheet = imported ? pairsSheet : evening ? 'Pairs' : undefined;
  if (pairs.length === 0 && namesSheet) {
    const pairRows = ss.getSheetByName(namesSheet)?.getDataRange().getValues() ?? [];
    const pairHeader = pairRows.findIndex((line) => namesBlock(line) !== undefined);
    if (pairHeader >= 0) pairs.push(...namesOf(pairRows, pairHeader));
  }
  // The players and their numbers: the names' sheet, or for a typed session the club's own Pairs sheet
  // (one the import made, marked, belongs to another session).
  const clubPairs = ss.getSheetByName('Pairs')?.getRange(1, 1, 1, 1).getValues()[0]?.[0];
  const playersSheet =
    namesSheet ||
    (!imported && !evening && clubPairs !== undefined && !text(clubPairs).startsWith('Bridge Scorer · ')
      ? 'Pairs'
      : undefined);
  // An imported sheet keeps its event and date beside its mark in row 1; an evening, its name and place.
  const about = imported
    ? { ...(event ? { event } : {}), ...(date ? { date } : {}) }
    : evening
      ? eveningSession(readAboutCells(rows[0] ?? []))
      : {};
  const { rule, ranked } = scoring.value;
  return ok({
    ...about,
    ...(rule === undefined ? {} : { scoring: rule }),
    results,
    pairs,
    ...(points.length === 0 ? {} : { points }),
    ...(ranked === undefined ? {} : { imps: ranked }),
    ...(playersSheet ? { pairsSheet: playersSheet } : {}),
  });
}

/**
 * A pairs evening's name and place as a session carries them to the page and the PBN file: the event
 * (an untitled evening says so), the date as PBN writes it (`2026.12.03`), the club as its site.
 */
function eveningSession(about: EveningAbout | undefined): Pick<PbnSession, 'event' | 'date' | 'site'> {
  return {
    event: eveningTitle(about),
    ...(about?.date ? { date: about.date.replaceAll('-', '.') } : {}),
    ...(about?.club ? { site: about.club } : {}),
  };
}
