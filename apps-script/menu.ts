/**
 * The add-on's menu. Only these touch Apps Script's services, and only through the globals Apps Script
 * provides at run time, so everything else stays testable in Node.
 */

/// <reference types="google-apps-script" />
import type { LockLike, SpreadsheetLike } from './evening/sheet-api';
import { insertTemplate, pairsTemplate, type Template, teamsTemplate } from './templates';

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
<li><code>=PAIRRANKING(A2:A, C2:C, D2:D, H2:H)</code> → the ranking: Place, Pair, MPs, Max, % (boards, N/S pairs, E/W pairs, N/S scores); a Pairs range (pair, direction, names) as the 5th argument adds Names; TRUE as the 6th ranks a Mitchell's N/S and E/W apart; "IMP" or "Butler" as the 7th ranks IMP pairs</li>
<li>Adjusted scores go in the N/S score cell: <code>60/40</code>, <code>Avg+</code>, <code>N/S 420, E/W -450</code>, <code>50% 620 + 50% 420</code>; a fouled board's groups are <code>7a</code>, <code>7b</code>; a pair written Phantom is not ranked</li>
<li><code>=MOVEMENT("Mitchell", 14)</code> → the movement, a row a table a round: Round, Table, N/S, E/W, Boards (kind Mitchell, Mitchell skip, Mitchell relay or Howell; then optional rounds, boards a round and arrow-switch rounds); a pair sitting out is a row whose Table is Sit out. <b>Movement cards…</b> writes the table cards, guide cards and the director's summary</li>
<li><code>=DDTABLE(B2)</code> → the double-dummy table of the deal in B2, written as PBN writes it (<code>N:AKQ2.J5.T98.K43 …</code>): the tricks N, E, S and W take as declarer in NT, ♠, ♥, ♦ and ♣, 5 rows by 6 cells; <code>=PAR(B2:B, A2:A)</code> → each deal's par score for N/S and par contract, 2 cells a row (board numbers in A, or the dealer and the vulnerability as 2nd and 3rd arguments); Sheets gives a call 30 seconds, so split a long column of deals</li>
<li><code>=VP(20, 16)</code> → 15 (the IMP margin and the boards in the match)</li>
</ul>
<p><b>Insert a results sheet</b> lays out a pairs evening of any number of rows (board, pairs, contract,
declarer, result, N/S score, both sides' matchpoints and percentages) with the ranking beside it and the
pairs' names to type; <b>Insert a teams match sheet</b> lays out both tables,
IMPs, the total and VP, provisional until every board started has both tables' scores. Neither replaces a
sheet of the same name. <b>Publish results…</b> saves the active results sheet as a results page and a
PBN file, and writes Ranking, Travellers and Score cards sheets to print.</p>`;

/** Builds the add-on menu when the spreadsheet opens. */
export function onOpen(): void {
  SpreadsheetApp.getUi()
    .createAddonMenu()
    .addItem('Run an evening (pairs or Progressive)', 'showEveningSidebar')
    .addItem('Import PBN results…', 'showPbnImport')
    .addItem('Publish results…', 'showPublish')
    .addItem('Movement cards…', 'showMovementCards')
    .addItem('Insert a results sheet', 'insertResultsSheet')
    .addItem('Insert a teams match sheet', 'insertTeamsSheet')
    .addItem('Function help', 'showFunctionHelp')
    .addToUi();
}

/** Opens the sidebar that runs an evening, duplicate pairs or Progressive (Sidebar.html, one self-contained file). */
export function showEveningSidebar(): void {
  SpreadsheetApp.getUi().showSidebar(HtmlService.createHtmlOutputFromFile('Sidebar').setTitle('Bridge Scorer evening'));
}

/** Installing the add-on opens the menu at once, without a reload. */
export function onInstall(): void {
  onOpen();
}

/** Shows the list of functions with an example each. The text is fixed: no user input reaches it. */
export function showFunctionHelp(): void {
  SpreadsheetApp.getUi().showModalDialog(
    HtmlService.createHtmlOutput(HELP).setWidth(560).setHeight(480),
    'Bridge Scorer functions',
  );
}

// A fixed page: the chosen file is read in the browser and its text sent to importPbn; nothing the
// user typed is written into this HTML.
const PBN_DIALOG = `<style>body{font:14px system-ui,sans-serif}p{margin:8px 0}</style>
<p>Choose a PBN file (.pbn). Its results go into a new sheet <b>Results</b>, with the pairs and each board scored for both sides (matchpoints or IMPs, as the file says); its pairs and names into <b>Pairs</b>, its ranking into <b>Ranking</b>. When a sheet of the name already holds anything, they go into <b>Results 2</b>, and so on: no sheet is replaced.</p>
<input type="file" id="file" accept=".pbn,.txt">
<p id="status" role="status" aria-live="polite"></p>
<script>
const status = document.getElementById('status');
document.getElementById('file').addEventListener('change', (event) => {
  const file = event.target.files[0];
  if (!file) return;
  status.textContent = 'Importing…';
  // PBN's own character set is ISO-8859-1, which club programs still write; UTF-8 is read when it is UTF-8.
  file.arrayBuffer().then((bytes) => {
    try { return new TextDecoder('utf-8', { fatal: true }).decode(bytes); }
    catch { return new TextDecoder('windows-1252').decode(bytes); }
  }).then((text) => google.script.run
    .withSuccessHandler((answer) => { status.textContent = answer.message; })
    .withFailureHandler((error) => { status.textContent = 'Not imported: ' + error.message; })
    .importPbn(text));
});
</script>`;

// A fixed page: it asks the server for the active sheet's files and offers them to save; nothing the user
// typed is written into this HTML (the files' text goes into Blob URLs, the names into textContent).
const PUBLISH_DIALOG = `<style>body{font:14px system-ui,sans-serif}p{margin:8px 0}a,button{margin:4px 8px 4px 0}</style>
<p>The results of this sheet as a club publishes them: a results page for the club's web site (ranking, travellers and score cards in one file) and the session as a PBN file, with its results. Or the Ranking, Travellers and Score cards as sheets to print.</p>
<p id="status" role="status" aria-live="polite">Reading the sheet…</p>
<p><a id="html" hidden>Save the results page (.html)</a><a id="pbn" hidden>Save the PBN file (.pbn)</a></p>
<p><button id="sheets" type="button" hidden>Write the Ranking, Travellers and Score cards sheets</button></p>
<script>
const status = document.getElementById('status');
const offer = (id, text, type, name) => {
  const link = document.getElementById(id);
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = name;
  link.hidden = false;
};
google.script.run
  .withSuccessHandler((answer) => {
    status.textContent = answer.message;
    if (!answer.ok) return;
    const files = answer.value;
    offer('html', files.html, 'text/html', files.fileName + '.html');
    offer('pbn', files.pbn, 'application/octet-stream', files.fileName + '.pbn');
    const button = document.getElementById('sheets');
    button.hidden = false;
    button.addEventListener('click', () => {
      button.disabled = true;
      status.textContent = 'Writing…';
      google.script.run
        .withSuccessHandler((written) => { status.textContent = written.message; button.disabled = false; })
        .withFailureHandler((error) => { status.textContent = 'Not written: ' + error.message; button.disabled = false; })
        .publishSheets(files.sheet);
    });
  })
  .withFailureHandler((error) => { status.textContent = 'Not published: ' + error.message; })
  .publishedFiles();
</script>`;

/** Opens the dialog that publishes the active results sheet: the page and PBN file to save, the sheets to print. */
export function showPublish(): void {
  SpreadsheetApp.getUi().showModalDialog(
    HtmlService.createHtmlOutput(PUBLISH_DIALOG).setWidth(480).setHeight(260),
    'Publish results',
  );
}

// A fixed page: the director's choices are sent to movementCards as typed, and its answer shown as
// text; nothing typed is written into this HTML.
const CARDS_DIALOG = `<style>body{font:14px system-ui,sans-serif}p{margin:8px 0}label{display:inline-block;width:170px}input,select{width:150px}a,button{margin:4px 8px 4px 0}</style>
<form id="form">
<p><label for="kind">Movement</label><select id="kind"><option>Mitchell</option><option>Mitchell skip</option><option>Mitchell relay</option><option>Howell</option></select></p>
<p><label for="pairs">Pairs</label><input id="pairs" inputmode="numeric" required></p>
<p><label for="rounds">Rounds (blank: all)</label><input id="rounds" inputmode="numeric"></p>
<p><label for="boards">Boards a round (blank: about 24 in all)</label><input id="boards" inputmode="numeric"></p>
<p><label for="arrow">Arrow-switch rounds (Mitchell)</label><input id="arrow" placeholder="6, 7"></p>
<p><label for="leaves">A pair that leaves</label><input id="leaves" placeholder="E/W 3"></p>
<p><label for="leavesFrom">First round it misses</label><input id="leavesFrom" inputmode="numeric"></p>
<p><label for="lateFrom">A late pair plays from round</label><input id="lateFrom" inputmode="numeric"></p>
<p><button type="submit">Write the cards</button></p>
</form>
<p id="status" role="status" aria-live="polite"></p>
<p><a id="html" hidden>Save the cards page (.html)</a></p>
<script>
const status = document.getElementById('status');
const value = (id) => document.getElementById(id).value;
document.getElementById('form').addEventListener('submit', (event) => {
  event.preventDefault();
  status.textContent = 'Writing…';
  const settings = { kind: value('kind'), pairs: value('pairs'), rounds: value('rounds'), boardsPerRound: value('boards'), arrowSwitch: value('arrow'), leaves: value('leaves'), leavesFrom: value('leavesFrom'), lateFrom: value('lateFrom') };
  google.script.run
    .withSuccessHandler((answer) => {
      status.textContent = answer.message;
      if (!answer.ok) return;
      const link = document.getElementById('html');
      link.href = URL.createObjectURL(new Blob([answer.value.html], { type: 'text/html' }));
      link.download = answer.value.fileName + '.html';
      link.hidden = false;
    })
    .withFailureHandler((error) => { status.textContent = 'Not written: ' + error.message; })
    .movementCards(settings);
});
</script>`;

/** Opens the dialog that writes a movement's table cards, guide cards and summary. */
export function showMovementCards(): void {
  SpreadsheetApp.getUi().showModalDialog(
    HtmlService.createHtmlOutput(CARDS_DIALOG).setWidth(440).setHeight(460),
    'Movement cards',
  );
}

/** Opens the dialog that imports a PBN file's results into a new Results sheet. */
export function showPbnImport(): void {
  SpreadsheetApp.getUi().showModalDialog(
    HtmlService.createHtmlOutput(PBN_DIALOG).setWidth(460).setHeight(240),
    'Import PBN results',
  );
}

/** Inserts a template's sheet and says what happened, or why nothing was written. */
function insertAndSay(template: Template): void {
  const answer = insertTemplate(
    SpreadsheetApp.getActiveSpreadsheet() as unknown as SpreadsheetLike,
    LockService.getDocumentLock() as unknown as LockLike,
    template,
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
