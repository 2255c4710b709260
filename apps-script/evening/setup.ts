/**
 * Setting up an evening: Players, Deals (round 1's rows), Seating, Tallies and Tally cards, from the
 * sidebar's form.
 */
import { placed, problem } from '../../core/base/problem';
import { newProgressive, SEATS, type Seat, seededRandom, shuffled } from '../../core/index';
import { say } from '../cells';
import { type Answer, refuse } from './answer';
import { DEAL_HEADERS, HEADER_ROW, NEW_DEAL_COLUMNS, placeCells, readDealColumns } from './deal-columns';
import { claimSheets, writeDerived } from './derived';
import { dealsMessage, readEvening } from './evening';
import {
  type EveningSettings,
  FIRST_DEAL_ROW,
  PLAYER_HEADERS,
  roundRowCells,
  SHEET_NAMES,
  settingsCells,
  settingsRow,
} from './layout';
import { playerCountProblem } from './player-count';
import {
  type LockLike,
  madeByOthers,
  mark,
  pad,
  type SpreadsheetLike,
  type Value,
  withLock,
  writeBlock,
} from './sheet-api';
import { namesOf, viewOf } from './view';

export interface SetupForm {
  readonly players: readonly string[];
  /** 'listed': table by table in the order given, N E S W; 'random': drawn like tally cards. */
  readonly seating: 'listed' | 'random';
  readonly seed?: number;
  readonly partScorePremium: 50 | 100;
  readonly honors: boolean;
  readonly progression: EveningSettings['progression'];
  /** Set when the director agreed to replace sheets of the same names. */
  readonly replace?: boolean;
}

/**
 * Whether a Deals sheet of the add-on's holds an entered deal: a declarer, in its column found by header.
 * A layout that cannot be read is taken to hold some, so that replacing it is asked first.
 */
function dealsEntered(values: readonly (readonly Value[])[]): boolean {
  const columns = readDealColumns(values[HEADER_ROW - 1] ?? []);
  if (!columns.ok) return values.length >= FIRST_DEAL_ROW;
  const declarer = columns.value.at.Declarer - 1;
  return values.slice(FIRST_DEAL_ROW - 1).some((row) => String(row[declarer] ?? '') !== '');
}

/** The evening's sheets that setting up would replace: someone else's, or an evening with deals entered. */
function wouldReplace(ss: SpreadsheetLike): string[] {
  const replaced: string[] = [];
  for (const name of SHEET_NAMES) {
    const sheet = ss.getSheetByName(name);
    if (sheet === null) continue;
    if (madeByOthers(name, sheet)) replaced.push(say('replace.notOurs', { sheet: name }));
    else if (name === 'Deals' && dealsEntered(sheet.getDataRange().getValues()))
      replaced.push(say('replace.dealsEntered', { sheet: name }));
  }
  return replaced;
}

/**
 * Starts an evening: Players, Deals (round 1's rows), Seating, Tallies and Tally cards. Sheets of those
 * names that Bridge Scorer did not make, or an evening already under way, are replaced only when the
 * director has said yes (`replace`).
 */
export function setupEvening(ss: SpreadsheetLike, lock: LockLike, form: SetupForm): Answer {
  const names = form.players.map((name) => String(name).trim()).filter((name) => name !== '');
  const count = playerCountProblem(names.length);
  if (count !== null) return refuse(count);
  const order = form.seating === 'random' ? shuffled(names, seededRandom(form.seed ?? Date.now())) : names;
  const created = newProgressive({
    players: order,
    partScorePremium: form.partScorePremium,
    honors: form.honors,
    progression: form.progression,
  });
  if (!created.ok) return refuse(placed(created.error, { field: 'players' }));
  return withLock(lock, () => {
    if (!form.replace) {
      const replaced = wouldReplace(ss);
      if (replaced.length > 0)
        return refuse(
          problem('would-replace', `These sheets would be replaced: ${replaced.join(', ')}. Replace them?`, {
            params: { sheets: replaced },
            where: { field: 'replace' },
          }),
        );
    }
    const settings = { partScorePremium: form.partScorePremium, honors: form.honors, progression: form.progression };
    const session = created.value;
    const tables = namesOf(order, session.settings.seating);
    const firstDealers = tables.map((): Seat => 'N');
    // Agreed: the director said to replace the five sheets, so they start empty and become the add-on's.
    if (form.replace) for (const name of SHEET_NAMES) ss.getSheetByName(name)?.clear();
    const sheets = claimSheets(ss, SHEET_NAMES);
    if (!sheets.ok) return refuse(sheets.error);
    for (const name of SHEET_NAMES) sheets.value[name].clear();
    const players = order.map((name, i) => [i + 1, name, Math.floor(i / 4) + 1, SEATS[i % 4] as Seat]);
    writeBlock(sheets.value.Players, pad([[mark('Players')], settingsCells(settings), PLAYER_HEADERS, ...players], 6));
    const deals = sheets.value.Deals;
    writeBlock(deals, [
      pad([settingsRow(settings)], DEAL_HEADERS.length)[0] as Value[],
      [...DEAL_HEADERS],
      ...roundRowCells(1, tables, firstDealers).map((cells) => placeCells(NEW_DEAL_COLUMNS, cells)),
    ]);
    const evening = readEvening(deals.getDataRange().getValues());
    if (!evening.ok) return refuse(dealsMessage(evening.error));
    writeDerived(sheets.value, evening.value);
    return {
      ok: true,
      value: viewOf(evening.value),
      message: say('status.eveningSetUp', { tables: tables.length, players: order.length }),
    };
  });
}
