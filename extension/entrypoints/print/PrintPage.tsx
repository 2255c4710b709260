import { useEffect, useState } from 'preact/hooks';
import {
  type CsvCell,
  err,
  type KeptSession,
  ok,
  parseDecimal,
  type Result,
  readKeptSession,
} from '../../../core/index';
import { enginesOf, type Kinds, loadKinds } from '../../kinds/load';
import { namesOf, readKept, resultOf, type ShownKept, tableOf } from '../../kinds/read-kept';
import type { SessionTable } from '../../lib/session-rows';
import { dateLocale } from '../../lib/two-sides';
import { storageFailure } from '../../storage/failures';
import type { LocalItem } from '../../storage/local-item';
import { sayProblem, t } from '../../words/index';

interface Job {
  readonly kept: KeptSession;
  readonly read: ShownKept;
  readonly kinds: Kinds;
}

/**
 * The stored print job as a session to show, or why it cannot be shown. Checked, not trusted: another
 * build, or a hand in the browser's storage, may have left anything under the key.
 */
export function readPrintJob(stored: unknown, kinds: Kinds): Result<Job, string> {
  if (stored === null || stored === undefined) return err(t('print.nothing'));
  // Checked as a backup's entries are, by the core: the kind, the dates, the names and the session.
  const kept = readKeptSession(stored, enginesOf(kinds));
  if (!kept.ok) return err(t('print.unreadable', { problem: sayProblem(kept.error) }));
  const read = readKept(kept.value, kinds);
  return read.ok
    ? ok({ kept: kept.value, read: read.value, kinds })
    : err(t('print.notShown', { problem: read.error }));
}

/** Days as this device words them, in the page's language. */
const dateFormat = (): Intl.DateTimeFormat => new Intl.DateTimeFormat(dateLocale(), { dateStyle: 'long' });

/** A stored ISO date as this device words it; nothing for a date that is not one. */
const dayOf = (iso: string | undefined): string | null => {
  if (iso === undefined) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat().format(date);
};

/** When it was played, as far as the session says, and when it was printed. */
function datesOf(kept: KeptSession, now: Date): string {
  const started = dayOf(kept.started);
  const ended = dayOf(kept.ended);
  const played = started && ended && started !== ended ? `${started} – ${ended}` : (ended ?? started);
  const printed = dateFormat().format(now);
  return played === null ? t('print.printed', { printed }) : t('print.played', { played, printed });
}

/** Numbers right and text left, as a spreadsheet aligns the file: a number written as text (VPs, `17.40`) too. */
const Cell = (props: { cell: CsvCell }) =>
  typeof props.cell === 'number' || (props.cell !== null && parseDecimal(props.cell) !== undefined) ? (
    <td>{props.cell}</td>
  ) : (
    <td class="text">{props.cell}</td>
  );

/** The session's rows, as its CSV file has them: numbers right, text left, the totals at the foot. */
function RowsTable(props: { table: SessionTable; caption: string }) {
  const { table } = props;
  // A Bugger game's four columns a player do not fit a portrait page: such a table prints landscape.
  const wide = table.head.length > 12;
  return (
    <table class={wide ? 'rows wide' : 'rows'}>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          {/* By place: two sides the players named alike would give two columns one name. */}
          {table.head.map((name, i) => (
            <th scope="col" key={i}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.body.map((row, i) => (
          <tr key={i}>
            {row.map((cell, j) => (
              <Cell key={j} cell={cell} />
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        {table.foot.map(([first, ...rest], i) => (
          <tr key={i}>
            <th scope="row">{first}</th>
            {rest.map((cell, j) => (
              <Cell key={j} cell={cell} />
            ))}
          </tr>
        ))}
      </tfoot>
    </table>
  );
}

/** A kept session on a clean page to print: title, dates, names, the pad as on paper, and its rows. */
export function PrintPage(props: { job: LocalItem<unknown>; now?: Date }) {
  const [job, setJob] = useState<Result<Job, string> | null>(null);
  useEffect(() => {
    void Promise.all([props.job.getValue(), loadKinds()]).then(
      ([stored, kinds]) => setJob(readPrintJob(stored, kinds)),
      // Said on the page, rather than Loading… for good.
      (failure: unknown) => setJob(err(storageFailure(t('print.notPrinted'), failure))),
    );
  }, [props.job]);
  useEffect(() => {
    if (job?.ok) document.title = t('print.pageTitle', { title: job.value.read.kind.entry.label.title });
  }, [job]);
  if (job === null)
    return (
      <main>
        <p>{t('print.loading')}</p>
      </main>
    );
  if (!job.ok)
    return (
      <main>
        <h1>{t('print.app')}</h1>
        <p role="alert">{job.error}</p>
      </main>
    );
  const { kept, read, kinds } = job.value;
  const names = namesOf(kept, kinds);
  return (
    <main>
      <header>
        <div>
          <h1>{read.kind.entry.label.title}</h1>
          <p>{datesOf(kept, props.now ?? new Date())}</p>
          {names.length > 0 && <p>{names.join(' · ')}</p>}
          <p class="result">{resultOf(read)}</p>
        </div>
        <button type="button" class="no-print" onClick={() => window.print()}>
          {t('keeper.print')}
        </button>
      </header>
      <section class="pad-page" aria-label={t('rubber.pad')}>
        <read.kind.Pad state={read.state} events={read.events} names={read.names} />
      </section>
      <RowsTable table={tableOf(read)} caption={read.kind.caption} />
    </main>
  );
}
