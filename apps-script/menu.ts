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
</ul>`;

/** Builds the add-on menu when the spreadsheet opens. */
export function onOpen(): void {
  SpreadsheetApp.getUi()
    .createAddonMenu()
    .addItem('Progressive Bridge evening', 'showEveningSidebar')
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
