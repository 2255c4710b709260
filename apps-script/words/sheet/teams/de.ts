import type { TeamsWords } from './en';

export const TEAMS: TeamsWords = {
  'head.team': 'Team',
  'head.vps': 'VP',
  'head.impsFor': 'IMPs für',
  'head.impsAgainst': 'IMPs gegen',
  'head.played': 'Gespielt',
  'head.home': 'Heim',
  'head.away': 'Gast',
  'cell.bye': 'Spielfrei',
  'meant.imps': 'eine Zahl von IMPs',
  'meant.bye-vps': 'die VP eines Freiloses',
  'meant.vp-scale': '„WBF“ oder eine VP-Tabelle',
  'meant.team': 'der Name eines Teams',
  'refusal.teams-no-round': 'diese Zeile hat ein Match, aber keine Runde',
  'refusal.teams-round': 'eine Runde ist eine ganze Zahl von 1 bis {max}',
  'refusal.teams-no-team':
    '{side, select, home {dieser Zeile fehlt das Heimteam} other {dieser Zeile fehlt das Gastteam}}',
  'refusal.teams-one-score':
    'dieses Match hat nur die IMPs einer Seite: beide angeben, oder keine, solange es nicht gespielt ist',
  'refusal.teams-bye-imps': 'ein Freilos hat keine IMPs: sie löschen, oder statt {bye} den Gegner nennen',
  'refusal.teams-no-boards': 'dieses Match hat IMPs, aber keine Zahl von Boards',
};
