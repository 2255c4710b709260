import { t } from '../words/index';

/** What a pad says of the entries every played hand can score, rubber or Chicago, in the reader's words. */
export const handReasons = () =>
  ({
    'trick-score': t('common.pad.trick-score'),
    overtricks: t('common.pad.overtricks'),
    insult: t('common.pad.insult'),
    slam: t('common.pad.slam'),
    undertricks: t('common.pad.undertricks'),
    honors: t('common.pad.honors'),
  }) as const;

/** One cell of a score pad: each entry's points and, small, what they are for (`reasons` words it). */
export function PadCell<R extends string, Entry extends { readonly points: number; readonly reason: R }>(props: {
  entries: readonly Entry[];
  reasons: { readonly [K in R]: string };
  /** A tooltip for an entry. */
  title?: (entry: Entry) => string;
}) {
  return (
    <td>
      {props.entries.map((e, i) => (
        <div key={i} title={props.title?.(e)}>
          {e.points} <small>{props.reasons[e.reason]}</small>
        </div>
      ))}
    </td>
  );
}
