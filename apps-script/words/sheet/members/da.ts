import type { MembersWords } from './en';

export const MEMBERS: MembersWords = {
  'menu.members': 'Udfyld medlemsnumre fra Members',
  'members.filled': '{count, plural, one {Udfyldte # medlemsnummer.} other {Udfyldte # medlemsnumre.}}',
  'members.unknown':
    '{count, plural, one {# spiller står ikke blandt medlemmerne: {names}.} other {# spillere står ikke blandt medlemmerne: {names}.}}',
  'members.differs':
    '{count, plural, one {# indtastet nummer afviger fra arket Members og beholdes som indtastet: {list}.} other {# indtastede numre afviger fra arket Members og beholdes som indtastet: {list}.}}',
  'members.lostZeros':
    '{count, plural, one {Arket {sheet} holder nummeret i række {rows} som et tal, så et foranstillet nul er gået tabt: formatér kolonnen Number som almindelig tekst, og indtast det igen.} other {Arket {sheet} holder numrene i rækkerne {rows} som tal, så foranstillede nuller er gået tabt: formatér kolonnen Number som almindelig tekst, og indtast dem igen.}}',
  'members.made':
    'Der var intet ark {sheet}: det er oprettet, med overskrifterne Name, Number og Club og kolonnen Number som tekst, så foranstillede nuller bliver. Indtast jeres medlemmer der, og vælg så dette igen.',
  'members.headersAdded': 'Overskrifterne {headers} blev tilføjet efter Names i arket {sheet}.',
  'refusal.members-two': '{name} passer på to medlemmer: {first} og {second}',
  'refusal.members-headers':
    'Arket {sheet} skal have en overskriftsrække med Name og Number (Club hvis du vil): ingen fundet',
  'refusal.members-number':
    'arket {sheet}, række {row}, {column}: {number} er ikke et medlemsnummer (kun bogstaver og cifre)',
  'refusal.members-no-pairs':
    '{why, select, missing {Der er intet ark {sheet}} other {Arket {sheet} har ingen overskriftsrække med Pair og Names}}: ingen spillere at udfylde',
  'refusal.members-taken':
    'Overskrifterne {headers} ville komme efter Names i arket {sheet}, men {cell} indeholder {text}: flyt det, eller indtast selv de overskrifter',
};
