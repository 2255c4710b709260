import type { Translation } from '../sidebar/words';
import type { EN as English } from './en';

export const PL: Translation<typeof English> = {
  'page.title': 'Bridge Scorer: wasz stół',
  'page.loading': 'Szukam waszego stołu…',
  'page.noLink':
    'Ta strona otwiera się z linku waszego stołu: zeskanujcie kod QR na stole albo poproście sędziego o link.',
  'page.unreachable': 'Brak połączenia z serwerem: {problem}. Strona sama spróbuje ponownie.',
  'page.key':
    'Ten link nie należy (już) do waszego stołu: nic nie zapisano. Zeskanujcie ponownie kod QR stołu albo zapytajcie sędziego.',
  'page.finished': 'Wszystkie wasze rozdania są zapisane, dziękujemy!',

  'head.table': 'Stół {table}',
  'head.round': 'Runda {round} z {rounds}',
  'head.boards': 'Rozdania tej rundy',

  'board.title': 'Rozdanie {board}',
  'board.dealer': 'Rozdaje {seat}',
  'board.vulnerable': 'Po partii: {vulnerable}',
  'board.in': 'Zapisane',
  'board.waiting': 'Czeka',
  'board.toPlay': 'Do gry',
  'board.next': 'Dalej: rozdanie {board}',

  'step.declarer': 'Rozgrywający',
  'step.passedOut': 'Pasy',
  'step.contract': 'Kontrakt',
  'step.level': 'Wysokość',
  'step.strain': 'Miano',
  'step.doubling': 'Kontra?',
  'step.typed': 'Albo wpiszcie kontrakt',
  'step.typedBad': '"{typed}" to nie kontrakt: zapiszcie go na przykład jako {examples}',
  'step.lead': 'Wist',
  'step.leadSuit': 'Kolor wistu',
  'step.leadRank': 'Karta wistu',
  'step.noLead': 'Bez wistu',
  'step.result': 'Wynik',
  'step.tricks': '{result}: {tricks, plural, one {# lewa} few {# lewy} many {# lew} other {# lewy}}',
  'step.next': 'Dalej',
  'step.back': 'Wstecz',

  'double.none': 'Bez kontry',
  'double.X': 'Z kontrą',
  'double.XX': 'Z rekontrą',
  'vul.None': 'Nikt',
  'vul.All': 'Obie',

  'confirm.title': 'Sprawdźcie i zatwierdźcie',
  'confirm.by': 'rozgrywa {seat}',
  'confirm.lead': 'Wist: {card}',
  'confirm.score': 'Zapis',
  'confirm.ask': '{side}: sprawdźcie kontrakt i zapis, potem zatwierdźcie.',
  'confirm.accept': '{side} zatwierdzają',
  'confirm.change': 'Zmień',

  'send.waiting':
    '{count, plural, one {# wynik czeka na wysłanie} few {# wyniki czekają na wysłanie} many {# wyników czeka na wysłanie} other {# wyniku czeka na wysłanie}}',
  'send.now': 'Wyślij teraz',
  'send.offline': 'Brak połączenia: wyniki zostają w tym telefonie i pójdą, gdy tylko wróci zasięg.',
  'send.unkept': 'Ten telefon nie może zachować wyniku: nie przeładowujcie strony, dopóki nie zostanie wysłany.',
  'send.written': 'Rozdanie {board} zapisane.',
  'send.already': 'Rozdanie {board} było już zapisane: {contract}.',
  'send.conflict': 'Rozdanie {board} ma inny wynik: nic nie zapisano.',
  'send.refused': 'Rozdanie {board} nie zostało zapisane: {problem}',
  'send.notAccepted': 'Nieprzyjęte',
  'send.holds': 'Rozdanie ma',
  'send.sent': 'Wysłaliście',
  'send.director': 'Rozstrzygnie sędzia.',

  'traveller.title': 'Rozdanie {board} na wszystkich stołach do tej pory',
  'traveller.pairs': 'Pary',
  'traveller.contract': 'Kontrakt',
  'traveller.lead': 'Wist',
  'traveller.score': 'Zapis {side}',
  'traveller.mine': 'wy',
  'traveller.later': 'Wyniki wszystkich stołów pojawią się tutaj, gdy tylko wasz zostanie zapisany.',

  'moves.title': 'Runda {round} zakończona',
  'moves.pair': '{pair} idzie do stołu {table}, na {direction}',
  'moves.out': '{pair}: bez stołu w następnej rundzie',
  'moves.boards': 'Rozdania {boards} idą do stołu {table}',
  'moves.boardsRest':
    'Rozdania {boards} pauzują rundę {where, select, stand {na stoliku odkładczym} other {z boku}}, potem idą do stołu {table}',
  'moves.boardsOut': 'Żaden stół nie gra tych rozdań w następnej rundzie: oddajcie je sędziemu.',
  'moves.next': 'Zacznij rundę {round}',
};
