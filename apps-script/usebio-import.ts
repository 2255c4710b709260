/**
 * Importing a results file of either kind: a USEBIO file (recognised by its root element) read to the
 * same session a PBN file reads to and written to the same sheets, its pairs' players and national
 * numbers beside their names, ranked as the club programs that write it rank; anything else as PBN.
 */
import {
  firstOf,
  isScoredResult,
  type PbnSession,
  rankedTravellers,
  type SessionResult,
  scoreTravellers,
} from '../core/index';
import { directorsChanges, parseUsebio, usebioSession } from '../core/table/usebio/index';
import { looksLikeUsebio } from '../core/table/usebio/read';
import { say, sayPlaced } from './cells';
import type { SolveBudget } from './dd-tables';
import { type LockLike, type SpreadsheetLike, withLock } from './evening/sheet-api';
import { deadline, SOLVING_MS } from './import-pars';
import { aboutCells } from './pairs-evening/about';
import { type ImportAnswer, importPbnResults, prepareSession } from './pbn-import';

/**
 * The session with the director's changes its file holds (directorsChanges, scored as the ranking scores
 * the session) kept as points given each pair on its board: a `Pen` row a line, which the Results sheet
 * shows and publishing reads back, and the session's points, which the ranking adds. Also how many lines.
 */
function withDirectorsChanges(session: PbnSession): { readonly session: PbnSession; readonly lines: number } {
  const rule = session.scoring ?? { scoring: 'matchpoints' as const };
  const ranked = session.results.filter(isScoredResult);
  // Scored as the import's ranking scores them (rankPairs), Neuberg-factored or not.
  const scored = (neuberg: boolean) => scoreTravellers(ranked, rankedTravellers({ ...rule, neuberg }));
  const changes = directorsChanges(ranked, scored(true), scored(false));
  if (changes.length === 0) return { session, lines: 0 };
  const [nsKey, ewKey] = rule.scoring === 'matchpoints' ? (['nsMp', 'ewMp'] as const) : (['nsImps', 'ewImps'] as const);
  const rows: SessionResult[] = changes.map(({ result, ns, ew }) => ({
    ...(result.board === undefined ? {} : { board: result.board }),
    ...(result.ns === undefined ? {} : { ns: result.ns }),
    ...(result.ew === undefined ? {} : { ew: result.ew }),
    unscored: 'Pen',
    recorded: { [nsKey]: ns, [ewKey]: ew },
    line: result.line,
  }));
  const points = changes.flatMap(({ result, ns, ew }) => [
    ...(ns === 0 || result.ns === undefined ? [] : [{ pair: result.ns, direction: 'NS' as const, points: ns }]),
    ...(ew === 0 || result.ew === undefined ? [] : [{ pair: result.ew, direction: 'EW' as const, points: ew }]),
  ]);
  return {
    session: { ...session, results: [...session.results, ...rows], points: [...(session.points ?? []), ...points] },
    lines: changes.length,
  };
}

/** Reads a USEBIO file and writes its results, pairs and ranking, each to a new sheet. */
export function importUsebioResults(
  ss: SpreadsheetLike,
  lock: LockLike,
  text: string,
  budget: SolveBudget = { stop: deadline(SOLVING_MS) },
): ImportAnswer {
  const event = parseUsebio(String(text ?? ''));
  const session = event.ok ? usebioSession(event.value) : event;
  if (!session.ok) return { ok: false, message: say('pbn.failed', { error: sayPlaced(session.error) }) };
  // Compscore, EBUScore and the other club programs rank as club programs do; a line's points the
  // director changed stand as the file gives them.
  const changed = withDirectorsChanges(session.value);
  // The club and event as the file gives them, kept for a file written again: the federation's details.
  const { club, details } = event.ok ? event.value : { club: { name: '', number: '' }, details: undefined };
  const about =
    details === undefined
      ? []
      : aboutCells({
          name: details.description,
          date: details.date,
          club: club.name,
          clubNumber: club.number,
          section: '',
          eventId: details.id,
          masterpointScale: details.masterpointScale,
          masterpointType: details.masterpointType,
          charge: details.charge,
          contact: [details.contact.name, details.contact.email, details.contact.phone]
            .filter((part) => part !== '')
            .join(', '),
          usebioVersion: event.ok && event.value.version === '1.3' ? '1.3' : '1.2',
        });
  const write = prepareSession(changed.session, [], 'club', budget, about);
  const unread = event.ok ? (event.value.unreadDeals ?? []) : [];
  const leftOut =
    unread.length === 0 ? '' : ` ${say('import.unreadDeals', { count: unread.length, boards: firstOf(unread, 10) })}`;
  const changes = changed.lines === 0 ? '' : ` ${say('import.filePoints', { count: changed.lines })}`;
  const handicaps = event.ok && event.value.handicapped === true ? ` ${say('import.handicaps')}` : '';
  return withLock(lock, () => ({
    ok: true,
    value: null,
    message: `${write(ss)}${changes}${handicaps}${leftOut}`,
  }));
}

/** A results file's text imported as what it is: USEBIO by its root element, else PBN. */
export function importResultsText(
  ss: SpreadsheetLike,
  lock: LockLike,
  text: string,
  budget: SolveBudget = { stop: deadline(SOLVING_MS) },
): ImportAnswer {
  const given = String(text ?? '');
  return looksLikeUsebio(given)
    ? importUsebioResults(ss, lock, given, budget)
    : importPbnResults(ss, lock, given, budget);
}
