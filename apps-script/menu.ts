/**
 * The add-on's menu. Only these touch Apps Script's services, and only through the globals Apps Script
 * provides at run time, so everything else stays testable in Node.
 */

/// <reference types="google-apps-script" />
import { isLanguage, languageOfTags } from '../core/index';
import { listen, say, speaks } from './cells';
import { deadline, SOLVING_MS } from './dd-tables';
import type { SheetLike, SpreadsheetLike } from './evening/sheet-api';
import { fillNumbers } from './members/fill';
import { recordsState, solveEveningRecords } from './pairs-evening/hand-records';
import { solveRemainingBoards } from './resume-pars';
import { teamsEventTemplate } from './teams-event-template';
import { insertTemplate, insertTemplates, type Mark, pairsTemplate, type Template, teamsTemplate } from './templates';
import { eveningLock } from './web-app';
import { LANGUAGE_PROPERTY, NOTATION_PROPERTY } from './words/language';
import { cardsDialog, helpDialog, languageDialog, pbnDialog, publishDialog } from './words/sheet/dialogs';

const HELP = `<style>body{font:14px system-ui,sans-serif}code{background:#f1f3f4;padding:0 3px}li{margin:4px 0}</style>
<p>Bridge Scorer adds these functions. Each takes a single value or a whole column, and fills one cell a row
unless it says otherwise. Where decimals are written with a comma, use <code>;</code> between arguments.</p>
<ul>
<li><code>=BRIDGESCORE("4S", 10, FALSE)</code> → 420; with a declarer, the N/S score: <code>=BRIDGESCORE("3NT", 10, "NS", "E")</code> → -430; a board number as the vulnerability: <code>=BRIDGESCORE("3NT", "+1", 5, "S")</code> → 630</li>
<li><code>=IMPS(420, 170)</code> → 6</li>
<li><code>=RUBBERTOTAL(A2:D40)</code> → We, They, margin in 3 cells (columns: side, contract, result, honors); several rubbers in a row give a row each and a totals row; <code>=RUBBERTOTAL(A2:D40, "NO")</code> leaves honors out</li>
<li><code>=CHICAGOTOTAL(A2:D9)</code> → N/S, E/W, margin in 3 cells (columns: declarer, contract, result, honors); a row a Chicago of four deals, then a totals row</li>
<li>Yes/no options take TRUE/FALSE, YES/NO, Y/N or 1/0; blank is the default; anything else is an error</li>
<li><code>=BOARDVUL(5)</code> → NS; <code>=BOARDDEALER(5)</code> → N</li>
<li><code>=BUGGERSCORE(3, 3)</code> → 13</li>
<li><code>=MATCHPOINTS(420, {620; 420; 420; 170; -50})</code> → 5; <code>=MATCHPOINTS(420, {620; 420; 420; 170; -50}, 2, "EW")</code> → 3 for E/W (a scale of 1 scores 1 and ½); the score must be one of the board's scores; <code>=MATCHPOINTS(H2:H, H2:H, 2, "NS", A2:A)</code> matchpoints a whole evening, each row against its own board (board numbers in A)</li>
<li><code>=CROSSIMPS(620, {620; 420; 420; 170; -50})</code> → 8, not rounded; <code>=BUTLER(620, {620; 420; 420; 170; -50})</code> → 7 (datum to the nearest 10); both take "EW" last for E/W</li>
<li><code>=BOARDMATCHPOINTS(A2:A, H2:H)</code> → both sides' matchpoints and percentages for every row in 4 cells a row, each board against its own results, Neuberg for a board played fewer times</li>
<li><code>=PAIRRANKING(A2:A, C2:C, D2:D, H2:H)</code> → the ranking: Place, Pair, MPs, Max, % (boards, N/S pairs, E/W pairs, N/S scores); a Pairs range (pair, direction, names) as the 5th argument adds Names, and its N/S and E/W rank a Mitchell's pairs apart (or TRUE as the 6th); "IMP" or "Butler" as the 7th ranks IMP pairs, "IMP total" or "Butler total" by total IMPs; a row it cannot read is left out and named in a note after the last pair</li>
<li>Adjusted scores go in the N/S score cell: <code>60/40</code>, <code>Avg+</code>, <code>N/S 420, E/W -450</code>, <code>50% 620 + 50% 420</code>; a fouled board's groups are <code>7a</code>, <code>7b</code>; a pair written Phantom is not ranked</li>
<li><code>=MOVEMENT("Mitchell", 14)</code> → the movement, a row a table a round: Round, Table, N/S, E/W, Boards (kind Mitchell, Mitchell skip, Mitchell relay or Howell; then optional rounds, boards a round and arrow-switch rounds); a pair sitting out is a row whose Table is Sit out. <b>Movement cards…</b> writes the table cards, guide cards and the director's summary</li>
<li><code>=TEAMSRANKING(A2:A, C2:C, D2:D, E2:E, F2:F, 8)</code> → a teams event's ranking: Place, Team, VPs, IMPs +, IMPs −, Played (a matches sheet's round, home, away, both sides' IMPs and boards a match, one number or a column; a row whose Away is Bye is a bye, a row without IMPs a match not played yet); VPs by the WBF scale, or by a club's table as the 7th argument (<code>"0 10-10; 1-2 11-9; 3+ 12-8"</code>); a bye scores the team's average VPs, or the 8th argument's; ties by the IMP quotient, then the match between two teams. <code>=ROUNDROBIN(A2:A9)</code> → a round robin's schedule by the Berger tables, a row a match: Round, Table, Home, Away (a bye's row has Away Bye); TRUE as the 2nd argument plays it twice; <code>=SWISSDRAW(J2:J, A2:A, C2:C, D2:D, E2:E, F2:F, 8)</code> → a Swiss's next round, a row a table: Table, Home, Away (the teams in seeding order, then the matches sheet's columns): the first round top half against bottom half, then teams of about the same standing, never twice, the bye to the lowest-placed team without one</li>
<li><code>=DDTABLE(B2)</code> → the double-dummy table of the deal in B2, written as PBN writes it (<code>N:AKQ2.J5.T98.K43 …</code>): the tricks N, E, S and W take as declarer in NT, ♠, ♥, ♦ and ♣, 5 rows by 6 cells; <code>=PAR(B2:B, A2:A)</code> → each deal's par score for N/S and par contract, 2 cells a row (board numbers in A, or the dealer and the vulnerability as 2nd and 3rd arguments); Sheets gives a call 30 seconds, so split a long column of deals</li>
<li><code>=VP(20, 16)</code> → 15 (the IMP margin and the boards in the match)</li>
</ul>
<p><b>Insert a results sheet</b> lays out a pairs evening of any number of rows (board, pairs, contract,
declarer, result, N/S score, both sides' matchpoints and percentages) with the ranking beside it and the
pairs' names to type; <b>Insert a teams match sheet</b> lays out both tables,
IMPs, the total and VP, provisional until every board started has both tables' scores. Neither replaces a
sheet of the same name. <b>Publish results…</b> saves the active results sheet as a results page and a
PBN file, and writes Ranking, Travellers and Score cards sheets to print.</p>`;

