/**
 * The server calls the sidebar makes through google.script.run. Each hands the real spreadsheet and
 * document lock to the evening's code, which takes them as parameters so that tests can pass others.
 */
/// <reference types="google-apps-script" />

import { type CardSettings, writeCardsOf, writeMovementCards } from './cards/cards';
import { listen, sayReason, spreadsheetLanguage } from './cells';
import { refuse } from './evening/answer';
import { type DealEntry, enterDeal } from './evening/deal-entry';
import { type MovementInput, previewNextRound, startNextRound } from './evening/next-round';
import { recalculate } from './evening/recalculate';
import { type SetupForm, setupEvening } from './evening/setup';
import { type SpreadsheetLike, withLock } from './evening/sheet-api';
import { type EveningView, eveningState } from './evening/view';
import {
  type AboutForm,
  aboutTitle,
  documentProperties,
  type RememberedClub,
  rememberedClub,
} from './pairs-evening/about';
import { readyToPublish } from './pairs-evening/end';
import { enterResult, type ResultEntry } from './pairs-evening/entry';
import { openPairsEvening } from './pairs-evening/evening';
import { attachRecords, type RecordsInput, recordsState, solveEveningRecords } from './pairs-evening/hand-records';
import { PAIRS_EVENING } from './pairs-evening/layout';
import { renamePairsEvening } from './pairs-evening/rename';
import { latePairEvening, type PairsSetupForm, pairLeavesEvening, setupPairsEvening } from './pairs-evening/setup';
import { namesOf, type PairsView, pairsView } from './pairs-evening/view';
import { importPbnBytes } from './pbn-import';
import { handRecordsPage } from './publish/hand-records-page';
import { resultsFiles, writeResultSheets } from './publish/publish';
import { setConflictAside, type TableConflict, tableConflicts } from './tables/conflicts';
import { keysForNewEvening, renewTableLinks, type TableServices, tableLinks } from './tables/director';
import { enterTeamsBoards, type TeamsBoardsEntry } from './teams-evening/boards-entry';
import { previewDraw, type TeamsDraw, writeDraw } from './teams-evening/draw';
import { endTeamsEvening } from './teams-evening/end';
import { enterTeamsMatch, type TeamsMatchEntry } from './teams-evening/entry';
import { openTeamsEvening } from './teams-evening/evening';
import { changeRound, type TeamsRoundChange } from './teams-evening/redraw';
import { setupTeamsEvening, type TeamsSetupForm } from './teams-evening/setup';
import { teamsOf } from './teams-evening/teams-sheet';
import { type TeamsView, teamsView } from './teams-evening/view';
import { type TeamsWithdrawal, withdrawTeam as withdraw } from './teams-evening/withdraw';
import { importResultsText } from './usebio-import';
import { eveningLock, recordSpreadsheet, tableProperties } from './web-app';
import type { SheetLanguage } from './words/language';

/** The spreadsheet, its language read afresh: every server call starts here, so each answers in it. */
const spreadsheet = () => {
  listen();
  return SpreadsheetApp.getActiveSpreadsheet() as unknown as SpreadsheetLike;
};
const lock = eveningLock;

/**
 * What the table pages' links need: where their keys are kept, the web app's address, UUIDs. Each call
 * also records, where the pages are served, which spreadsheet they write into (web-app.ts).
 */
const tableServices = (ss: SpreadsheetLike): TableServices => {
  let url: string | null = null;
  try {
    url = typeof ScriptApp === 'undefined' ? null : (ScriptApp.getService().getUrl() ?? null);
  } catch {
    // Not deployed, or a context that may not ask: no links yet, and the director is told so.
  }
  recordSpreadsheet(ss);
  return { properties: tableProperties(), url, uuid: () => Utilities.getUuid() };
};

/**
 * Sidebar: the language it speaks and the notation it reads contracts in, this spreadsheet's: the
 * add-on's setting (Language and notation…), else the spreadsheet's locale.
 */
export function getLanguage(): SheetLanguage {
  return spreadsheetLanguage();
}

/** Sidebar: the evening in this spreadsheet, or that there is none yet. */
export function getEvening(): EveningView {
  return eveningState(spreadsheet());
}

/** Sidebar: sets up a new evening from the players and options. */
export function setUpEvening(form: SetupForm) {
  return setupEvening(spreadsheet(), lock(), form);
}

/** Sidebar: enters or corrects one deal of the current round. */
export function saveDeal(entry: DealEntry) {
  return enterDeal(spreadsheet(), lock(), entry);
}

/** Sidebar: who stays and who moves after this round. */
export function previewMovement(input: MovementInput) {
  return previewNextRound(spreadsheet(), input);
}

/** Sidebar: seats the next round, by the movement shown (named by its version), or says it is out of date. */
export function seatNextRound(input: MovementInput) {
  return startNextRound(spreadsheet(), lock(), input);
}

/** Sidebar and menu: re-scores every deal from the Deals sheet and rewrites the tallies. */
export function recalculateEvening() {
  return recalculate(spreadsheet(), lock());
}

