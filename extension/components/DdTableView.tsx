import './sr-only.css';
import type { DdTable, Par, ParContract } from '../../core/index';
import { DOUBLINGS, formatResult, SEATS, TABLE_STRAINS } from '../../core/index';
import { showBid, showSeat, showStrain } from '../lib/contract-text';
import { signed } from '../lib/signed';
import { t } from '../words/index';

/** A par contract as a reader writes it, in the notation and the reader's words: `4♠+1 by N, S`. */
const showParContract = (contract: ParContract): string =>
  t('common.by', {
    contract: `${showBid(contract)}${contract.doubled ? DOUBLINGS[1] : DOUBLINGS[0]}${contract.result === 0 ? '' : formatResult(contract.result)}`,
    seat: contract.declarers.map(showSeat).join(', '),
  });

/** A par's contracts on one line, `4♠+1 by N, S; 5♦X-2 by E, W`, or `passed out` when there are none. */
const showParContracts = (par: Par): string =>
  par.contracts.length === 0 ? t('deal.parPassedOut') : par.contracts.map(showParContract).join('; ');

/** The tricks each seat takes as declarer in each strain, and the par under it. */
export function DdTableView(props: { table: DdTable; par?: Par | undefined }) {
  const { table, par } = props;
  return (
    <div class="dd">
      <table class="dd-table">
        <caption>{t('deal.ddCaption')}</caption>
        <thead>
          <tr>
            <td />
            {TABLE_STRAINS.map((strain) => (
              <th scope="col" key={strain} class={`strain-${strain}`}>
                <span aria-hidden="true">{showStrain(strain)}</span>
                <span class="sr-only">{t('common.suit', { suit: strain })}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SEATS.map((seat) => (
            <tr key={seat}>
              <th scope="row">{showSeat(seat)}</th>
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
          <strong>{t('deal.par')}</strong>{' '}
          {t('deal.parLine', { score: signed(par.score), contracts: showParContracts(par) })}
        </p>
      )}
    </div>
  );
}
