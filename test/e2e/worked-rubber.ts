// Three hands of docs/rules.md's worked rubber, as the print and CSV tests in Chromium and Firefox enter
// them, and what the print page and the CSV file must then show: We 3♠+1 (90 below, 30 above), They
// 4♥X−2 not vulnerable (300 to We), We 2♣= (40 below: 130, a game). We 460, They 0. North deals the
// first hand and the deal passes to the left: N, E, S.
export const WORKED_RUBBER: readonly (readonly ['We' | 'They', string])[] = [
  ['We', '3S+1'],
  ['They', '4HX-2'],
  ['We', '2C='],
];

/** The pad's foot once the three hands are in. */
export const WORKED_RUBBER_TOTALS = 'Total 460Total 0';

/** The print page's table of hands, cell by cell. */
export const WORKED_RUBBER_ROWS = [
  [
    'Hand',
    'Dealer',
    'Declarer',
    'Contract',
    'Honors',
    'We above',
    'We below',
    'They above',
    'They below',
    'We',
    'They',
  ],
  ['1', 'N', 'We', '3S+1', '', '30', '90', '', '', '120', ''],
  ['2', 'E', 'They', '4HX-2', '', '300', '', '', '', '300', ''],
  ['3', 'S', 'We', '2C=', '', '', '40', '', '', '40', ''],
  ['Total', '', '', '', '', '330', '130', '0', '0', '460', '0'],
];

/** The CSV file: the same rows, with a byte-order mark for spreadsheets and CRLF line ends. */
export const WORKED_RUBBER_CSV = `\uFEFF${WORKED_RUBBER_ROWS.map((row) => `${row.join(',')}\r\n`).join('')}`;
