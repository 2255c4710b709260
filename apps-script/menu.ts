/**
 * The add-on's menu. Only these touch Apps Script's services, and only through the globals Apps Script
 * provides at run time, so everything else stays testable in Node.
 */

/// <reference types="google-apps-script" />

const HELP = `<style>body{font:14px system-ui,sans-serif}code{background:#f1f3f4;padding:0 3px}li{margin:4px 0}</style>
<p>Bridge Scorer adds these functions. Each takes a single value or a whole column.</p>
<ul>
<li><code>=BRIDGESCORE("4S", 10, FALSE)</code> → 420; with a declarer, the N/S score: <code>=BRIDGESCORE("3NT", 10, "NS", "E")</code> → -430</li>
<li><code>=IMPS(420, 170)</code> → 6</li>
<li><code>=RUBBERTOTAL(A2:D20)</code> → We, They, margin (columns: side, contract, result, honors)</li>
<li><code>=CHICAGOTOTAL(A2:D7)</code> → N/S, E/W, margin (columns: declarer, contract, result, honors)</li>
<li><code>=BOARDVUL(5)</code> → NS; <code>=BOARDDEALER(5)</code> → N</li>
<li><code>=BUGGERSCORE(3, 3)</code> → 13</li>
<li><code>=MATCHPOINTS(420, {620; 420; 420; 170; -50})</code> → 5 (a third argument of 1 scores 1 and ½)</li>
<li><code>=CROSSIMPS(620, {620; 420; 420; 170; -50})</code> → 8; <code>=BUTLER(620, {620; 420; 420; 170; -50})</code> → 7</li>
<li><code>=VP(20, 16)</code> → 15 (the IMP margin and the boards in the match)</li>
</ul>`;

/** Builds the add-on menu when the spreadsheet opens. */
export function onOpen(): void {
  SpreadsheetApp.getUi()
    .createAddonMenu()
    .addItem('Progressive Bridge evening', 'showEveningSidebar')
    .addItem('Import PBN results…', 'showPbnImport')
    .addItem('Function help', 'showFunctionHelp')
    .addToUi();
}

/** Opens the sidebar that runs a Progressive Bridge evening (Sidebar.html, one self-contained file). */
export function showEveningSidebar(): void {
  SpreadsheetApp.getUi().showSidebar(HtmlService.createHtmlOutputFromFile('Sidebar').setTitle('Progressive Bridge'));
}

/** Installing the add-on opens the menu at once, without a reload. */
export function onInstall(): void {
  onOpen();
}

/** Shows the list of functions with an example each. The text is fixed: no user input reaches it. */
export function showFunctionHelp(): void {
  SpreadsheetApp.getUi().showModalDialog(
    HtmlService.createHtmlOutput(HELP).setWidth(520).setHeight(300),
    'Bridge Scorer functions',
  );
}

// A fixed page: the chosen file is read in the browser and its text sent to importPbn; nothing the
// user typed is written into this HTML.
const PBN_DIALOG = `<style>body{font:14px system-ui,sans-serif}p{margin:8px 0}</style>
<p>Choose a PBN file (.pbn). Its results go into the sheet <b>Results</b>, with each board's matchpoints.</p>
<input type="file" id="file" accept=".pbn,.txt">
<p id="status" role="status" aria-live="polite"></p>
<script>
const status = document.getElementById('status');
document.getElementById('file').addEventListener('change', (event) => {
  const file = event.target.files[0];
  if (!file) return;
  status.textContent = 'Importing…';
  file.text().then((text) => google.script.run
    .withSuccessHandler((answer) => { status.textContent = answer.message; })
    .withFailureHandler((error) => { status.textContent = 'Not imported: ' + error.message; })
    .importPbn(text));
});
</script>`;

/** Opens the dialog that imports a PBN file's results into the Results sheet. */
export function showPbnImport(): void {
  SpreadsheetApp.getUi().showModalDialog(
    HtmlService.createHtmlOutput(PBN_DIALOG).setWidth(460).setHeight(200),
    'Import PBN results',
  );
}
