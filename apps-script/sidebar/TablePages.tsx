/**
 * The table pages as the director follows them: each table's round and boards in, the tables behind,
 * and each table's link to send or open (a new one when a link went astray, the old then opening nothing).
 */
import { useState } from 'preact/hooks';
import type { TableProgress } from '../pairs-evening/progress';
import { server } from './server';
import { t } from './words';

type Links = readonly { readonly table: number; readonly link: string }[];

export function TablePages(props: { tables: readonly TableProgress[] }) {
  const [links, setLinks] = useState<Links | null>(null);
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
  return (
    <details>
      <summary>{t('tables.title')}</summary>
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
