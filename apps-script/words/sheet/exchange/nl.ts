import type { ExchangeWords } from './en';

/** The words of files exchanged with other programs, in this language. */
export const EXCHANGE: ExchangeWords = {
  'import.handicaps':
    'De paren in het bestand hebben een handicap, die de eigen cijfers van het bestand meetellen: die wordt hier niet toegepast, dus die cijfers wijken af.',
  'import.unreadDeals':
    '{count, plural, one {De verdeling van spel} other {De verdelingen van spellen}} {boards} in het bestand {count, plural, one {heeft} other {hebben}} geen vier volle handen: weggelaten.',
  'import.events': 'Het bestand bevat {count} wedstrijden, elk apart ingelezen en nooit samen met een andere gescoord.',
  'import.convention':
    "Gerangschikt zoals {source, select, bbo {BBO: elk spel onder de erop gespeelde uitslagen, het percentage van een paar het gemiddelde van zijn spellen, een niet gespeeld spel gemiddeld voor beide} ours {Bridge Scorer: Neuberg naar het meest gespeelde spel} other {clubprogramma's: Neuberg naar het meest gespeelde spel}}.",
  'import.substitutes':
    '{count, plural, one {# combinatie speelde} other {# combinaties speelden}} als invaller voor een paar: hun spellen tellen voor dat paar.',
  'import.windows1252':
    'Gelezen als Windows-1252 (ISO-8859-1), want geen UTF-8: {count, plural, one {regel} other {# regels:}} {lines}.',
  'import.cut':
    '{count, plural, one {# cel was} other {# cellen waren}} langer dan Sheets bewaart (50.000 tekens) en {count, plural, one {is} other {zijn}} ingekort met …: {cells}.',
  'import.done':
    '{records, plural, one {# record} other {# records}} geïmporteerd in "{sheet}"; {boards, plural, one {# spel} other {# spellen}} {scoring, select, matchpoints {op matchpunten gescoord} butler {in Butler-IMPs gescoord} other {in cross-IMPs gescoord}}.',
  'import.noCompare':
    '{records, plural, one {# record} other {# records}} geïmporteerd in "{sheet}". Geen spel heeft twee resultaten om te vergelijken, dus geen wordt {scoring, select, matchpoints {op matchpunten gescoord} butler {in Butler-IMPs gescoord} other {in cross-IMPs gescoord}}.',
  'import.pairsInto': 'de paren in "{sheet}"',
  'import.rankingInto': 'de rangschikking in "{sheet}"',
  'import.notRanked': 'Niet gerangschikt: {problem}.',
  'import.adjusted':
    '{count, plural, one {# arbitrale score geteld zoals de wedstrijdleider die gaf} other {# arbitrale scores geteld zoals de wedstrijdleider ze gaf}}.',
  'import.unscored': '{count, plural, one {# record had} other {# records hadden}} geen score.',
  'import.differing':
    '{count, plural, one {# record gaf} other {# records gaven}} een score die de regels niet geven: zie de kolom Note.',
  'import.noPar':
    'Geen par voor {count, plural, one {# spel} other {# spellen}} ({boards}): hun verdelingen kostten meer tijd om op te lossen dan een import toestaat.',
  'import.solveRest':
    'Kies "{menu}" in het menu van de add-on om verder te gaan waar de import stopte, zo vaak als nodig.',
  'import.agrees':
    '{what, select, percentage {Het percentage} other {Het aantal IMPs}} van elk paar is dat van het bestand ({count, plural, one {# paar} other {# paren}}).',
  'import.differs':
    '{count, plural, one {# paar} other {# paren}} van {total} wijken af van de waarde van het bestand ({what, select, percentage {percentage} other {IMPs}}; {pairs}): zie het blad Ranking.',
  'import.filePoints':
    'De punten van {count, plural, one {# regel wijken} other {# regels wijken}} meer dan de afronding van het bestand af van die van de regels: ze blijven zoals het bestand ze geeft, als correcties van de wedstrijdleider.',
  'publish.noNumbers': '{count, plural, one {# speler heeft} other {# spelers hebben}} geen bondsnummer: {players}.',
  'publish.blankNumbers':
    'Het USEBIO-bestand is gemaakt met {count, plural, one {# leeg bondsnummer} other {# lege bondsnummers}}: {players}.',
  'publish.noUsebio': 'Het USEBIO-bestand kan niet worden geschreven: {error}.',
};
