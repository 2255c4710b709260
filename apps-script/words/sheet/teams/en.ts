/**
 * The words of a teams event's custom functions (apps-script/functions/teams.ts), in English: the
 * headings TEAMSRANKING, ROUNDROBIN and SWISSDRAW spill, the bye as a cell holds it, what a cell was meant
 * to hold and the refusals of a matches sheet's rows. Merged at the end of each language's dictionary
 * (`...TEAMS`), so that the feature's words live apart from the long files.
 */
export const TEAMS = {
  'head.team': 'Team',
  'head.vps': 'VPs',
  'head.impsFor': 'IMPs +',
  'head.impsAgainst': 'IMPs −',
  'head.played': 'Played',
  'head.home': 'Home',
  'head.away': 'Away',
  'cell.bye': 'Bye',
  'meant.imps': 'a number of IMPs',
  'meant.bye-vps': "a bye's VPs",
  'meant.vp-scale': '"WBF" or a VP table',
  'meant.team': "a team's name",
  'refusal.teams-no-round': 'this row has a match but no round',
  'refusal.teams-round': 'a round is a whole number from 1 to {max}',
  'refusal.teams-no-team': '{side, select, home {this row has no home team} other {this row has no away team}}',
  'refusal.teams-one-score': "this match has one side's IMPs only: give both, or neither until it is played",
  'refusal.teams-bye-imps': 'a bye has no IMPs: clear them, or name the opponent in place of {bye}',
  'refusal.teams-no-boards': 'this match has IMPs but no number of boards',
} as const;

type TeamsKey = keyof typeof TEAMS;
/** A teams event's words in another language: every English key, each a message. */
export type TeamsWords = { readonly [K in TeamsKey]: string };
