// What the Deal view's and the hand-record page's tests share: a board of a BBO record, its link and
// DDS's table for it, and the table as a page shows it.
import type { Locator, Page } from 'playwright-core';

// Board 2 of Ben & Friends Daily, 2 June 2024 (dealer E, N/S vulnerable), as BBO's hand viewer links it:
// the LIN written by hand from the record's Deal tag, East left out.
export const LINK =
  'https://www.bridgebase.com/tools/handviewer.html?lin=md%7C4SAQJ8653HT76DKTC2%2CS74H943DAQ72CQJ87%2CSKHAQ82D9853CK953%2C%7Csv%7Cn%7Cah%7CBoard%202%7C';
// The record's OptimumResultTable for the board, in the view's order: NT, ♠, ♥, ♦, ♣ for N, E, S, W.
export const DDS_TABLE = [
  ['6', '8', '7', '5', '4'],
  ['5', '5', '6', '8', '9'],
  ['6', '8', '6', '4', '4'],
  ['5', '5', '6', '8', '9'],
];
// The slowest deal of the bench (DDS takes 5 s on it): long enough to see progress and cancel.
export const SLOW = 'N:T.J62.A9832.K532 Q972.AT83.QT65.7 KJ86.K975.4.Q964 A543.Q4.KJ7.AJT8';

/** The double-dummy table's numbers, a row a seat (N, E, S, W). */
export const ddCells = (page: Page | Locator) =>
  page
    .locator('table.dd-table tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')));
