import type { TeamsWords } from './en';

export const TEAMS: TeamsWords = {
  'head.team': 'Hold',
  'head.vps': 'VP',
  'head.impsFor': 'IMP for',
  'head.impsAgainst': 'IMP mod',
  'head.played': 'Spillet',
  'head.home': 'Hjemme',
  'head.away': 'Ude',
  'cell.bye': 'Oversidder',
  'meant.imps': 'et antal IMP',
  'meant.bye-vps': 'en oversidderrundes VP',
  'meant.vp-scale': '”WBF” eller en VP-tabel',
  'meant.team': 'et holds navn',
  'refusal.teams-no-round': 'denne række har en kamp, men ingen runde',
  'refusal.teams-round': 'en runde er et helt tal fra 1 til {max}',
  'refusal.teams-no-team':
    '{side, select, home {denne række mangler hjemmeholdet} other {denne række mangler udeholdet}}',
  'refusal.teams-one-score':
    'denne kamp har kun den ene sides IMP: angiv begge, eller ingen, så længe den ikke er spillet',
  'refusal.teams-bye-imps': 'en oversidder har ingen IMP: slet dem, eller skriv modstanderen i stedet for {bye}',
  'refusal.teams-no-boards': 'denne kamp har IMP, men intet antal spil',
};
