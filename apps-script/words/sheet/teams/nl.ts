import type { TeamsWords } from './en';

export const TEAMS: TeamsWords = {
  'head.team': 'Team',
  'head.vps': 'VP’s',
  'head.impsFor': 'IMPs voor',
  'head.impsAgainst': 'IMPs tegen',
  'head.played': 'Gespeeld',
  'head.home': 'Thuis',
  'head.away': 'Uit',
  'cell.bye': 'Vrij',
  'meant.imps': 'een aantal IMPs',
  'meant.bye-vps': 'de VP’s van een vrije ronde',
  'meant.vp-scale': '„WBF” of een VP-tabel',
  'meant.team': 'de naam van een team',
  'refusal.teams-no-round': 'deze regel heeft een wedstrijd maar geen ronde',
  'refusal.teams-round': 'een ronde is een geheel getal van 1 tot {max}',
  'refusal.teams-no-team':
    '{side, select, home {deze regel heeft geen thuisteam} other {deze regel heeft geen uitteam}}',
  'refusal.teams-one-score':
    'deze wedstrijd heeft de IMPs van één kant: geef ze allebei, of geen zolang hij niet gespeeld is',
  'refusal.teams-bye-imps': 'een vrije ronde heeft geen IMPs: wis ze, of noem de tegenstander in plaats van {bye}',
  'refusal.teams-no-boards': 'deze wedstrijd heeft IMPs maar geen aantal spellen',
};
