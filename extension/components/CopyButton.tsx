import { useState } from 'preact/hooks';

/** Copies `text` to the clipboard and says so. */
export function CopyButton(props: { text: string; label: string }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.text);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <button type="button" onClick={copy} disabled={props.text === ''}>
      {copied === 'copied' ? 'Copied' : copied === 'failed' ? 'Copy failed' : props.label}
    </button>
  );
}
