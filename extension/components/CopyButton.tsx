import { useState } from 'preact/hooks';

/** Copies `text` to the clipboard and says so, for as long as the text is the one copied. */
export function CopyButton(props: { text: string; label: string }) {
  const [copied, setCopied] = useState<{ text: string; ok: boolean } | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.text);
      setCopied({ text: props.text, ok: true });
    } catch {
      setCopied({ text: props.text, ok: false });
    }
  };
  const said = copied?.text === props.text ? copied : null;
  return (
    <button type="button" onClick={copy} disabled={props.text === ''}>
      {said === null ? props.label : said.ok ? 'Copied' : 'Copy failed'}
    </button>
  );
}