/** The function help in the spreadsheet's language: English as written, or its opening and closing worded. */
function helpPage(): string {
  if (speaks().language === 'en') return HELP;
  const style = HELP.slice(0, HELP.indexOf('</style>') + '</style>'.length);
  const list = HELP.slice(HELP.indexOf('<ul>'), HELP.indexOf('</ul>') + '</ul>'.length);
  return helpDialog(say, style, list);
}

/**
 * Builds the add-on menu when the spreadsheet opens, in the spreadsheet's language. Before the add-on is
 * authorized in a spreadsheet, onOpen may read neither the locale nor the setting: the menu is English.
 */
export function onOpen(): void {
  listen();
  SpreadsheetApp.getUi()
    .createAddonMenu()
    .addItem(say('menu.evening'), 'showEveningSidebar')
    .addItem(say('menu.pbn'), 'showPbnImport')
    .addItem(say('menu.solveRest'), 'solveRemaining')
    .addItem(say('menu.publish'), 'showPublish')
    .addItem(say('menu.members'), 'fillNationalNumbers')
    .addItem(say('menu.cards'), 'showMovementCards')
    .addItem(say('menu.results'), 'insertResultsSheet')
    .addItem(say('menu.teams'), 'insertTeamsSheet')
    .addItem(say('menu.teamsEvent'), 'insertTeamsEventSheets')
    .addItem(say('menu.help'), 'showFunctionHelp')
    .addItem(say('menu.language'), 'showLanguage')
    .addToUi();
}

