import { useEffect, useRef, useState } from 'preact/hooks';
import type { PairsView } from '../pairs-evening/view';
import { type AboutFields, AboutFieldset, NO_ABOUT, withClub } from './AboutFieldset';
import { type Answer, server } from './server';
import { t } from './words';

/** The evening's name, date and club at the top of the sidebar, and the form that changes them. */
export function EveningHeader(props: { view: PairsView; onChanged: (answer: Answer<PairsView>) => void }) {
  const { view } = props;
  const [about, setAbout] = useState<AboutFields>(view.about ?? NO_ABOUT);
  const [said, setSaid] = useState<{ message: string; field?: string } | null>(null);
  const details = useRef<HTMLDetailsElement>(null);
  // An evening set up before names were kept has none: its form starts from the club remembered. (An
  // evening that lacks only some cells has the club's in them already, from the server.)
  const untitled = view.about === null;
  useEffect(() => {
    if (untitled)
      server.eveningClub().then(
        (club) => setAbout((now) => withClub(now, club)),
        () => undefined,
      );
  }, [untitled]);
  const save = async () => {
    try {
      const answer = await server.renameEvening(about);
      setSaid(answer.ok ? { message: answer.message ?? '' } : { message: answer.message, field: answer.field ?? '' });
      props.onChanged(answer);
      // Saved: the form folds away, the heading above shows the new name and the notice stays.
      if (answer.ok && details.current) details.current.open = false;
    } catch (error) {
      setSaid({ message: t('pairs.notDone', { problem: (error as Error).message }) });
    }
  };
  return (
    <header class="stack evening-name">
      <p id="evening-heading" class="title">
        <strong>{view.heading}</strong>
        {view.headingLine !== '' && <span class="note"> · {view.headingLine}</span>}
      </p>
      <details ref={details}>
        <summary>{t('about.edit')}</summary>
        <form
          class="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <AboutFieldset about={about} onChange={setAbout} invalid={said?.field} />
          <button type="submit">{t('about.save')}</button>
          {said && said.field !== undefined && (
            <output aria-live="polite" class="problem">
              {said.message}
            </output>
          )}
        </form>
      </details>
      {said && said.field === undefined && (
        <output aria-live="polite" class="note" id="renamed">
          {said.message}
        </output>
      )}
    </header>
  );
}
