import { useEffect, useMemo, useRef } from 'preact/hooks';
import {
  MAX_MATCH_BOARDS,
  type MatchTable,
  newTeamMatch,
  parseBoardNumber,
  quoteText,
  SEATS,
  type TeamMatchBoard,
  type TeamMatchSession,
  VULNERABILITIES,
} from '../../../core/index';
import { ConfirmButton } from '../../components/ConfirmButton';
import { Opening } from '../../components/Opening';
import { seatWord, vulnerabilityWord } from '../../lib/two-sides';
import { useDraft } from '../../storage/drafts';
import { sayProblem, sayReason, t } from '../../words/index';
import { SendOut } from '../KeeperActions';
import { kind, type MatchKeeper, matchKeeper } from './kind';
import { MatchPad } from './MatchPad';
import { cellProblem } from './match';
import { useMatch } from './use-match';

/** The match the setup's fields describe, or what is wrong with them, quoting it. */
function setupSession(boards: string, first: string, teamA: string, teamB: string): TeamMatchSession | string {
  const count = /^\s*\d+\s*$/.test(boards) ? Number(boards) : Number.NaN;
  if (!(count >= 1 && count <= MAX_MATCH_BOARDS))
    return t('match.badLength', { text: quoteText(boards), max: MAX_MATCH_BOARDS });
  const firstBoard = parseBoardNumber(first);
  if (!firstBoard.ok) return sayProblem(firstBoard.error);
  const session = newTeamMatch({
    boards: count,
    firstBoard: firstBoard.value,
    teams: [teamA, teamB],
  });
  return session.ok ? session.value : sayReason(session.error);
}

/** What starting a new match does to this one: what goes to History, what is set aside. */
function startQuestion(events: number, unread: number): string {
  const history = events > 0 ? [t('match.goesToHistory')] : [];
  const aside = unread > 0 ? [t('match.cellsAside', { count: unread })] : [];
  return t('match.startQuestion', { parts: [...history, ...aside].join('; ') });
}

/** The length, first board and team names of the next match, and the button that starts it. */
function NewMatch(props: { onStart: (session: TeamMatchSession) => void; events: number; unread: number }) {
  const [boards, setBoards] = useDraft(kind.drafts.boards, '4');
  const [first, setFirst] = useDraft(kind.drafts.first, '1');
  const [teamA, setTeamA] = useDraft(kind.drafts.teamA, '');
  const [teamB, setTeamB] = useDraft(kind.drafts.teamB, '');
  const session = setupSession(boards, first, teamA, teamB);
  const fields: [string, string, (value: string) => void, 'numeric' | 'text'][] = [
    [t('match.length'), boards, setBoards, 'numeric'],
    [t('match.first'), first, setFirst, 'numeric'],
    [t('match.team', { team: 'A' }), teamA, setTeamA, 'text'],
    [t('match.team', { team: 'B' }), teamB, setTeamB, 'text'],
  ];
  return (
    <fieldset class="stack">
      <legend>{t('match.newLegend')}</legend>
      <div class="row wrap setup">
        {fields.map(([label, value, set, mode]) => (
          <label key={label} class="field">
            {label}
            <input inputMode={mode} value={value} spellcheck={false} onInput={(e) => set(e.currentTarget.value)} />
          </label>
        ))}
      </div>
      {typeof session === 'string' ? (
        <>
          <p class="problems">{session}</p>
          <div>
            <button type="button" disabled>
              {t('match.start')}
            </button>
          </div>
        </>
      ) : (
        <div>
          {props.events + props.unread > 0 ? (
            <ConfirmButton
              label={t('match.start')}
              confirm={startQuestion(props.events, props.unread)}
              onConfirm={() => props.onStart(session)}
            />
          ) : (
            <button type="button" onClick={() => props.onStart(session)}>
              {t('match.start')}
            </button>
          )}
        </div>
      )}
    </fieldset>
  );
}

/**
 * A team match of 1 to 64 boards (docs/rules.md, IMPs and team matches), kept on this device as it is
 * typed: each cell's result goes into the match as soon as it reads, and a cell that does not read keeps
 * its text and says why.
 */
export function MatchView(props: { keeper?: MatchKeeper }) {
  const keeper = useMemo(() => props.keeper ?? matchKeeper(), [props.keeper]);
  const match = useMatch(keeper);
  const notice = useRef<HTMLParagraphElement>(null);
  // A notice comes after "Start a new match", at the foot of a long match: it is at the top, in sight.
  useEffect(() => notice.current?.scrollIntoView?.({ block: 'nearest' }), [match.notice]);
  const { state } = match;
  if (state === null) return <Opening failure={match.problem} />;
  const problems = new Map(
    state.boards.flatMap((board) => {
      const found = ([1, 2] as const).flatMap((table) => {
        const problem = cellProblem(match.cellText(board.board, table));
        return problem ? [t('match.tableProblem', { table, problem })] : [];
      });
      return found.length > 0 ? [[board.board, found.join('; ')] as const] : [];
    }),
  );
  const problemId = (board: number) => `match-problem-${board}`;
  const cell = (board: TeamMatchBoard, table: MatchTable) => {
    const text = match.cellText(board.board, table);
    const bad = cellProblem(text) !== undefined;
    return (
      <input
        data-next={board.board === state.settings.firstBoard && table === 1 ? true : undefined}
        aria-label={t('match.cellLabel', { board: board.board, table })}
        aria-invalid={bad ? true : undefined}
        aria-describedby={bad ? problemId(board.board) : undefined}
        value={text}
        spellcheck={false}
        onInput={(e) => match.type(board.board, table, e.currentTarget.value)}
      />
    );
  };
  const deal = (board: TeamMatchBoard) => (
    <span class="deal">
      <select
        aria-label={t('match.dealerLabel', { board: board.board })}
        value={board.dealer}
        onChange={(e) =>
          match.add({
            type: 'deal',
            board: board.board,
            dealer: e.currentTarget.value as TeamMatchBoard['dealer'],
            vulnerability: board.vulnerability,
          })
        }
      >
        {SEATS.map((seat) => (
          <option key={seat} value={seat}>
            {seatWord(seat)}
          </option>
        ))}
      </select>
      <select
        aria-label={t('match.vulLabel', { board: board.board })}
        value={board.vulnerability}
        onChange={(e) =>
          match.add({
            type: 'deal',
            board: board.board,
            dealer: board.dealer,
            vulnerability: e.currentTarget.value as TeamMatchBoard['vulnerability'],
          })
        }
      >
        {VULNERABILITIES.map((v) => (
          <option key={v} value={v}>
            {vulnerabilityWord(v)}
          </option>
        ))}
      </select>
    </span>
  );
  return (
    <section class="stack" aria-label={t('match.title')}>
      {match.notice && (
        <p role="alert" ref={notice}>
          {match.notice}
        </p>
      )}
      <p class="hint">{t('match.hint')}</p>
      <MatchPad
        state={state}
        cell={cell}
        deal={deal}
        problem={(board) => {
          const text = problems.get(board.board);
          return (
            text && (
              <span id={problemId(board.board)} class="problems" role="status">
                {t('match.boardProblem', { board: board.board, text })}
              </span>
            )
          );
        }}
        live
      />
      {match.problem && (
        <p class="problems" role="alert">
          {match.problem}
        </p>
      )}
      {match.session && (
        <div class="row actions">
          <SendOut session={match.session} what={t('keeper.short', { kind: 'match' })} />
        </div>
      )}
      <NewMatch
        events={match.changes - match.unread}
        unread={match.unread}
        onStart={(session) => void match.restart(session)}
      />
    </section>
  );
}