/** Opens the sidebar that runs an evening, duplicate pairs, teams or Progressive (Sidebar.html, one self-contained file). */
export function showEveningSidebar(): void {
  listen();
  SpreadsheetApp.getUi().showSidebar(HtmlService.createHtmlOutputFromFile('Sidebar').setTitle(say('title.sidebar')));
}

/** Installing the add-on opens the menu at once, without a reload. */
export function onInstall(): void {
  onOpen();
}

/** Shows the list of functions with an example each. The text is fixed: no user input reaches it. */
export function showFunctionHelp(): void {
  listen();
  SpreadsheetApp.getUi().showModalDialog(
    HtmlService.createHtmlOutput(helpPage()).setWidth(560).setHeight(480),
    say('title.help'),
  );
}

/** Opens the dialog that publishes the active results sheet: the page and PBN file to save, the sheets to print. */
export function showPublish(): void {
  listen();
  SpreadsheetApp.getUi().showModalDialog(
    HtmlService.createHtmlOutput(publishDialog(say)).setWidth(480).setHeight(300),
    say('title.publish'),
  );
}

/** Opens the dialog that writes a movement's table cards, guide cards and summary. */
export function showMovementCards(): void {
  listen();
  SpreadsheetApp.getUi().showModalDialog(
    HtmlService.createHtmlOutput(cardsDialog(say)).setWidth(440).setHeight(460),
    say('title.cards'),
  );
}

/** Opens the dialog that imports a PBN file's results into a new Results sheet. */
export function showPbnImport(): void {
  listen();
  SpreadsheetApp.getUi().showModalDialog(
    HtmlService.createHtmlOutput(pbnDialog(say)).setWidth(460).setHeight(240),
    say('title.pbn'),
  );
}

/** The spreadsheet's locale, or none where it cannot be read. */
function localeOf(): string {
  try {
    return SpreadsheetApp.getActiveSpreadsheet().getSpreadsheetLocale();
  } catch {
    return '';
  }
}

/**
 * Opens the dialog that sets the add-on's language and notation for this spreadsheet. The page is fixed:
 * the setting shown comes from the document properties, read back as one of our language codes only.
 */
export function showLanguage(): void {
  listen();
  const properties = PropertiesService.getDocumentProperties();
  const language = properties.getProperty(LANGUAGE_PROPERTY);
  const notation = properties.getProperty(NOTATION_PROPERTY);
  const page = languageDialog(say, {
    language: isLanguage(language) ? language : 'locale',
    notation: isLanguage(notation) ? notation : 'language',
    localeLanguage: languageOfTags([localeOf()]),
  });
  SpreadsheetApp.getUi().showModalDialog(
    HtmlService.createHtmlOutput(page).setWidth(420).setHeight(300),
    say('title.language'),
  );
}

/**
 * The language dialog: stores the add-on's language and notation for this spreadsheet in its document
 * properties (no scope beyond the add-on's own: the store is the script's, in this document), or clears
 * either to follow the locale (the notation: the language). Only our language codes are stored.
 */
