import type { MembersWords } from './en';

export const MEMBERS: MembersWords = {
  'menu.members': 'Fyll i medlemsnummer från Members',
  'members.filled': '{count, plural, one {Fyllde i # medlemsnummer.} other {Fyllde i # medlemsnummer.}}',
  'members.unknown':
    '{count, plural, one {# spelare finns inte bland medlemmarna: {names}.} other {# spelare finns inte bland medlemmarna: {names}.}}',
  'members.differs':
    '{count, plural, one {# inskrivet nummer skiljer sig från bladet Members och behålls som det skrevs: {list}.} other {# inskrivna nummer skiljer sig från bladet Members och behålls som de skrevs: {list}.}}',
  'members.lostZeros':
    '{count, plural, one {Bladet {sheet} håller numret på rad {rows} som ett tal, så en inledande nolla har gått förlorad: formatera kolumnen Number som vanlig text och skriv in det igen.} other {Bladet {sheet} håller numren på raderna {rows} som tal, så inledande nollor har gått förlorade: formatera kolumnen Number som vanlig text och skriv in dem igen.}}',
  'members.made':
    'Det fanns inget blad {sheet}: det har skapats, med rubrikerna Name, Number och Club och kolumnen Number som text, så att inledande nollor blir kvar. Skriv in era medlemmar där och välj detta igen.',
  'members.headersAdded': 'Rubrikerna {headers} lades till efter Names i bladet {sheet}.',
  'refusal.members-two': '{name} stämmer med två medlemmar: {first} och {second}',
  'refusal.members-headers':
    'Bladet {sheet} behöver en rubrikrad med Name och Number (Club om du vill): ingen hittades',
  'refusal.members-number':
    'bladet {sheet}, rad {row}, {column}: {number} är inget medlemsnummer (bara bokstäver och siffror)',
  'refusal.members-no-pairs':
    '{why, select, missing {Det finns inget blad {sheet}} other {Bladet {sheet} har ingen rubrikrad med Pair och Names}}: inga spelare att fylla i',
  'refusal.members-taken':
    'Rubrikerna {headers} skulle hamna efter Names i bladet {sheet}, men {cell} innehåller {text}: flytta det, eller skriv in rubrikerna själv',
};
