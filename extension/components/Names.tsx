import { useEffect, useState } from 'preact/hooks';
import { type KeptKind, MAX_KEPT_NAME_LENGTH } from '../../core/index';
import { readAbout, writeNames } from '../storage/history';

/**
 * The players' names for the session in play, folded away until wanted: most tables score without
 * them, and the history shows them beside the result. Each keystroke is stored, as drafts are.
 */
export function Names(props: { kind: KeptKind; labels: readonly string[] }) {
  const { kind, labels } = props;
  const [names, setNames] = useState<readonly string[] | null>(null);
  useEffect(() => {
    // Names that storage will not read stay folded away: the view says what storage refused.
    void readAbout(kind).then(
      (about) => setNames(labels.map((_, i) => about.names?.[i] ?? '')),
      () => setNames(null),
    );
  }, [kind, labels]);
  if (names === null) return null;
  const given = names.map((name) => name.trim()).filter((name) => name !== '');
  const change = (i: number, name: string) => {
    const next = names.map((old, j) => (j === i ? name : old));
    setNames(next);
    void writeNames(kind, next);
  };
  return (
    <details class="names">
      <summary>Names{given.length > 0 ? `: ${given.join(', ')}` : ''}</summary>
      <div class={labels.length > 2 ? 'counts' : 'row'}>
        {labels.map((label, i) => (
          <label class="field grow" key={label}>
            {label}
            <input
              value={names[i]}
              maxLength={MAX_KEPT_NAME_LENGTH}
              onInput={(e) => change(i, e.currentTarget.value)}
            />
          </label>
        ))}
      </div>
    </details>
  );
}
