// Two boards whose PBN states no par, for the tests of an import that solves the deal itself. Each hand
// is a whole suit: N/S make 7♠ and E/W make nothing in no trumps, so par is 7♠ by N/S, 1510 on board 1
// (none vulnerable) and 2210 on board 2 (N/S vulnerable): E/W's only bid above it, 7NT doubled, would
// go down 13.
const SUITS_DEAL = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
const TRAVELLER = '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW"]';

export const UNSTATED_PAR_PBN = [
  `[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "${SUITS_DEAL}"]\n${TRAVELLER}\n1 1 4S N 13 "510" -\n2 2 7S N 13 "1510" -`,
  `[Board "2"]\n[Dealer "E"]\n[Vulnerable "NS"]\n[Deal "${SUITS_DEAL}"]\n${TRAVELLER}\n1 2 6S N 13 "1460" -\n2 1 7S N 13 "2210" -`,
].join('\n\n');
