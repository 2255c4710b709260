import type { TeamsWords } from './en';

export const TEAMS: TeamsWords = {
  'head.team': 'Équipe',
  'head.vps': 'PV',
  'head.impsFor': 'IMPs pour',
  'head.impsAgainst': 'IMPs contre',
  'head.played': 'Joués',
  'head.home': 'Domicile',
  'head.away': 'Extérieur',
  'cell.bye': 'Exempt',
  'meant.imps': 'un nombre d’IMP',
  'meant.bye-vps': 'les PV d’une exemption',
  'meant.vp-scale': '« WBF » ou un barème de PV',
  'meant.team': 'le nom d’une équipe',
  'refusal.teams-no-round': 'cette ligne a un match mais pas de tour',
  'refusal.teams-round': 'un tour est un nombre entier de 1 à {max}',
  'refusal.teams-no-team':
    '{side, select, home {cette ligne n’a pas d’équipe à domicile} other {cette ligne n’a pas d’équipe à l’extérieur}}',
  'refusal.teams-one-score': 'ce match n’a les IMP que d’un camp : donnez les deux, ou aucun tant qu’il n’est pas joué',
  'refusal.teams-bye-imps': 'une exemption n’a pas d’IMP : effacez-les, ou nommez l’adversaire à la place de {bye}',
  'refusal.teams-no-boards': 'ce match a des IMP mais pas de nombre de donnes',
};
