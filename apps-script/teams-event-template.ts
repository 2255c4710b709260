/**
 * A teams event's sheets to start from, built on the teams functions: `Teams` (the teams in seeding
 * order and their players, as the sidebar's teams evening reads it too), `Matches` (a row a
 * match or a bye, as the draw seats them, the IMPs typed as matches end) and `Standings`, where
 * TEAMSRANKING ranks the matches, SWISSDRAW draws a Swiss's next round and ROUNDROBIN lays out a round
 * robin's schedule, each one formula over the other two sheets, the VP scale and a bye's VPs typed beside
 * them. Inserted all three or none (templates.ts).
 */
import { say } from './cells';
import { blocking, formula, type Template, type TemplateCell } from './templates';

export const TEAMS_EVENT_SHEETS = { teams: 'Teams', matches: 'Matches', standings: 'Standings' } as const;

/** The matches sheet's columns, in the order TEAMSRANKING and SWISSDRAW take them. */
const MATCH_HEADERS = ['Round', 'Table', 'Home', 'Away', 'Home IMPs', 'Away IMPs', 'Boards'];

/** Where the Standings sheet keeps what the scorer sets: the VP scale, a bye's VPs, a double round robin. */
const SCALE = 'R2';
const BYE_VPS = 'R3';
const DOUBLE = 'R4';

/** A column of the Matches sheet from row 2 down, as every formula reads it. */
const matches = (column: string): string => `${TEAMS_EVENT_SHEETS.matches}!${column}2:${column}`;
const TEAMS = `${TEAMS_EVENT_SHEETS.teams}!A2:A`;
const MATCH_COLUMNS = ['A', 'C', 'D', 'E', 'F', 'G'].map(matches).join(', ');

/**
 * A draw or a schedule waits for two teams: before then it has nothing to pair, and says what to do
 * rather than refuse. The words are the spreadsheet's language's, a text in the formula, its quotes doubled.
 */
const withTeams = (call: string): TemplateCell => {
  const wait = say('templateTeams.listTeams', { sheet: TEAMS_EVENT_SHEETS.teams }).replaceAll('"', '""');
  return formula(`IF(SUMPRODUCT((LEN(${TEAMS}) > 0) * 1) < 2, "${wait}", ${call})`);
};

/**
 * The three sheets: Teams and Matches their headers, Standings the ranking in A2, the Swiss's next round
 * in H2 and the round robin's schedule in L2, each under a title, and the settings in Q–R.
 */
export function teamsEventTemplate(): Template[] {
  const { teams, matches: matchesSheet, standings } = TEAMS_EVENT_SHEETS;
  const titles: TemplateCell[] = [
    say('templateTeams.standings'),
    '',
    '',
    '',
    '',
    '',
    '',
    say('templateTeams.nextSwiss'),
    '',
    '',
    '',
    say('templateTeams.schedule'),
    '',
    '',
    '',
    '',
    say('templateTeams.settings'),
  ];
  const calls: TemplateCell[] = [
    formula(`TEAMSRANKING(${MATCH_COLUMNS}, ${SCALE}, ${BYE_VPS}, ${TEAMS})`),
    ...new Array<TemplateCell>(6).fill(''),
    withTeams(`SWISSDRAW(${TEAMS}, ${MATCH_COLUMNS}, ${SCALE})`),
    '',
    '',
    '',
    withTeams(`ROUNDROBIN(${TEAMS}, ${DOUBLE})`),
    '',
    '',
    '',
    '',
    say('templateTeams.scale'),
    'WBF',
  ];
  const blank = new Array<TemplateCell>(16).fill('');
  return [
    // The formulas take no carry-over: a Carry-over column is for the sidebar's teams evening alone.
    { name: teams, rows: [['Team', 'Players']], marks: [], message: '' },
    { name: matchesSheet, rows: [MATCH_HEADERS], marks: [], message: '' },
    {
      name: standings,
      rows: [
        titles,
        calls,
        [...blank, say('templateTeams.byeVps'), ''],
        [...blank, say('templateTeams.double'), false],
      ],
      marks: [blocking('A', 'F', 2), blocking('H', 'J', 2), blocking('L', 'O', 2)],
      message: say('template.teamsEvent', { teams, matches: matchesSheet, standings }),
    },
  ];
}
