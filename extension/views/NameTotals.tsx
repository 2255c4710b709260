import { type NameTotal, totalsByName } from '../kinds/name-totals';
import type { ShownKept } from '../kinds/read-kept';
import { KINDS } from '../kinds/registry';
import { signed } from '../lib/signed';
import { t } from '../words/index';

/** Each kind's totals by name over the sessions `shown`, in the registry's order; kinds with none left out. */
function totalsOf(shown: readonly ShownKept[]) {
  return KINDS.flatMap((entry) => {
    const games = shown.flatMap(({ kind, state, names }) =>
      kind.entry.key === entry.key && kind.standings ? [kind.standings(state, names)] : [],
    );
    const totals = totalsByName(games);
    return totals.length === 0 ? [] : [{ title: entry.label.title, totals }];
  });
}

/**
 * What each name has played and won over the sessions listed (all of them, or those a search found):
 * a table a kind, finished games only, names compared ignoring case and spaces.
 */
export function NameTotals(props: { shown: readonly ShownKept[]; searched: boolean }) {
  const tables = totalsOf(props.shown);
  if (tables.length === 0) return null;
  return (
    <details class="name-totals" open>
      <summary>{t('history.totals')}</summary>
      {tables.map(({ title, totals }) => (
        <table class="results" key={title}>
          <caption>{t('history.totalsCaption', { title, found: props.searched ? 'yes' : 'no' })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('history.col.name')}</th>
              <th scope="col">{t('history.col.played')}</th>
              <th scope="col">{t('history.col.won')}</th>
              <th scope="col">{t(totals[0]?.points === undefined ? 'history.col.margin' : 'history.col.points')}</th>
            </tr>
          </thead>
          <tbody>
            {totals.map((total: NameTotal) => (
              <tr key={total.name}>
                <th scope="row">{total.name}</th>
                <td>{total.played}</td>
                <td>{total.won}</td>
                <td>{total.points ?? signed(total.margin ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </details>
  );
}
