import type { ExchangeWords } from './en';

/** The words of files exchanged with other programs, in this language. */
export const EXCHANGE: ExchangeWords = {
  'import.handicaps': 'Filens par har handicap, som filens egne tal medregner: de bruges ikke her, så de tal afviger.',
  'import.unreadDeals':
    'Filens {count, plural, one {fordeling i spil} other {fordelinger i spil}} {boards} {count, plural, one {er} other {er}} ikke fire hele hænder: udeladt.',
  'import.events':
    'Filen indeholder {count} turneringer, hver importeret for sig og aldrig regnet sammen med en anden.',
  'import.convention':
    'Rangeret som {source, select, bbo {BBO: hvert spil blandt resultaterne spillet på det, et pars procent gennemsnittet af dets spil, et ikke spillet spil gennemsnit til begge} ours {Bridge Scorer: Neuberg til det mest spillede spil} other {klubprogrammer: Neuberg til det mest spillede spil}}.',
  'import.substitutes':
    '{count, plural, one {# makkerpar spillede} other {# makkerpar spillede}} som afløser for et par: deres spil regnes til det par.',
  'import.windows1252':
    'Læst som Windows-1252 (ISO-8859-1), da det ikke er UTF-8: {count, plural, one {linje} other {# linjer:}} {lines}.',
  'import.cut':
    '{count, plural, one {# celle var} other {# celler var}} længere end Sheets rummer (50.000 tegn) og blev afkortet med …: {cells}.',
  'import.done':
    '{records, plural, one {# post} other {# poster}} importeret til "{sheet}"; {boards, plural, one {# spil} other {# spil}} {scoring, select, matchpoints {regnet i matchpoint} butler {regnet i Butler-IMP} other {regnet i cross-IMP}}.',
  'import.noCompare':
    '{records, plural, one {# post} other {# poster}} importeret til "{sheet}". Intet spil har to resultater at sammenligne, så intet er {scoring, select, matchpoints {regnet i matchpoint} butler {regnet i Butler-IMP} other {regnet i cross-IMP}}.',
  'import.pairsInto': 'parrene til "{sheet}"',
  'import.rankingInto': 'resultatlisten til "{sheet}"',
  'import.notRanked': 'Ikke rangeret: {problem}.',
  'import.adjusted':
    '{count, plural, one {# justeret score regnet, som turneringslederen gav den} other {# justerede scorer regnet, som turneringslederen gav dem}}.',
  'import.unscored': '{count, plural, one {# post havde} other {# poster havde}} ingen score.',
  'import.differing':
    '{count, plural, one {# post gav} other {# poster gav}} en score, som reglerne ikke giver: se kolonnen Note.',
  'import.noPar':
    'Intet par for {count, plural, one {# spil} other {# spil}} ({boards}): deres fordelinger tog længere tid at løse, end en import tillader.',
  'import.solveRest':
    'Vælg "{menu}" i tilføjelsens menu for at fortsætte, hvor importen stoppede, så mange gange som nødvendigt.',
  'import.agrees':
    'Hvert pars værdi ({what, select, percentage {procent} other {IMP}}) er den, filen giver ({count, plural, one {# par} other {# par}}).',
  'import.differs':
    '{count, plural, one {# par} other {# par}} af {total} afviger fra filens værdi ({what, select, percentage {procent} other {IMP}}; {pairs}): se arket Ranking.',
  'import.filePoints':
    '{count, plural, one {# linjes point afviger} other {# linjers point afviger}} fra reglernes med mere end filens afrunding: de beholdes, som filen angiver dem, som turneringslederens justeringer.',
  'publish.noNumbers': '{count, plural, one {# spiller har} other {# spillere har}} intet forbundsnummer: {players}.',
  'publish.blankNumbers':
    'USEBIO-filen blev lavet med {count, plural, one {# tomt forbundsnummer} other {# tomme forbundsnumre}}: {players}.',
  'publish.noUsebio': 'USEBIO-filen kan ikke skrives: {error}.',
};
