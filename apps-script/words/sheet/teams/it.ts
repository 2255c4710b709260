import type { TeamsWords } from './en';

export const TEAMS: TeamsWords = {
  'head.team': 'Squadra',
  'head.vps': 'VP',
  'head.impsFor': 'IMPs fatti',
  'head.impsAgainst': 'IMPs subiti',
  'head.played': 'Giocati',
  'head.home': 'Casa',
  'head.away': 'Ospite',
  'cell.bye': 'Riposo',
  'meant.imps': 'un numero di IMP',
  'meant.bye-vps': 'i VP di un turno di riposo',
  'meant.vp-scale': '«WBF» o una tabella dei VP',
  'meant.team': 'il nome di una squadra',
  'refusal.teams-no-round': 'questa riga ha un incontro ma nessun turno',
  'refusal.teams-round': 'un turno è un numero intero da 1 a {max}',
  'refusal.teams-no-team':
    '{side, select, home {questa riga non ha la squadra di casa} other {questa riga non ha la squadra ospite}}',
  'refusal.teams-one-score':
    'questo incontro ha gli IMP di una sola squadra: dai entrambi, o nessuno finché non è giocato',
  'refusal.teams-bye-imps': 'un turno di riposo non ha IMP: cancellali, o scrivi l’avversaria al posto di {bye}',
  'refusal.teams-no-boards': 'questo incontro ha gli IMP ma non il numero di board',
};
