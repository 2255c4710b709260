// A teams event's USEBIO file (docs/exchange.md, Teams events): the figures worked by hand from the laws'
// scores, the IMP scale and a club VP table read by eye; the elements as the EBU's teams example writes
// them; and the file read back to the same plain JSON.
import { describe, expect, it } from 'vitest';
import type { TeamsEvent } from '../../../core/teams/index';
import { usebioTeams } from '../../../core/teams/usebio';
import { usebioTeamsEvent } from '../../../core/teams/usebio-event';
import { parseTeamsUsebio } from '../../../core/teams/usebio-read';
import { formatTeamsUsebio } from '../../../core/teams/usebio-write';
import { must } from '../../support';
import { EVENT, HEADER } from './teams-files-event';

describe('a teams event as its USEBIO file', () => {
  const file = must(usebioTeams(EVENT, HEADER));

  it('numbers the teams by seed, with their places, VPs and players', () => {
    expect(file.teams).toEqual([
      {
        number: 1,
        name: 'Ash',
        place: '2',
        vps: 20,
        players: [
          { name: 'Ann Ash', number: '0748821' },
          { name: 'Bob Ash', number: '' },
        ],
      },
      { number: 2, name: 'Birch & Co', place: '3', vps: 16, players: [{ name: 'Zoë Åström', number: '' }] },
      { number: 3, name: 'Cedar', place: '1', vps: 28, players: [] },
    ]);
    // Ash played 2 + 2 boards, the others 2 each.
    expect(file.boardsPlayed).toBe(4);
  });

  it("writes each match's VPs and a match by board with both rooms", () => {
    expect(
      file.matches.map(({ round, home, away, homeVps, awayVps }) => [round, home, away, homeVps, awayVps]),
    ).toEqual([
      [1, 1, 2, 16, 4],
      [2, 1, 3, 4, 16],
    ]);
    expect(file.matches[0]?.boards).toEqual([
      {
        number: 1,
        imps: 10,
        open: { direction: 'NS', contract: '4S', playedBy: 'N', tricks: 10, score: 420 },
        closed: { direction: 'EW', contract: '4S', playedBy: 'N', tricks: 9, score: -50 },
      },
      {
        number: 2,
        imps: 1,
        open: { direction: 'NS', contract: '3NT', playedBy: 'E', tricks: 9, score: -400 },
        closed: { direction: 'EW', contract: '3NT', playedBy: 'E', tricks: 10, score: -430 },
      },
    ]);
    // A match typed as its total has no boards.
    expect(file.matches[1]?.boards).toEqual([]);
  });

  it("writes the EBU example's elements: ISO-8859-1, references, escaped, CRLF", () => {
    const text = formatTeamsUsebio(file);
    expect(text.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>\r\n<!DOCTYPE USEBIO SYSTEM')).toBe(true);
    expect(text).toContain('<EVENT EVENT_TYPE="TEAMS">');
    expect(text).toContain('<TEAM TEAM_ID="2" TEAM_NAME="Birch &amp; Co">');
    expect(text).toContain('<PLAYER_NAME>Zo&#235; &#197;str&#246;m</PLAYER_NAME>');
    expect(text).toContain('<NATIONAL_ID_NUMBER>0748821</NATIONAL_ID_NUMBER>');
    expect(text).toContain('<DATE>04/12/2026</DATE>');
    expect(text).toContain('<P2P_CHARGE_RATE>10</P2P_CHARGE_RATE>');
    expect(formatTeamsUsebio({ ...file, version: '1.3' })).toContain('<EBU_CHARGE_CODE>10</EBU_CHARGE_CODE>');
    expect([...text].every((character) => character.charCodeAt(0) < 0x80)).toBe(true);
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    // Bob Ash has no number: his PLAYER has no NATIONAL_ID_NUMBER.
    expect(text).toMatch(/<PLAYER_NAME>Bob Ash<\/PLAYER_NAME>\r\n\s*<\/PLAYER>/);
  });

  it('reads back to the same file', () => {
    expect(must(parseTeamsUsebio(formatTeamsUsebio(file)))).toEqual(file);
    const older = { ...file, version: '1.3' as const };
    expect(must(parseTeamsUsebio(formatTeamsUsebio(older)))).toEqual(older);
  });

  /** The problem of a file the reader refuses; a file it reads fails the test. */
  const refusal = (text: string) => {
    const read = parseTeamsUsebio(text);
    if (read.ok) throw new Error('expected a refusal');
    return read.error;
  };

  it('refuses a file that is not a teams event, or a number that is none, naming the element', () => {
    const text = formatTeamsUsebio(file);
    expect(refusal(text.replace('EVENT_TYPE="TEAMS"', 'EVENT_TYPE="MP_PAIRS"')).code).toBe('usebio-not-teams');
    const bad = refusal(text.replace('<TEAM_SCORE>16</TEAM_SCORE>', '<TEAM_SCORE>x</TEAM_SCORE>'));
    expect([bad.code, bad.params?.element, bad.input]).toEqual(['usebio-number', 'TEAM_SCORE', 'x']);
    const oneRoom = text.replace(/<TRAVELLER_LINE>\r\n\s*<DIRECTION>EW[\s\S]*?<\/TRAVELLER_LINE>\r\n/, '');
    expect(refusal(oneRoom).code).toBe('usebio-rooms');
  });
});

describe('a teams file back into the event', () => {
  /** The test event with round 2's match entered by board too: board 3, 110 and −100 (5 IMPs to Ash). */
  const BY_BOARD: TeamsEvent = {
    ...EVENT,
    rounds: [
      EVENT.rounds[0] as TeamsEvent['rounds'][number],
      {
        matches: [
          {
            home: 'Ash',
            away: 'Cedar',
            score: {
              byBoard: [
                { board: 3, table1: { ns: 110 }, table2: { ns: -100 } },
                {
                  board: 4,
                  table1: { contract: { level: 6, strain: 'H', doubling: 'X', declarer: 'W', result: -2 } },
                  table2: { contract: { level: 4, strain: 'H', doubling: '', declarer: 'W', result: 0 } },
                },
              ],
            },
          },
        ],
        byes: ['Birch & Co'],
      },
    ],
  };
  const options = { boards: 2, scale: EVENT.scale, bye: EVENT.bye };

  it('reads back to the same event when every match was entered by board', () => {
    const text = formatTeamsUsebio(must(usebioTeams(BY_BOARD, HEADER)));
    const back = must(usebioTeamsEvent(must(parseTeamsUsebio(text)), options));
    // Cedar's players are none, so it has no numbers; Birch & Co's one player has none either.
    expect(back).toEqual({
      ...BY_BOARD,
      teams: [BY_BOARD.teams[0], { name: 'Birch & Co', players: ['Zoë Åström'] }, { name: 'Cedar', players: [] }],
    });
  });

  it('refuses a match the file gives as its VPs alone, naming it', () => {
    const text = formatTeamsUsebio(must(usebioTeams(EVENT, HEADER)));
    const read = usebioTeamsEvent(must(parseTeamsUsebio(text)), options);
    expect(read.ok ? undefined : [read.error.code, read.error.params]).toEqual([
      'usebio-teams-total',
      { round: 2, home: 'Ash', away: 'Cedar' },
    ]);
  });
});
