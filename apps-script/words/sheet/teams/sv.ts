import type { TeamsWords } from './en';

export const TEAMS: TeamsWords = {
  'head.team': 'Lag',
  'head.vps': 'VP',
  'head.impsFor': 'IMP för',
  'head.impsAgainst': 'IMP mot',
  'head.played': 'Spelade',
  'head.home': 'Hemma',
  'head.away': 'Borta',
  'cell.bye': 'Frirond',
  'meant.imps': 'ett antal IMP',
  'meant.bye-vps': 'en frironds VP',
  'meant.vp-scale': '”WBF” eller en VP-tabell',
  'meant.team': 'ett lags namn',
  'refusal.teams-no-round': 'den här raden har en match men ingen rond',
  'refusal.teams-round': 'en rond är ett heltal från 1 till {max}',
  'refusal.teams-no-team': '{side, select, home {den här raden saknar hemmalag} other {den här raden saknar bortalag}}',
  'refusal.teams-one-score':
    'den här matchen har bara ena sidans IMP: ange båda, eller inga så länge den inte är spelad',
  'refusal.teams-bye-imps': 'en frirond har inga IMP: radera dem, eller skriv motståndaren i stället för {bye}',
  'refusal.teams-no-boards': 'den här matchen har IMP men inget antal brickor',
};
