import { useEffect, useRef, useState } from 'preact/hooks';
import {
  type DdTable,
  decodeFileText,
  type HandRecord,
  type HandRecords,
  parOf,
  parsePbn,
  readHandRecords,
} from '../../../core/index';
import { DdTableView } from '../../components/DdTableView';
import { Diagram } from '../../components/Diagram';
import { cancelSolve, solveInWorker } from '../../lib/solve';
import { sayProblem, t } from '../../words/index';

/**
 * A PBN file's text as its bytes say, line by line: UTF-8 where a line is UTF-8, else ISO-8859-1, PBN's
 * own character set (club programs in Norway and France write it), as the add-on's import reads a file.
 */
export const pbnFileText = (bytes: ArrayBuffer): string => decodeFileText(new Uint8Array(bytes)).text;

/** A file's hand records, or why not. */
export function recordsOf(text: string): { ok: true; value: HandRecords } | { ok: false; message: string } {
  const games = parsePbn(text);
  if (!games.ok) return { ok: false, message: t('records.notPbn', { problem: sayProblem(games.error) }) };
  const records = readHandRecords(games.value);
  if (!records.ok) return { ok: false, message: t('records.unreadable', { problem: sayProblem(records.error) }) };
  if (records.value.boards.length === 0) return { ok: false, message: t('records.noDeal') };
  return { ok: true, value: records.value };
}

type Tables = ReadonlyMap<number, DdTable | string>;

/**
 * Hand records for a club to hand out: a PBN file chosen here (a page of its own, since Firefox closes a
 * popup when a file dialog opens), each board with its hands, dealer, vulnerability, table and par. The
 * file's own tables are used; the others are solved in a worker, board by board, the page saying how far.
 */
export function RecordsPage() {
  // The file chosen and what was read of it, with the tables found for it: kept together, so that a
  // table of one file is never shown under another's boards.
  const [job, setJob] = useState<{ name: string; read: ReturnType<typeof recordsOf>; tables: Tables } | null>(null);
  const [solving, setSolving] = useState<{ board: number; done: number; of: number } | null>(null);
  // Each choice's number: a file read after a later one was chosen (a large file, slow to load) is dropped.
  const chosen = useRef(0);

  const choose = async (file: File | undefined) => {
    if (file === undefined) return;
    const mine = ++chosen.current;
    const read = recordsOf(pbnFileText(await file.arrayBuffer()));
    if (mine === chosen.current) setJob({ name: file.name, read, tables: new Map() });
  };

  const read = job?.read ?? null;
  const name = job?.name ?? null;
  const tables: Tables = job?.tables ?? new Map();
  useEffect(() => {
    if (!read?.ok) return;
    let live = true;
    const boards = read.value.boards;
    const known = new Map<number, DdTable | string>(
      boards.flatMap((b): [number, DdTable][] => (b.table === undefined ? [] : [[b.board, b.table]])),
    );
    const show = () => setJob((now) => (now?.read === read ? { ...now, tables: new Map(known) } : now));
    show();
    const unsolved = boards.filter((b) => b.table === undefined);
    void (async () => {
      for (const [k, record] of unsolved.entries()) {
        if (!live) return;
        setSolving({ board: record.board, done: k, of: unsolved.length });
        const outcome = await solveInWorker(record.deal);
        if (!live) return;
        known.set(record.board, outcome.ok ? outcome.table : outcome.message);
        show();
      }
      if (live) setSolving(null);
    })();
    // Another file chosen: this one's solve ends here, and so does its progress line.
    return () => {
      live = false;
      cancelSolve();
      setSolving(null);
    };
  }, [read]);

  useEffect(() => {
    if (read?.ok) document.title = t('records.pageTitle', { title: read.value.event ?? name ?? t('records.title') });
  }, [read]);

  const records = read?.ok ? read.value : null;
  return (
    <main>
      <header>
        <div>
          <h1>{records?.event ?? t('records.title')}</h1>
          {records && (
            <p>
              {[records.date, t('records.boards', { count: records.boards.length }), name]
                .filter((part) => part)
                .join(' · ')}
            </p>
          )}
        </div>
        <div class="no-print actions">
          <label class="file">
            {t('records.choose')}
            <input
              type="file"
              accept=".pbn,text/plain"
              onChange={(event) => void choose(event.currentTarget.files?.[0])}
            />
          </label>
          {records && (
            <button type="button" onClick={() => window.print()} disabled={solving !== null}>
              {t('keeper.print')}
            </button>
          )}
        </div>
      </header>
      {read === null && <p>{t('records.intro')}</p>}
      {read && !read.ok && <p role="alert">{read.message}</p>}
      {solving && (
        <p class="no-print" role="status">
          <label>
            {t('records.solving', { board: solving.board, done: solving.done, of: solving.of })}{' '}
            <progress max={solving.of} value={solving.done} />
          </label>
        </p>
      )}
      {records && (
        <div class="records">
          {records.boards.map((record) => (
            <BoardRecord key={record.board} record={record} table={tables.get(record.board)} />
          ))}
        </div>
      )}
    </main>
  );
}

function BoardRecord(props: { record: HandRecord; table: DdTable | string | undefined }) {
  const { record, table } = props;
  return (
    <section class="record" aria-label={t('records.board', { board: record.board })}>
      <Diagram deal={record.deal} dealer={record.dealer} vulnerability={record.vulnerability} board={record.board} />
      {table === undefined && <p class="pending">{t('records.pending')}</p>}
      {typeof table === 'string' && <p class="error">{t('records.notSolved', { reason: table })}</p>}
      {typeof table === 'object' && (
        <DdTableView table={table} par={parOf(table, record.dealer, record.vulnerability)} />
      )}
    </section>
  );
}
