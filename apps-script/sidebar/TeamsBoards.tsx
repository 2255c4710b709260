import { useState } from 'preact/hooks';
import type { TypedBoard } from '../teams-evening/boards-entry';
import type { TeamsMatchView, TeamsRoundView, TeamsView } from '../teams-evening/view';
import { tableExamples } from './notation';
import { type Answer, server } from './server';
import { t } from './words';

/**
 * The board a match's form starts from: its own first board once entered, else the first of another
 * match of the round entered by board (the tables of a round often play the same boards), else 1.
 */
const firstBoard = (round: TeamsRoundView, match: TeamsMatchView): number =>
  match.boards?.[0]?.board ?? round.matches.find((other) => other.boards?.length)?.boards?.[0]?.board ?? 1;

/** The results shown for each board of the match, from the first board: blank where none is entered. */
const resultsFrom = (match: TeamsMatchView, first: number): TypedBoard[] =>
  Array.from({ length: match.length }, (_, i) => {
    const board = match.boards?.find((b) => b.board === first + i);
    return { table1: board?.table1 ?? '', table2: board?.table2 ?? '' };
  });

/**
 * A match entered board by board: each board's result at both tables (the home team N/S at table 1),
 * sent whole; the server reads each in the sheet's notation, and once every board is in, the match's
 * IMPs are the core's sum of them. Opened from the match by "By board", and open while boards are in.
 */
export function TeamsBoards(props: {
  round: TeamsRoundView;
  match: TeamsMatchView;
  onAnswer: (answer: Answer<TeamsView>) => void;
}) {
  const { match, round } = props;
  const entered = match.boards ?? [];
  const [open, setOpen] = useState(entered.length > 0);
  const [first, setFirst] = useState(String(firstBoard(round, match)));
  const [results, setResults] = useState(() => resultsFrom(match, firstBoard(round, match)));
  const [problem, setProblem] = useState<{ message: string; field?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `boards-${round.round}-${match.table}`;
  const start = /^\d+$/.test(first.trim()) ? Number(first.trim()) : null;
  const both = entered.filter((b) => b.imps !== null).length;

  const type = (i: number, table: 'table1' | 'table2', value: string) =>
    setResults((now) => now.map((typed, j) => (j === i ? { ...typed, [table]: value } : typed)));
  const invalid = (field: string) => problem?.field === field;
  const described = (field: string) => (invalid(field) ? { 'aria-describedby': `${id}-problem` } : {});
  const save = async () => {
    setBusy(true);
    try {
      const answer = await server.enterTeamsBoardsResult({
        round: round.round,
        table: match.table,
        home: match.home,
        away: match.away,
        first,
        results,
        shown: entered,
      });
      setProblem(answer.ok ? null : { message: answer.message, ...(answer.field ? { field: answer.field } : {}) });
      props.onAnswer(answer);
      // The field a refusal is about takes the focus, so that the scorer is at once where to correct.
      if (!answer.ok && answer.field !== undefined)
        document.getElementById(`${id}-${answer.field.replaceAll('.', '-')}`)?.focus();
    } catch (error) {
      setProblem({ message: t('common.notSaved', { problem: (error as Error).message }) });
    } finally {
      setBusy(false);
    }
  };
  const cell = (i: number, table: 1 | 2) => {
    const field = `results.${i}.table${table}`;
    const key = table === 1 ? 'table1' : 'table2';
    return (
      <td>
        <input
          id={`${id}-${field.replaceAll('.', '-')}`}
          aria-label={t('teamsBoards.cell', { board: start === null ? i + 1 : start + i, table })}
          autocomplete="off"
          spellcheck={false}
          value={results[i]?.[key] ?? ''}
          onInput={(e) => type(i, key, e.currentTarget.value)}
          aria-invalid={invalid(field)}
          {...described(field)}
        />
      </td>
    );
  };

  return (
    <div class="stack">
      <button
        type="button"
        class="link"
        id={`${id}-open`}
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen(!open)}
      >
        {t('teamsBoards.open')}
      </button>
      {open && (
        <form
          id={`${id}-form`}
          class="stack"
          aria-labelledby={`${id}-title`}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <h3 id={`${id}-title`}>
            {t('teamsBoards.title', { table: match.table, home: match.home, away: match.away })}
          </h3>
          <p class="note">{t('teamsBoards.hint', { home: match.home, examples: tableExamples() })}</p>
          <label class="field narrow">
            {t('teamsBoards.first')}
            <input
              id={`${id}-first`}
              inputMode="numeric"
              value={first}
              onInput={(e) => setFirst(e.currentTarget.value)}
              aria-invalid={invalid('first')}
              {...described('first')}
            />
          </label>
          <table class="match-boards">
            <thead>
              <tr>
                <th scope="col">{t('teamsBoards.board')}</th>
                <th scope="col">{t('teamsBoards.table1')}</th>
                <th scope="col">{t('teamsBoards.table2')}</th>
                <th scope="col">{t('teamsBoards.imps')}</th>
              </tr>
            </thead>
            <tbody>
              {results.map((_, i) => {
                const board = start === null ? null : start + i;
                const imps = entered.find((b) => b.board === board)?.imps;
                return (
                  <tr key={`board-${i + 1}`}>
                    <th scope="row">{board ?? '–'}</th>
                    {cell(i, 1)}
                    {cell(i, 2)}
                    <td>{imps ? `${imps.home}–${imps.away}` : ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {entered.length > 0 && match.imps === null && (
            <p class="note">{t('teamsBoards.in', { count: both, boards: match.length })}</p>
          )}
          <button type="submit" id={`${id}-save`} disabled={busy}>
            {entered.length === 0 ? t('common.save') : t('common.correct')}
          </button>
          {problem && (
            <p role="alert" id={`${id}-problem`} class="problem">
              {problem.message}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