/**
 * Reads a results file's text (USEBIO or PBN, recognised by its content) and writes it to a new Results
 * sheet, with its Pairs (names, players and national numbers) and its Ranking beside the file's figures.
 */
export function importResults(text: string) {
  return importResultsText(spreadsheet(), lock(), text);
}

/** The former name of importResults, kept for scripts that call it. */
export function importPbn(text: string) {
  return importResults(text);
}

/** The import dialog: the chosen file's bytes, one character a byte, decoded line by line and imported as what it is. */
export function importPbnFile(binary: string) {
  return importPbnBytes(spreadsheet(), lock(), binary, undefined, importResultsText);
}

/**
 * The publish dialog: the results page, PBN and USEBIO files of the active sheet's session, to download.
 * While players lack a national number the USEBIO file waits and the answer lists them; `anyway` makes
 * it with those numbers blank.
 */
export function publishedFiles(anyway?: boolean) {
  listen();
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  return resultsFiles(ss as unknown as SpreadsheetLike, ss.getActiveSheet().getName(), anyway === true);
}

/** Sidebar: the evening's files again, the USEBIO file made though players lack a national number. */
export function eveningFiles(anyway?: boolean) {
  return resultsFiles(spreadsheet(), PAIRS_EVENING, anyway === true);
}

/** The publish dialog: writes the Ranking, Travellers and Score cards sheets of the sheet it read. */
export function publishSheets(sheet: string) {
  return writeResultSheets(spreadsheet(), lock(), sheet);
}

/** The movement cards dialog: writes the Movement, Table cards and Guide cards sheets, and returns the page to save. */
export function movementCards(settings: CardSettings) {
  return writeMovementCards(spreadsheet(), lock(), settings);
}

/**
 * Sidebar: the pairs evening in this spreadsheet; null when there is none; or why its sheet cannot be
 * read (edited by hand), so that the sidebar says so rather than offer another evening in its place.
 */
export function getPairsEvening():
  | (PairsView & { readonly conflicts: readonly TableConflict[] })
  | { readonly stage: 'broken'; readonly problem: string }
  | null {
  const ss = spreadsheet();
  const opened = openPairsEvening(ss);
  // With the results the tables' phones sent that their boards did not hold, for the director to settle.
  const properties = tableProperties();
  if (opened.ok) return { ...pairsView(opened.value, ss), conflicts: properties ? tableConflicts(properties) : [] };
  return opened.error.code === 'no-pairs-evening' ? null : { stage: 'broken', problem: sayReason(opened.error) };
}

/** Sidebar: the pairs the Pairs sheet names (`N/S 1 · Ann & Bob`), shown before an evening is set up. */
export function namedPairs(): string[] {
  return [...namesOf(spreadsheet())].map(([pair, names]) => `${pair} · ${names}`);
}

/**
 * Sidebar: sets up a duplicate pairs evening from the movement chosen, with a new key for each table's
 * page: the last evening's links open nothing.
 */
export function setUpPairsEvening(form: PairsSetupForm) {
  const ss = spreadsheet();
  const answer = setupPairsEvening(ss, lock(), form);
  if (answer.ok) keysForNewEvening(ss, tableServices(ss));
  return answer;
}

/** Sidebar: enters or corrects one board's result at one table. */
export function enterPairsResult(entry: ResultEntry) {
  return enterResult(spreadsheet(), lock(), entry);
}

/** Sidebar: the table and guide cards of the evening's movement, its changes included. */
export function pairsEveningCards() {
  const ss = spreadsheet();
  const opened = openPairsEvening(ss);
  if (!opened.ok) return refuse(opened.error);
  const { about, movement } = opened.value;
  // Each table card carries its table's link as a QR code once the table pages are deployed.
  const links = tableLinks(ss, lock(), tableServices(ss));
  const byTable = links.ok ? new Map(links.value.tables.map(({ table, link }) => [table, link])) : undefined;
  const title = [aboutTitle(about), about?.date ?? ''].filter(Boolean).join(' · ');
  return writeCardsOf(ss, lock(), movement, title, byTable);
}

/** Sidebar: a pair leaves from a round on. */
export function pairLeavesFrom(input: { pair: string; round: number }) {
  return pairLeavesEvening(spreadsheet(), lock(), input);
}

/** Sidebar: a late pair takes the phantom's seat from a round on. */
export function latePairFrom(input: { round: number }) {
  return latePairEvening(spreadsheet(), lock(), input);
}

/**
 * Sidebar: the evening's end. Writes the Ranking, Travellers and Score cards sheets and returns the
 * results page and PBN file, once every board is in or the director says to publish anyway.
 */
export function endPairsEvening(anyway: boolean) {
  const ss = spreadsheet();
  const ready = readyToPublish(ss, anyway === true);
  if (!ready.ok) return ready;
  const written = writeResultSheets(ss, lock(), PAIRS_EVENING);
  if (!written.ok) return written;
  const files = resultsFiles(ss, PAIRS_EVENING);
  if (!files.ok) return files;
  return { ok: true as const, value: files.value, message: written.message ?? '' };
}

