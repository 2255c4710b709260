// The corpus's USEBIO files: bad ones read by the core's USEBIO reader, and a bad line turned into the
// session ranked, into the same list of refusals (refusals.ts) that problem-codes.test.ts checks.
import { parseUsebio, usebioSession } from '../../../core/table/usebio/index';
import { usebioTeamsEvent } from '../../../core/teams/usebio-event';
import { parseTeamsUsebio } from '../../../core/teams/usebio-read';
import { collect } from './refusals';

/** A file as a club program writes one, `body` inside its EVENT. */
const file = (body: string, type = 'MP_PAIRS', version = '1.2', after = '') =>
  `<?xml version="1.0"?><USEBIO Version="${version}"><EVENT EVENT_TYPE="${type}">${body}</EVENT>${after}</USEBIO>`;
const line = (inside: string) =>
  `<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>${inside}</TRAVELLER_LINE></BOARD>`;
const LINE = line('<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE>');
const hand = (seat: string, suits: string) => {
  const [s, h, d, c] = suits.split('.');
  return `<HAND><DIRECTION>${seat}</DIRECTION><SPADES>${s}</SPADES><HEARTS>${h}</HEARTS><DIAMONDS>${d}</DIAMONDS><CLUBS>${c}</CLUBS></HAND>`;
};

const files = [
  '<USEBIO Version="1.2"><EVENT></USEBIO>',
  '<USEBIO Version="1.2"><EVENT>\n<PAIR></EVENT></USEBIO>',
  `<USEBIO>${'<A>'.repeat(100)}${'</A>'.repeat(100)}</USEBIO>`,
  '<PBN/>',
  '<SCORES/>',
  file(LINE, 'MP_PAIRS', '2.0'),
  file(LINE, 'MP_PAIRS', ''),
  '<USEBIO Version="1.2"/>',
  file(LINE, 'SWISS_TEAMS'),
  file(LINE, 'INDIVIDUAL'),
  file(`<BOARD_SCORING_METHOD>VPS</BOARD_SCORING_METHOD>${LINE}`, 'PAIRS'),
  file(`<PARTICIPANTS><PAIR><PAIR_NUMBER>1</PAIR_NUMBER><PERCENTAGE>fifty</PERCENTAGE></PAIR></PARTICIPANTS>${LINE}`),
  file(`<PARTICIPANTS><PAIR><TOTAL_SCORE>1</TOTAL_SCORE></PAIR></PARTICIPANTS>${LINE}`),
  file(line('<CONTRACT>4S</CONTRACT><TRICKS>14</TRICKS><SCORE>420</SCORE>')),
  file(line('<CONTRACT>4S</CONTRACT><TRICKS>ten</TRICKS><SCORE>420</SCORE>')),
  file(`<DATE>31/02/2026</DATE>${LINE}`),
  file(`<DATE>yesterday</DATE>${LINE}`),
  file(LINE.replace('<BOARD_NUMBER>1', '<BOARD_NUMBER>x')),
  file(LINE.replace('<BOARD_NUMBER>1', '<BOARD_NUMBER>0')),
  file('<PARTICIPANTS/>'),
  file('<SESSION SESSION_ID="1"></SESSION>'),
  file(
    '<SESSION SESSION_ID="1"><SECTION SECTION_ID="A"/><SECTION SECTION_ID="B"/></SESSION><SESSION SESSION_ID="2"><SECTION SECTION_ID="A"/></SESSION>',
  ),
  file(
    LINE,
    'MP_PAIRS',
    '1.2',
    `<HANDSET><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${hand('North', 'AKQ.AKQ.AKQ.AKQ')}</BOARD></HANDSET>`,
  ),
  file(
    LINE,
    'MP_PAIRS',
    '1.2',
    `<HANDSET><BOARD><BOARD_NUMBER>3</BOARD_NUMBER>${hand('North', 'AKQ.AKQ.AKQ.AKQ')}${hand('South', 'AKQ.AKQ.AKQ.AKQ')}</BOARD></HANDSET>`,
  ),
];
for (const text of files) collect(parseUsebio(text));

// Lines the session cannot score: a score that is a word, with no contract to score.
for (const score of ['NP', 'AVE+', 'A6']) {
  const read = parseUsebio(file(line(`<SCORE>${score}</SCORE>`)));
  if (read.ok) collect(usebioSession(read.value));
}

// A teams event's file (core/teams/usebio-read.ts): not a teams event, a number that is none, a board of
// a match with one room.
const teamsFile = (body: string, type = 'TEAMS') =>
  `<?xml version="1.0"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="${type}"><SESSION SESSION_ID="1">${body}</SESSION></EVENT></USEBIO>`;
const MATCH_HEAD =
  '<ROUND_NUMBER>1</ROUND_NUMBER><TEAM>1</TEAM><OPPOSING_TEAM>2</OPPOSING_TEAM><TEAM_SCORE>12</TEAM_SCORE><OPPOSING_TEAM_SCORE>8</OPPOSING_TEAM_SCORE>';
for (const text of [
  teamsFile('', 'MP_PAIRS'),
  teamsFile('<PARTICIPANTS><TEAM TEAM_ID="one"/></PARTICIPANTS>'),
  teamsFile(`<MATCH>${MATCH_HEAD.replace('>12<', '>twelve<')}</MATCH>`),
  teamsFile(
    `<MATCH>${MATCH_HEAD}<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><IMPS>0</IMPS><TRAVELLER_LINE><DIRECTION>NS</DIRECTION><SCORE>420</SCORE></TRAVELLER_LINE></BOARD></MATCH>`,
  ),
  teamsFile(
    `<MATCH>${MATCH_HEAD}<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><IMPS>0</IMPS><TRAVELLER_LINE><DIRECTION>NS</DIRECTION><TRICKS>ten</TRICKS><SCORE>420</SCORE></TRAVELLER_LINE></BOARD></MATCH>`,
  ),
])
  collect(parseTeamsUsebio(text));

// A teams file whose match gives its VPs alone cannot be ranked again as a teams event.
const totalOnly = parseTeamsUsebio(
  teamsFile(
    `<PARTICIPANTS><TEAM TEAM_ID="1" TEAM_NAME="Ash"><TOTAL_SCORE>12</TOTAL_SCORE></TEAM><TEAM TEAM_ID="2" TEAM_NAME="Birch"><TOTAL_SCORE>8</TOTAL_SCORE></TEAM></PARTICIPANTS><MATCH>${MATCH_HEAD}</MATCH>`,
  ),
);
if (totalOnly.ok) collect(usebioTeamsEvent(totalOnly.value, { boards: 8, scale: 'wbf', bye: 'average' }));
