import type { TeamsWords } from './en';

export const TEAMS: TeamsWords = {
  'head.team': 'Equipo',
  'head.vps': 'PV',
  'head.impsFor': 'IMPs a favor',
  'head.impsAgainst': 'IMPs en contra',
  'head.played': 'Jugados',
  'head.home': 'Local',
  'head.away': 'Visitante',
  'cell.bye': 'Descanso',
  'meant.imps': 'un número de IMPs',
  'meant.bye-vps': 'los PV de un descanso',
  'meant.vp-scale': '«WBF» o una tabla de PV',
  'meant.team': 'el nombre de un equipo',
  'refusal.teams-no-round': 'esta fila tiene un encuentro pero ninguna ronda',
  'refusal.teams-round': 'una ronda es un número entero de 1 a {max}',
  'refusal.teams-no-team':
    '{side, select, home {esta fila no tiene equipo local} other {esta fila no tiene equipo visitante}}',
  'refusal.teams-one-score':
    'este encuentro solo tiene los IMPs de un equipo: dé los dos, o ninguno mientras no se juegue',
  'refusal.teams-bye-imps': 'un descanso no tiene IMPs: bórrelos, o escriba el rival en lugar de {bye}',
  'refusal.teams-no-boards': 'este encuentro tiene IMPs pero ningún número de boards',
};
