import { useEffect, useState } from 'preact/hooks';
import type { PairsView } from '../pairs-evening/view';
import { type AboutFields, AboutFieldset, NO_ABOUT, today, withClub } from './AboutFieldset';
import { type FieldProblem, fieldProblemOf, TextField } from './fields';
import { carryAnswer, RecordsFile } from './HandRecords';
import { type Answer, server } from './server';
import { t } from './words';

/** The movements, as the server reads them, and the words they are offered in. */
const KINDS = [
  ['Mitchell', 'pairsSetup.mitchell'],
  ['Mitchell skip', 'pairsSetup.skip'],
  ['Mitchell relay', 'pairsSetup.relay'],
  ['Howell', 'pairsSetup.howell'],
] as const;

/** The movement of a duplicate pairs evening; the server writes its sheet. */
export function PairsSetup(props: { onDone: (answer: Answer<PairsView>) => void }) {
  const [kind, setKind] = useState<string>('Mitchell');
  const [pairs, setPairs] = useState('');
  const [rounds, setRounds] = useState('');
  const [boards, setBoards] = useState('');
  const [arrow, setArrow] = useState('');
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [named, setNamed] = useState<string[] | null>(null);
  const [about, setAbout] = useState<AboutFields>({ ...NO_ABOUT, date: today() });
  const [typed, setTyped] = useState('');
  const [records, setRecords] = useState<{ text: string; name: string } | null>(null);
  useEffect(() => {
    server.namedPairs().then(setNamed, () => setNamed([]));
    // The club of this spreadsheet's last evening and its federation's details, where the director has
    // typed nothing meanwhile.
    server.eveningClub().then(
      (club) => setAbout((now) => withClub(now, club)),
      () => undefined,
    );
  }, []);

  const submit = async (replace: string) => {
    setBusy(true);
    try {
      const answer = await server.setUpPairsEvening({
        kind,
        pairs,
        rounds,
        boardsPerRound: boards,
        arrowSwitch: arrow,
        ...about,
        ...(replace === '' ? {} : { replace }),
      });
      if (answer.ok) props.onDone(await withRecords(answer));
      else setProblem(fieldProblemOf(answer));
    } catch (error) {
      setProblem({ message: t('common.notSetUp', { problem: (error as Error).message }) });
    } finally {
      setBusy(false);
    }
  };
  // Hand records chosen at setup are attached once the evening exists; the evening view says how it went.
  const withRecords = async (answer: Answer<PairsView>): Promise<Answer<PairsView>> => {
    if (records === null || !answer.ok) return answer;
    try {
      carryAnswer(await server.attachHandRecords({ text: records.text, name: records.name }));
    } catch (error) {
      carryAnswer({ ok: false, message: t('records.notDone', { problem: (error as Error).message }) });
    }
    return answer;
  };
  const invalid = (field: string) => problem?.field === field;

  return (
    <form
      class="stack"
      onSubmit={(e) => {
        e.preventDefault();
        void submit('');
      }}
    >
      <h1>{t('pairsSetup.title')}</h1>
      <AboutFieldset about={about} onChange={setAbout} invalid={problem?.field} />
      <label class="field">
        {t('pairsSetup.movement')}
        <select value={kind} onChange={(e) => setKind(e.currentTarget.value)} aria-invalid={invalid('kind')}>
          {KINDS.map(([k, words]) => (
            <option key={k} value={k}>
              {t(words)}
            </option>
          ))}
        </select>
      </label>
      <TextField
        label={t('pairsSetup.pairs')}
        inputMode="numeric"
        value={pairs}
        onInput={setPairs}
        problem={problem}
        name="pairs"
      />
      <TextField
        label={t('pairsSetup.rounds')}
        inputMode="numeric"
        value={rounds}
        onInput={setRounds}
        problem={problem}
        name="rounds"
      />
      <TextField
        label={t('pairsSetup.boards')}
        inputMode="numeric"
        value={boards}
        onInput={setBoards}
        problem={problem}
        name="boardsPerRound"
      />
      <TextField
        label={t('pairsSetup.arrow')}
        placeholder="6, 7"
        value={arrow}
        onInput={setArrow}
        problem={problem}
        name="arrowSwitch"
      />
      <RecordsFile id="setup-records" disabled={busy} onChosen={setRecords} />
      <p class="note" id="setup-records-note">
        {t('records.optional')}
      </p>
      <p class="note" id="named">
        {named === null
          ? t('pairsSetup.reading')
          : named.length === 0
            ? t('pairsSetup.noNames')
            : t('pairsSetup.named', {
                count: named.length,
                names: `${named.slice(0, 3).join('; ')}${named.length > 3 ? '; …' : ''}`,
              })}
      </p>
      <button type="submit" disabled={busy}>
        {t('common.setUp')}
      </button>
      {problem && (
        <div role="alert" class="problem">
          {problem.message}
          {problem.field === 'replace' && (
            <div class="stack">
              <label class="field">
                {t('pairsSetup.typeToReplace')}
                <input id="replace-typed" value={typed} onInput={(e) => setTyped(e.currentTarget.value)} />
              </label>
              <button type="button" onClick={() => void submit(typed)} disabled={busy || typed.trim() === ''}>
                {t('pairsSetup.replace')}
              </button>
            </div>
          )}
        </div>
      )}
    </form>
  );
}
