/**
 * How every message quotes what a user gave, so that a quoted input reads the same everywhere: text a
 * user typed (quoteText) and a JSON value from a saved file (quoteValue).
 */

/**
 * How many characters of the input a message quotes: enough to recognise it, and short enough that the
 * message fits where it is shown (a spreadsheet cell holds at most 50,000 characters).
 */
export const QUOTED_LENGTH = 40;

/**
 * Text as every message quotes it: in JSON quotes, cut after QUOTED_LENGTH characters (code points,
 * so an emoji is never split) with an ellipsis.
 * @example quoteText('8S') // '"8S"'
 */
export function quoteText(text: string): string {
  // Only the head is looked at, so a huge input costs no more than a short one.
  const head = Array.from(text.slice(0, 2 * QUOTED_LENGTH + 2));
  return head.length > QUOTED_LENGTH
    ? JSON.stringify(`${head.slice(0, QUOTED_LENGTH).join('')}…`)
    : JSON.stringify(text);
}

/** A piece of punctuation waiting on quoteValue's stack, told apart from the values beside it. */
class Punctuation {
  constructor(readonly text: string) {}
}

/**
 * A JSON value as a message quotes it: as JSON, cut after about QUOTED_LENGTH characters with an
 * ellipsis. Written with a stack of its own, not by recursion or JSON.stringify, so that a value nested
 * thousands deep or millions long is quoted as quickly as a small one and never overflows the stack.
 * @example quoteValue({ level: 8 }) // '{"level":8}'
 */
export function quoteValue(value: unknown): string {
  let out = '';
  const todo: unknown[] = [value];
  // Each value written adds at least one character, so the first QUOTED_LENGTH + 1 of a list suffice.
  const most = QUOTED_LENGTH + 1;
  while (todo.length > 0 && out.length <= QUOTED_LENGTH) {
    const item = todo.pop();
    if (item instanceof Punctuation) out += item.text;
    else if (Array.isArray(item)) {
      todo.push(new Punctuation(']'));
      for (let i = Math.min(item.length, most) - 1; i >= 0; i--) {
        todo.push(item[i]);
        if (i > 0) todo.push(new Punctuation(','));
      }
      todo.push(new Punctuation('['));
    } else if (typeof item === 'object' && item !== null) {
      const keys: string[] = [];
      for (const key in item) {
        if (!Object.hasOwn(item, key)) continue;
        keys.push(key);
        if (keys.length === most) break;
      }
      todo.push(new Punctuation('}'));
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        todo.push((item as Record<string, unknown>)[key]);
        todo.push(new Punctuation(`${quoteText(key)}:`));
        if (i > 0) todo.push(new Punctuation(','));
      }
      todo.push(new Punctuation('{'));
    } else if (typeof item === 'string') out += quoteText(item);
    else out += typeof item === 'number' && !Number.isFinite(item) ? 'null' : String(item);
  }
  if (todo.length === 0 && out.length <= QUOTED_LENGTH) return out;
  return `${Array.from(out.slice(0, 2 * QUOTED_LENGTH))
    .slice(0, QUOTED_LENGTH)
    .join('')}…`;
}
