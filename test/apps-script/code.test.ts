// Code.js as Apps Script loads it, and its menu; the custom functions are in code-hands and code-sessions.
import { describe, expect, it, test } from 'vitest';
import { CODE, loadCode } from './load';

const { names } = loadCode();
const CUSTOM = [
  'BRIDGESCORE',
  'IMPS',
  'BOARDDEALER',
  'BOARDVUL',
  'BUGGERSCORE',
  'RUBBERTOTAL',
  'CHICAGOTOTAL',
  'MATCHPOINTS',
  'CROSSIMPS',
  'BUTLER',
  'BOARDMATCHPOINTS',
  'PAIRRANKING',
  'VP',
  'MOVEMENT',
  'TEAMSRANKING',
  'ROUNDROBIN',
  'SWISSDRAW',
  'DDTABLE',
  'PAR',
];

describe('Code.js as Apps Script loads it', () => {
  it('makes only the intended names global', () => {
    const sidebar = [
      'getLanguage',
      'saveLanguage',
      'getEvening',
      'setUpEvening',
      'saveDeal',
      'previewMovement',
      'seatNextRound',
      'recalculateEvening',
      'importPbn',
      'importResults',
      'importPbnFile',
      'publishedFiles',
      'eveningFiles',
      'publishSheets',
      'movementCards',
      'getPairsEvening',
      'setUpPairsEvening',
      'enterPairsResult',
      'pairLeavesFrom',
      'latePairFrom',
      'endPairsEvening',
      'pairsEveningCards',
      'namedPairs',
      'eveningClub',
      'renameEvening',
      // Hand records in the pairs evening.
      'getHandRecords',
      'attachHandRecords',
      'solveHandRecords',
      'handRecordsFile',
      // The table pages: their links, and new keys.
      'getTableLinks',
      'renewTableKeys',
      'setTableConflictAside',
      // The teams evening.
      'getTeamsEvening',
      'namedTeams',
      'setUpTeamsEvening',
      'enterTeamsResult',
      'enterTeamsBoardsResult',
      'previewTeamsDraw',
      'drawTeamsRound',
      'changeTeamsRound',
      'endTeamsEveningNow',
      'withdrawTeam',
    ];
    const menu = [
      'onInstall',
      'onOpen',
      'showFunctionHelp',
      'showEveningSidebar',
      'showPbnImport',
      'solveRemaining',
      'showPublish',
      'fillNationalNumbers',
      'showMovementCards',
      'insertResultsSheet',
      'insertTeamsSheet',
      'insertTeamsEventSheets',
      'showLanguage',
    ];
    const tablePage = ['doGet', 'tableView', 'enterTableResult'];
    expect(names.sort()).toEqual([...CUSTOM, ...sidebar, ...menu, ...tablePage, 'BridgeScorer_'].sort());
  });

  it('has no require, import or export', () => {
    expect(CODE).not.toMatch(/\brequire\(|^\s*import\s|^\s*export\s/m);
  });

  test.each(CUSTOM)('%s is a top-level function with its @customfunction JSDoc right above it', (name) => {
    const match = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\nfunction ${name}\\(([^)]*)\\) \\{`).exec(CODE);
    expect(match).not.toBeNull();
    const [, doc, params] = match as unknown as [string, string, string];
    expect(doc).toContain('@customfunction');
    expect(doc).toMatch(/@return/);
    expect(doc).toMatch(/Examples?: =/);
    for (const param of params.split(', ').filter(Boolean))
      expect(doc).toMatch(new RegExp(`@param \\{[^}]+\\} ${param} `));
  });
});

describe('the add-on menu', () => {
  it('onOpen and onInstall add the add-on menu with the function help', () => {
    const calls: string[] = [];
    const menu = {
      addItem: (label: string, fn: string) => {
        calls.push(`item ${label} -> ${fn}`);
        return menu;
      },
      addToUi: () => calls.push('addToUi'),
    };
    const ui = {
      createAddonMenu: () => menu,
      showModalDialog: (_: unknown, title: string) => calls.push(`dialog ${title}`),
    };
    let help = '';
    const html = {
      createHtmlOutput: (text: string) => {
        help = text;
        return { setWidth: () => ({ setHeight: () => ({ text }) }) };
      },
    };
    const { global } = loadCode({ SpreadsheetApp: { getUi: () => ui }, HtmlService: html });
    (global.onInstall as () => void)();
    (global.showFunctionHelp as () => void)();
    for (const name of CUSTOM) expect(help, `the help shows ${name}`).toContain(`=${name}(`);
    expect(calls).toEqual([
      'item Run an evening (pairs, teams or Progressive) -> showEveningSidebar',
      'item Import results (PBN, USEBIO)… -> showPbnImport',
      'item Solve the remaining boards -> solveRemaining',
      'item Publish results… -> showPublish',
      'item Fill national numbers from Members -> fillNationalNumbers',
      'item Movement cards… -> showMovementCards',
      'item Insert a results sheet -> insertResultsSheet',
      'item Insert a teams match sheet -> insertTeamsSheet',
      'item Insert a teams event (Swiss or round robin) -> insertTeamsEventSheets',
      'item Function help -> showFunctionHelp',
      'item Language and notation… -> showLanguage',
      'addToUi',
      'dialog Bridge Scorer functions',
    ]);
    // The help names the new forms and both templates.
    for (const words of [
      '"EW"',
      'YES/NO, Y/N or 1/0',
      'a totals row',
      'Insert a results sheet',
      'Insert a teams match sheet',
    ])
      expect(help).toContain(words);
    for (const item of calls.slice(0, 6)) expect(typeof global[item.split(' -> ')[1] as string]).toBe('function');
  });
});
