import type { TravellerLine } from '../tables/types';
import { Suited } from './Suited';
import { keptContractShown, keptSeatShown, leadShown, sideShown, t } from './words';

/** A board's results at every table so far, this table's marked; numbers right-aligned under their heading. */
export function Traveller(props: { board: number; lines: readonly TravellerLine[]; leads: boolean }) {
  const id = `traveller-${props.board}`;
  return (
    <section class="traveller" aria-labelledby={id}>
      <h3 id={id}>{t('traveller.title', { board: props.board })}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('traveller.pairs')}</th>
            <th scope="col">{t('traveller.contract')}</th>
            {props.leads && <th scope="col">{t('traveller.lead')}</th>}
            <th scope="col" class="number">
              {t('traveller.score', { side: sideShown('NS') })}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.lines.map((line) => (
            <tr key={`${line.ns}-${line.ew}`} class={line.mine ? 'mine' : undefined}>
              <td>
                {line.ns} – {line.ew}
                {line.mine && <span class="mine-mark"> ({t('traveller.mine')})</span>}
              </td>
              <td>
                <Suited text={keptContractShown(line.contract)} />
                {line.declarer !== '' && ` ${keptSeatShown(line.declarer)}`}
              </td>
              {props.leads && (
                <td>
                  <Suited text={leadShown(line.lead)} />
                </td>
              )}
              <td class="number">{line.nsScore}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
