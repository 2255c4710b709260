import { useState } from 'preact/hooks';
import { t } from '../words/index';

/** What to copy: the text, or how to get it at the press (from code that loads on first use). */
type Copied = string | (() => Promise<string>);

/**
 * Copies `text` to the clipboard and says so, for as long as the text is the one copied: for text got at
 * the press, as long as the button is given the same getter (memoized on what it reads).
 */
export function CopyButton(props: { text: Copied; label: string; title?: string; disabled?: boolean }) {
  const [copied, setCopied] = useState<{ text: Copied; ok: boolean } | null>(null);
  const copy = async () => {
    const { text } = props;
    try {
      await navigator.clipboard.writeText(typeof text === 'string' ? text : await text());
      setCopied({ text, ok: true });
    } catch {
      setCopied({ text, ok: false });
    }
  };
  const said = copied?.text === props.text ? copied : null;
  return (
    <button type="button" onClick={copy} disabled={props.disabled ?? props.text === ''} title={props.title}>
      {said === null ? props.label : t(said.ok ? 'common.copied' : 'common.copyFailed')}
    </button>
  );
}
