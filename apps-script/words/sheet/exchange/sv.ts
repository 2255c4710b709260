import type { ExchangeWords } from './en';

/** The words of files exchanged with other programs, in this language. */
export const EXCHANGE: ExchangeWords = {
  'import.handicaps':
    'Filens par har handikapp, som filens egna siffror räknar med: de tillämpas inte här, så de siffrorna skiljer sig.',
  'import.unreadDeals':
    'Filens {count, plural, one {giv på bricka} other {givar på brickorna}} {boards} har inte fyra hela händer: utelämnad{count, plural, one {} other {e}}.',
  'import.events': 'Filen innehåller {count} tävlingar, var och en importerad för sig och aldrig räknad med en annan.',
  'import.convention':
    'Rankad som {source, select, bbo {BBO: varje bricka bland resultaten spelade på den, ett pars procent medelvärdet av dess brickor, en ospelad bricka medel åt båda} ours {Bridge Scorer: Neuberg till den mest spelade brickan} other {klubbprogram: Neuberg till den mest spelade brickan}}.',
  'import.substitutes':
    '{count, plural, one {# par spelade} other {# par spelade}} som ersättare för ett par: deras brickor räknas det paret till godo.',
  'import.windows1252':
    'Läst som Windows-1252 (ISO-8859-1), eftersom det inte är UTF-8: {count, plural, one {rad} other {# rader:}} {lines}.',
  'import.cut':
    '{count, plural, one {# cell var} other {# celler var}} längre än Sheets rymmer (50 000 tecken) och {count, plural, one {kortades} other {kortades}} med …: {cells}.',
  'import.done':
    '{records, plural, one {# post} other {# poster}} importerade till "{sheet}"; {boards, plural, one {# bricka} other {# brickor}} med {scoring, select, matchpoints {matchpoäng} butler {Butler-IMP} other {cross-IMP}}.',
  'import.noCompare':
    '{records, plural, one {# post} other {# poster}} importerade till "{sheet}". Ingen bricka har två resultat att jämföra, så ingen räknas {scoring, select, matchpoints {på matchpoäng} butler {i Butler-IMP} other {i cross-IMP}}.',
  'import.pairsInto': 'paren till "{sheet}"',
  'import.rankingInto': 'resultatlistan till "{sheet}"',
  'import.notRanked': 'Inte rangordnat: {problem}.',
  'import.adjusted':
    '{count, plural, one {# justerat resultat räknat som tävlingsledaren gav det} other {# justerade resultat räknade som tävlingsledaren gav dem}}.',
  'import.unscored': '{count, plural, one {# post hade} other {# poster hade}} inget resultat.',
  'import.differing':
    '{count, plural, one {# post gav} other {# poster gav}} ett resultat som reglerna inte ger: se kolumnen Note.',
  'import.noPar':
    'Inget par för {count, plural, one {# bricka} other {# brickor}} ({boards}): deras givar tog längre tid att lösa än en import tillåter.',
  'import.solveRest':
    'Välj "{menu}" i tilläggets meny för att fortsätta där importen slutade, så många gånger som behövs.',
  'import.agrees':
    'Varje pars värde ({what, select, percentage {procentsats} other {IMP}}) är det som filen ger ({count, plural, one {# par} other {# par}}).',
  'import.differs':
    '{count, plural, one {# par} other {# par}} av {total} skiljer sig från filens värde ({what, select, percentage {procentsats} other {IMP}}; {pairs}): se bladet Ranking.',
  'import.filePoints':
    'Poängen på {count, plural, one {# rad skiljer} other {# rader skiljer}} sig från reglernas med mer än filens avrundning: de behålls som filen anger dem, som tävlingsledarens justeringar.',
  'publish.noNumbers': '{count, plural, one {# spelare saknar} other {# spelare saknar}} förbundsnummer: {players}.',
  'publish.blankNumbers':
    'USEBIO-filen gjordes med {count, plural, one {# tomt förbundsnummer} other {# tomma förbundsnummer}}: {players}.',
  'publish.noUsebio': 'USEBIO-filen kan inte skrivas: {error}.',
};