export function saveLanguage(setting: { language?: unknown; notation?: unknown }): {
  readonly ok: boolean;
  readonly message: string;
} {
  const properties = PropertiesService.getDocumentProperties();
  const language = setting?.language;
  const notation = setting?.notation;
  if (isLanguage(language)) properties.setProperty(LANGUAGE_PROPERTY, language);
  else properties.deleteProperty(LANGUAGE_PROPERTY);
  if (isLanguage(notation)) properties.setProperty(NOTATION_PROPERTY, notation);
  else properties.deleteProperty(NOTATION_PROPERTY);
  listen();
  return { ok: true, message: say('language.saved') };
}

/** The light red Sheets offers first among its fill colours: a cell to clear. */
const BLOCKING = '#f4c7c3';

/** A template's marks as conditional formatting: each range lit in light red when its formula holds. */
function markSheet(sheet: SheetLike, marks: readonly Mark[]): void {
  const real = sheet as unknown as GoogleAppsScript.Spreadsheet.Sheet;
  const rules = marks.map((mark) =>
    SpreadsheetApp.newConditionalFormatRule()
      .whenFormulaSatisfied(mark.formula)
      .setBackground(BLOCKING)
      .setRanges([real.getRange(mark.range)])
      .build(),
  );
  real.setConditionalFormatRules([...real.getConditionalFormatRules(), ...rules]);
}

/** Inserts a template's sheet and says what happened, or why nothing was written. */
function insertAndSay(template: Template): void {
  listen();
  const answer = insertTemplate(
    SpreadsheetApp.getActiveSpreadsheet() as unknown as SpreadsheetLike,
    eveningLock(),
    template,
    markSheet,
  );
  SpreadsheetApp.getUi().alert(answer.message ?? template.name);
}

/** Menu: a pairs results sheet to type into, with its formulas. */
export function insertResultsSheet(): void {
  insertAndSay(pairsTemplate());
}

/** Menu: a teams match sheet to type into, with its formulas. */
export function insertTeamsSheet(): void {
  insertAndSay(teamsTemplate());
}

/** Menu: a teams event's Teams, Matches and Standings sheets, the standings and the draw as formulas. */
export function insertTeamsEventSheets(): void {
  listen();
  const answer = insertTemplates(
    SpreadsheetApp.getActiveSpreadsheet() as unknown as SpreadsheetLike,
    eveningLock(),
    teamsEventTemplate(),
    markSheet,
  );
  SpreadsheetApp.getUi().alert(answer.message ?? '');
}

/**
 * Menu: solves the deals an import left without par, going on where it stopped (or where this item last
 * stopped), and says how many boards got their par and how many still wait.
 */
export function solveRemaining(): void {
  listen();
  const ss = SpreadsheetApp.getActiveSpreadsheet() as unknown as SpreadsheetLike;
  const lock = eveningLock();
  // One deadline for both: the evening's hand records first, then the imported Results sheets.
  const budget = { stop: deadline(SOLVING_MS) };
  const records = recordsState(ss);
  const solved = records !== null && records.waiting.length > 0 ? solveEveningRecords(ss, lock, budget) : undefined;
  const answer = solveRemainingBoards(ss, lock, budget);
  const nothingImported = solved !== undefined && answer.message === say('solveRest.none');
  SpreadsheetApp.getUi().alert([solved?.message, nothingImported ? '' : answer.message].filter(Boolean).join(' '));
}

/**
 * Menu: fills the Pairs sheet's blank national numbers from the Members sheet (making the Members sheet
 * when there is none), and says what it did or why it did nothing.
 */
export function fillNationalNumbers(): void {
  listen();
  const answer = fillNumbers(SpreadsheetApp.getActiveSpreadsheet() as unknown as SpreadsheetLike, eveningLock());
  SpreadsheetApp.getUi().alert(answer.message ?? '');
}
