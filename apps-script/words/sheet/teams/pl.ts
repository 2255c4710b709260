import type { TeamsWords } from './en';

export const TEAMS: TeamsWords = {
  'head.team': 'Drużyna',
  'head.vps': 'VP',
  'head.impsFor': 'IMPy +',
  'head.impsAgainst': 'IMPy −',
  'head.played': 'Rozegrane',
  'head.home': 'Gospodarze',
  'head.away': 'Goście',
  'cell.bye': 'Pauza',
  'meant.imps': 'liczba IMP',
  'meant.bye-vps': 'VP za pauzę',
  'meant.vp-scale': '„WBF” albo tabela VP',
  'meant.team': 'nazwa drużyny',
  'refusal.teams-no-round': 'ten wiersz ma mecz, ale nie ma rundy',
  'refusal.teams-round': 'runda to liczba całkowita od 1 do {max}',
  'refusal.teams-no-team': '{side, select, home {w tym wierszu brak gospodarzy} other {w tym wierszu brak gości}}',
  'refusal.teams-one-score': 'ten mecz ma IMP tylko jednej strony: podaj oba, albo żadnego, dopóki nie jest rozegrany',
  'refusal.teams-bye-imps': 'pauza nie ma IMP: usuń je albo wpisz przeciwnika zamiast {bye}',
  'refusal.teams-no-boards': 'ten mecz ma IMP, ale nie ma liczby rozdań',
};
