/** Text with its red suits (♥ ♦) in red, as on a card: `4♥X-2`, `♦Q`. The black ones stay as the text. */
export function Suited(props: { text: string }) {
  const parts = props.text.split(/([♥♦])/);
  return (
    <>
      {parts.map((part, at) =>
        part === '♥' || part === '♦' ? (
          <span key={at} class="red">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
