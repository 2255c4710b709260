import { useEffect, useState } from 'preact/hooks';
import { type KeptKind, MAX_KEPT_NAME_LENGTH } from '../../core/index';
import { storageFailure } from '../storage/failures';
import { readAbout, writeNames } from '../storage/history';
import { t } from '../words/index';

/**
 * The players' names for the session in play, folded away until wanted: most tables score without
 * them, and the history shows them beside the result. Each keystroke is stored, as drafts are, and
 * handed to `onNames`, for the view to write them where the players would (its pad, its status line).
 */
export function Names(props: {
  kind: KeptKind;
  labels: readonly string[];
  onNames?: (names: readonly string[]) => void;
}) {
  const { kind, labels, onNames } = props;
  const [names, setNames] = useState<readonly string[] | null>(null);
  // What storage refused, said under the names: once, however many keystrokes it refuses.
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    void readAbout(kind).then(
      (about) => {
        const read = labels.map((_, i) => about.names?.[i] ?? '');
        setNames(read);
        onNames?.(read);
      },
      (refused: unknown) => setFailure(storageFailure(t('common.namesNotRead'), refused)),
    );
  }, [kind, labels, onNames]);
  const said = failure && (
    <p role="status" class="status error names-failure">
      {failure}
    </p>
  );
  // Names storage will not read are not shown: typed over, they would replace the stored ones.
  if (names === null) return said || null;
  const given = names.map((name) => name.trim()).filter((name) => name !== '');
  const change = (i: number, name: string) => {
    const next = names.map((old, j) => (j === i ? name : old));
    setNames(next);
    onNames?.(next);
    writeNames(kind, next).then(
      () => setFailure(null),
      (refused: unknown) => setFailure(storageFailure(t('common.namesNotStored'), refused)),
    );
  };
  return (
    <details class="names">
      <summary>{given.length > 0 ? t('common.namesGiven', { names: given.join(', ') }) : t('common.names')}</summary>
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
      {said}
    </details>
  );
}
