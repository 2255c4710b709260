/**
 * The table pages as the director follows them: each table's round and boards in, the tables behind,
 * and each table's link to send or open (a new one when a link went astray, the old then opening nothing).
 */
import { useState } from 'preact/hooks';
import type { TableProgress } from '../pairs-evening/progress';
import type { TableConflict } from '../tables/conflicts';
import { server } from './server';
import { t } from './words';

type Links = readonly { readonly table: number; readonly link: string }[];

export function TablePages(props: { tables: readonly TableProgress[]; conflicts: readonly TableConflict[] }) {
  const [links, setLinks] = useState<Links | null>(null);
  const [conflicts, setConflicts] = useState(props.conflicts);
  // A refreshed evening brings the phones' latest.
  const [seen, setSeen] = useState(props.conflicts);
  if (seen !== props.conflicts) {
    setSeen(props.conflicts);
    setConflicts(props.conflicts);
  }
  const [said, setSaid] = useState<string | null>(null);
  const take = (answer: { ok: boolean; message?: string; value?: { tables: Links } }) => {
    if (answer.ok && answer.value) setLinks(answer.value.tables);
    setSaid(answer.ok ? (answer.message ?? null) : t('tables.noLinks', { problem: answer.message ?? '' }));
  };
  const ask = async (call: () => Promise<unknown>) => {
    try {
      take((await call()) as Parameters<typeof take>[0]);
    } catch (error) {
      setSaid(t('tables.noLinks', { problem: (error as Error).message }));
    }
  };
  const setAside = async (id: string) => {
    try {
      setConflicts(await server.setTableConflictAside(id));
    } catch (error) {
      setSaid(t('tables.noLinks', { problem: (error as Error).message }));
    }
  };
  return (
    <details open={conflicts.length > 0}>
      <summary>
        {t('tables.title')}
        {conflicts.length > 0 && <> · {t('tables.conflictCount', { count: conflicts.length })}</>}
      </summary>
      {conflicts.length > 0 && (
        <ul class="table-conflicts" aria-label={t('tables.conflicts')}>
          {conflicts.map((c) => (
            <li key={c.id}>
              {t('tables.conflict', { board: c.board, table: c.table, round: c.round, holds: c.holds, sent: c.sent })}{' '}
              <button type="button" onClick={() => void setAside(c.id)}>
                {t('tables.settled')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ul class="tables-progress" aria-label={t('tables.progressLabel')}>
        {props.tables.map((line) => (
          <li key={line.table} class={line.behind ? 'behind' : undefined}>
            {line.finished
              ? t('tables.finished', { table: line.table })
              : t('tables.progress', {
                  table: line.table,
                  round: line.round,
                  entered: line.entered,
                  boards: line.boards,
                })}
            {line.behind && <strong> · {t('tables.behind')}</strong>}
          </li>
        ))}
      </ul>
      <div class="row wrap">
        <button type="button" onClick={() => void ask(() => server.getTableLinks())}>
          {t('tables.showLinks')}
        </button>
        <button type="button" onClick={() => void ask(() => server.renewTableKeys([]))}>
          {t('tables.renewAll')}
        </button>
      </div>
      {said && (
        <p class="note" role="status">
          {said}
        </p>
      )}
      {links && (
        <ul class="table-links">
          {links.map(({ table, link }) => (
            <li key={table}>
              <a href={link} target="_blank" rel="noopener noreferrer">
                {t('common.table', { table })}
              </a>{' '}
              <button type="button" onClick={() => void ask(() => server.renewTableKeys([table]))}>
                {t('tables.renewOne', { table })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
