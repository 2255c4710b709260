import { useEffect, useState } from 'preact/hooks';
import { decodeFileText } from '../../core/base/file-text';
import type { RecordsView } from '../pairs-evening/records-solve';
import { type Answer, server } from './server';
import { t } from './words';

/** A chosen file's text, decoded as the PBN import decodes one: UTF-8 line by line, else Windows-1252. */
export async function fileText(file: File): Promise<string> {
  return decodeFileText(new Uint8Array(await file.arrayBuffer())).text;
}

/** The file input of a PBN deal file: its text and name, once read in the browser. */
export function RecordsFile(props: {
  id: string;
  disabled?: boolean;
  invalid?: boolean;
  onChosen: (file: { text: string; name: string } | null) => void;
}) {
  return (
    <label class="field" for={props.id}>
      {t('records.attach')}
      <input
        id={props.id}
        type="file"
        accept=".pbn,text/plain"
        disabled={props.disabled}
        aria-invalid={props.invalid}
        aria-describedby={`${props.id}-note`}
        onChange={async (e) => {
          const file = e.currentTarget.files?.[0];
          props.onChosen(file === undefined ? null : { text: await fileText(file), name: file.name });
        }}
      />
    </label>
  );
}

/** What attaching at setup answered, shown by the evening view's hand records once it opens. */
let carried: { message: string; replace?: boolean; problem?: boolean } | null = null;

/** Keeps an attach's answer for the evening view to show (the setup form is gone by then). */
export function carryAnswer(answer: Answer<RecordsView>): void {
  carried = answer.ok ? { message: answer.message ?? '' } : { message: answer.message, replace: false, problem: true };
}

/** A line saying how far the hand records are: boards dealt and solved, boards without a deal. */
const stateLine = (view: RecordsView): string =>
  [
    t('records.state', { solved: view.solved, dealt: view.dealt }),
    view.noDeal.length > 0 ? t('records.noDeal', { count: view.noDeal.length, boards: view.noDeal.join(', ') }) : '',
  ]
    .filter((part) => part !== '')
    .join(' · ');

/**
 * The evening's hand records: a PBN file of the deals attached (or replaced), the boards still to solve
 * solved, and the page of hand records to save and print. The server keeps them in the Hand records sheet.
 */
export function HandRecords() {
  const [view, setView] = useState<RecordsView | null>(null);
  const [said, setSaid] = useState<{ message: string; replace?: boolean; problem?: boolean } | null>(() => {
    const shown = carried;
    carried = null;
    return shown;
  });
  const [chosen, setChosen] = useState<{ text: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [page, setPage] = useState<string | null>(null);
  useEffect(() => {
    server.getHandRecords().then(setView, () => setView(null));
  }, []);

  const take = (answer: Answer<RecordsView>) => {
    if (answer.ok) {
      setView(answer.value);
      setSaid({ message: answer.message ?? '' });
      setPage(null);
    } else setSaid({ message: answer.message, replace: answer.field === 'replace', problem: true });
  };
  const work = async (call: () => Promise<Answer<RecordsView>>) => {
    setBusy(true);
    try {
      take(await call());
    } catch (error) {
      setSaid({ message: t('records.notDone', { problem: (error as Error).message }), problem: true });
    } finally {
      setBusy(false);
    }
  };
  const attach = (replace: boolean) =>
    chosen && work(() => server.attachHandRecords({ text: chosen.text, name: chosen.name, replace }));
  const savePage = async () => {
    const answer = await server.handRecordsFile();
    if (answer.ok) setPage(URL.createObjectURL(new Blob([answer.value.html], { type: 'text/html' })));
    else setSaid({ message: answer.message, problem: true });
  };

  return (
    <section class="stack" aria-labelledby="records-title">
      <h2 id="records-title">{t('records.title')}</h2>
      <p class="note" id="records-file-note">
        {view === null ? t('records.intro') : stateLine(view)}
      </p>
      <form
        class="stack"
        onSubmit={(e) => {
          e.preventDefault();
          void attach(false);
        }}
      >
        <RecordsFile
          id="records-file"
          disabled={busy}
          invalid={said?.problem === true && !said.replace}
          onChosen={(file) => {
            setChosen(file);
            setSaid(null);
          }}
        />
        <button type="submit" disabled={busy || chosen === null}>
          {busy ? t('records.working') : t('records.attachButton')}
        </button>
      </form>
      {said && (
        <div role={said.problem ? 'alert' : 'status'} class={said.problem ? 'problem' : 'note'} id="records-said">
          {said.message}
          {said.replace && (
            <button type="button" onClick={() => void attach(true)} disabled={busy}>
              {t('records.replace')}
            </button>
          )}
        </div>
      )}
      {view && view.waiting.length > 0 && (
        <button type="button" disabled={busy} onClick={() => void work(() => server.solveHandRecords())}>
          {t('records.solve')}
        </button>
      )}
      {view && view.dealt > 0 && (
        <p class="row wrap">
          <button type="button" class="link" onClick={() => void savePage()}>
            {t('records.makePage')}
          </button>
          {page && (
            <a href={page} download="hand-records.html">
              {t('records.save')}
            </a>
          )}
        </p>
      )}
    </section>
  );
}