/**
 * Sidebar: the club this spreadsheet's last evening was set up for, with what the federation asks of its
 * evenings (masterpoints, charge, contact, USEBIO version), to start the next one's form.
 */
export function eveningClub(): RememberedClub {
  listen();
  return rememberedClub(documentProperties());
}

/** Sidebar: the evening's name, date, club and section, changed. */
export function renameEvening(form: AboutForm) {
  return renamePairsEvening(spreadsheet(), lock(), form);
}

/** Sidebar: the evening's hand records (how many boards are dealt, solved, waiting), or null when none. */
export function getHandRecords() {
  return recordsState(spreadsheet());
}

/**
 * Sidebar: attaches a PBN file of the evening's deals (its text, read in the browser) as the Hand records
 * sheet, and solves their tables until the call's time runs out.
 */
export function attachHandRecords(input: RecordsInput) {
  return attachRecords(spreadsheet(), lock(), input);
}

/** Sidebar: solves the hand records' boards still waiting for their table, where the last call stopped. */
export function solveHandRecords() {
  return solveEveningRecords(spreadsheet(), lock());
}

/** Sidebar: the page of the evening's hand records to save and print, four boards to an A4 page. */
export function handRecordsFile() {
  const ss = spreadsheet();
  // Headed by the evening's name and date; an untitled evening's page by the deal file's event.
  const opened = openPairsEvening(ss);
  const about = opened.ok ? opened.value.about : undefined;
  const title = aboutTitle(about);
  return handRecordsPage(ss, title === '' ? '' : [title, about?.date].filter(Boolean).join(' · '));
}

/**
 * Sidebar: each table's link to its page (`…/exec?table=3&key=…`), to send or to print on the cards;
 * or that the table pages are not deployed yet.
 */
export function getTableLinks() {
  const ss = spreadsheet();
  return tableLinks(ss, lock(), tableServices(ss));
}

/** Sidebar: new links for the tables named (all when none): their old links open nothing from now on. */
export function renewTableKeys(tables?: number[]) {
  const ss = spreadsheet();
  return renewTableLinks(ss, lock(), tableServices(ss), tables);
}

/** Sidebar: a table's result that its board did not hold, settled by the director: set aside. */
export function setTableConflictAside(id: string) {
  const properties = tableProperties();
  return withLock(lock(), () => (properties ? setConflictAside(properties, String(id)) : []));
}

/**
 * Sidebar: the teams evening in this spreadsheet; null when there is none; or why its sheet cannot be
 * read (edited by hand), so that the sidebar says so rather than offer another evening in its place.
 */
export function getTeamsEvening(): TeamsView | { readonly stage: 'broken'; readonly problem: string } | null {
  const ss = spreadsheet();
  const opened = openTeamsEvening(ss);
  if (opened.ok) return teamsView(opened.value, ss);
  return opened.error.code === 'no-teams-evening' ? null : { stage: 'broken', problem: sayReason(opened.error) };
}

/** Sidebar: the teams the Teams sheet names, in its order (the seeding), shown before an evening is set up. */
export function namedTeams(): string[] {
  return teamsOf(spreadsheet()).map(({ team, players }) => (players === '' ? team : `${team} · ${players}`));
}

/** Sidebar: sets up a teams evening (a Swiss or a round robin) from the Teams sheet, its first round drawn. */
export function setUpTeamsEvening(form: TeamsSetupForm) {
  return setupTeamsEvening(spreadsheet(), lock(), form);
}

/** Sidebar: enters or corrects one match's IMPs. */
export function enterTeamsResult(entry: TeamsMatchEntry) {
  return enterTeamsMatch(spreadsheet(), lock(), entry);
}

/** Sidebar: a match's boards, each table's result, entered or corrected; its IMPs the core's sum of them. */
export function enterTeamsBoardsResult(entry: TeamsBoardsEntry) {
  return enterTeamsBoards(spreadsheet(), lock(), entry);
}

/** Sidebar: a Swiss's next round as drawn from the ranking, for the director to look at and change. */
export function previewTeamsDraw() {
  return previewDraw(spreadsheet());
}

/** Sidebar: writes a Swiss's next round as the director settled it, once checked. */
export function drawTeamsRound(draw: TeamsDraw) {
  return writeDraw(spreadsheet(), lock(), draw);
}

/** Sidebar: changes a drawn round not yet played to the director's draw, once checked. */
export function changeTeamsRound(change: TeamsRoundChange) {
  return changeRound(spreadsheet(), lock(), change);
}

/** Sidebar: the teams evening's end: the Teams ranking sheet written and the results page to save. */
export function endTeamsEveningNow(anyway: boolean) {
  return endTeamsEvening(spreadsheet(), lock(), anyway === true);
}

/** Sidebar: a team withdraws from a round still to draw; it is drawn no more. */
export function withdrawTeam(withdrawal: TeamsWithdrawal) {
  return withdraw(spreadsheet(), lock(), withdrawal);
}
