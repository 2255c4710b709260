import './sr-only.css';
import type { DdTable, Par, Strain } from '../../core/index';
import { formatParContracts, formatStrain, SEATS, TABLE_STRAINS } from '../../core/index';
import { signed } from '../lib/signed';

const STRAIN_NAMES: { readonly [S in Strain]: string } = {
  NT: 'no trump',
  S: 'spades',
  H: 'hearts',
  D: 'diamonds',
  C: 'clubs',
};

/** The tricks each seat takes as declarer in each strain, and the par under it. */
export function DdTableView(props: { table: DdTable; par?: Par | undefined }) {
  const { table, par } = props;
  return (
    <div class="dd">
      <table class="dd-table">
        <caption>Tricks double dummy</caption>
        <thead>
          <tr>
            <td />
            {TABLE_STRAINS.map((strain) => (
              <th scope="col" key={strain} class={`strain-${strain}`}>
                <span aria-hidden="true">{formatStrain(strain, { symbols: true })}</span>
                <span class="sr-only">{STRAIN_NAMES[strain]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SEATS.map((seat) => (
            <tr key={seat}>
              <th scope="row">{seat}</th>
              {TABLE_STRAINS.map((strain) => (
                <td key={strain} class={table[seat][strain] >= 7 ? 'makes' : ''}>
                  {table[seat][strain]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {par !== undefined && (
        <p class="par">
          <strong>Par</strong> {signed(par.score)}: {formatParContracts(par, { symbols: true })}
        </p>
      )}
    </div>
  );
}
