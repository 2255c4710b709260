import type { Translation } from '../sidebar/words';
import type { EN as English } from './en';

export const DA: Translation<typeof English> = {
  'page.title': 'Bridge Scorer: jeres bord',
  'page.loading': 'Finder jeres bord…',
  'page.noLink':
    'Denne side åbnes fra jeres bords eget link: scan QR-koden på bordet, eller bed turneringslederen om linket.',
  'page.unreachable': 'Serveren kan ikke nås: {problem}. Siden prøver igen af sig selv.',
  'page.key':
    'Dette link hører ikke (længere) til jeres bord: intet blev skrevet. Scan bordets QR-kode igen, eller spørg turneringslederen.',
  'page.finished': 'Alle jeres spil er skrevet ind, tak!',

  'head.table': 'Bord {table}',
  'head.round': 'Runde {round} af {rounds}',
  'head.boards': 'Spil i denne runde',

  'board.title': 'Spil {board}',
  'board.dealer': 'Giver {seat}',
  'board.vulnerable': 'I zonen: {vulnerable}',
  'board.in': 'Skrevet ind',
  'board.waiting': 'Venter',
  'board.toPlay': 'Skal spilles',
  'board.next': 'Næste: spil {board}',

  'step.declarer': 'Spilfører',
  'step.passedOut': 'Passet ud',
  'step.contract': 'Kontrakt',
  'step.level': 'Trin',
  'step.strain': 'Farve',
  'step.doubling': 'Doblet?',
  'step.typed': 'Eller skriv kontrakten',
  'step.typedBad': '"{typed}" er ingen kontrakt: skriv den for eksempel som {examples}',
  'step.lead': 'Udspil',
  'step.leadSuit': 'Udspillets farve',
  'step.leadRank': 'Udspillet kort',
  'step.noLead': 'Intet udspil',
  'step.result': 'Resultat',
  'step.tricks': '{result}: {tricks, plural, one {# stik} other {# stik}}',
  'step.next': 'Næste',
  'step.back': 'Tilbage',

  'double.none': 'Ikke doblet',
  'double.X': 'Doblet',
  'double.XX': 'Redoblet',
  'vul.None': 'Ingen',
  'vul.All': 'Alle',

  'confirm.title': 'Kontrollér og godkend',
  'confirm.by': 'spillet af {seat}',
  'confirm.lead': 'Udspil: {card}',
  'confirm.score': 'Score',
  'confirm.ask': '{side}: kontrollér kontrakten og scoren, og godkend så.',
  'confirm.accept': '{side} godkender',
  'confirm.change': 'Ret',

  'send.waiting':
    '{count, plural, one {# resultat venter på at blive sendt} other {# resultater venter på at blive sendt}}',
  'send.now': 'Send nu',
  'send.offline': 'Ingen forbindelse: resultaterne bliver på telefonen og sendes, så snart der er dækning igen.',
  'send.unkept': 'Telefonen kan ikke gemme resultatet: genindlæs ikke siden, før det er sendt.',
  'send.written': 'Spil {board} er skrevet ind.',
  'send.already': 'Spil {board} var allerede skrevet ind: {contract}.',
  'send.conflict': 'Spil {board} har et andet resultat: intet blev skrevet.',
  'send.refused': 'Spil {board} blev ikke skrevet ind: {problem}',
  'send.notAccepted': 'Ikke godtaget',
  'send.holds': 'Spillet har',
  'send.sent': 'I sendte',
  'send.director': 'Turneringslederen afgør det.',

  'traveller.title': 'Spil {board} ved alle borde indtil nu',
  'traveller.pairs': 'Par',
  'traveller.contract': 'Kontrakt',
  'traveller.lead': 'Udspil',
  'traveller.score': 'Score {side}',
  'traveller.mine': 'jer',
  'traveller.later': 'Alle bordes resultater vises her, så snart jeres er skrevet ind.',

  'moves.title': 'Runde {round} er slut',
  'moves.pair': '{pair} går til bord {table}, {direction}',
  'moves.out': '{pair}: intet bord i næste runde',
  'moves.boards': 'Spil {boards} går til bord {table}',
  'moves.boardsRest':
    'Spil {boards} hviler en runde {where, select, stand {på hvilebordet} other {til side}}, derefter går de til bord {table}',
  'moves.boardsOut': 'Intet bord spiller disse spil i næste runde: giv dem til turneringslederen.',
  'moves.next': 'Begynd runde {round}',
};
