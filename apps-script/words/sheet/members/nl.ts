import type { MembersWords } from './en';

export const MEMBERS: MembersWords = {
  'menu.members': 'Bondsnummers invullen uit Members',
  'members.filled': '{count, plural, one {# bondsnummer ingevuld.} other {# bondsnummers ingevuld.}}',
  'members.unknown':
    '{count, plural, one {# speler staat niet bij de leden: {names}.} other {# spelers staan niet bij de leden: {names}.}}',
  'members.differs':
    '{count, plural, one {# getypt nummer wijkt af van het blad Members en blijft zoals getypt: {list}.} other {# getypte nummers wijken af van het blad Members en blijven zoals getypt: {list}.}}',
  'members.lostZeros':
    '{count, plural, one {Het blad {sheet} bewaart het nummer in rij {rows} als getal, dus een voorloopnul is verloren: zet de kolom Number op platte tekst en typ het opnieuw.} other {Het blad {sheet} bewaart de nummers in de rijen {rows} als getallen, dus voorloopnullen zijn verloren: zet de kolom Number op platte tekst en typ ze opnieuw.}}',
  'members.made':
    'Er was geen blad {sheet}: het is gemaakt, met de kopjes Name, Number en Club en de kolom Number als tekst, zodat voorloopnullen blijven. Typ daar uw leden en kies dit daarna opnieuw.',
  'members.headersAdded': 'De kopjes {headers} zijn na Names toegevoegd in het blad {sheet}.',
  'refusal.members-two': '{name} past bij twee leden: {first} en {second}',
  'refusal.members-headers':
    'Het blad {sheet} heeft een kopregel met Name en Number nodig (Club mag): er is er geen gevonden',
  'refusal.members-number':
    'blad {sheet}, rij {row}, {column}: {number} is geen bondsnummer (alleen letters en cijfers)',
  'refusal.members-no-pairs':
    '{why, select, missing {Er is geen blad {sheet}} other {Het blad {sheet} heeft geen kopregel met Pair en Names}}: geen spelers om in te vullen',
  'refusal.members-taken':
    'De kopjes {headers} zouden na Names komen in het blad {sheet}, maar {cell} bevat {text}: verplaats het, of typ die kopjes zelf',
};
