/**
 * Messages as translators write them: a subset of ICU MessageFormat, the format every translation tool
 * knows. `{name}` puts a value in; `{count, plural, one {# trick} other {# tricks}}` chooses a form by
 * the language's plural rules (`Intl.PluralRules`: Polish has one / few / many), `#` standing for the
 * number, and `=0 {…}` for one exact number; `{name, select, a {…} other {…}}` chooses by a word.
 * Values are put in as text and never read as a message, so nothing a user typed can change one.
 */
import type { Language } from './languages.js';

/** The values a message takes, by name. */
export type MessageValues = { readonly [name: string]: string | number | boolean | null | undefined };

type Part =
  | string
  | { readonly value: string }
  | { readonly value: string; readonly kind: 'plural' | 'select'; readonly forms: { readonly [form: string]: Part[] } };

const parsed = new Map<string, Part[]>();
const pluralRules = new Map<Language, Intl.PluralRules>();

const rulesOf = (language: Language): Intl.PluralRules => {
  let rules = pluralRules.get(language);
  if (rules === undefined) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules;
};

/**
 * Reads a message from `start` up to the `}` that closes its level (or the end). Messages are the
 * dictionaries' own, never user text, so a malformed one is a bug a dictionary test catches: it reads as
 * far as it can rather than throwing into a view.
 */
function parseParts(text: string, start: number, nested: boolean): { parts: Part[]; end: number } {
  const parts: Part[] = [];
  let literal = '';
  let i = start;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === '}' && nested) break;
    if (char === "'" && text[i + 1] === "'") {
      // ICU's quoting: '' is an apostrophe, and an apostrophe before a brace (or # in a plural) opens
      // literal text up to the next lone apostrophe. Any other apostrophe is itself (French l'atout).
      literal += "'";
      i += 2;
      continue;
    }
    if (char === "'" && (text[i + 1] === '{' || text[i + 1] === '}' || (nested && text[i + 1] === '#'))) {
      let j = i + 1;
      while (j < text.length && !(text[j] === "'" && text[j + 1] !== "'")) {
        literal += text[j] as string;
        j += text[j] === "'" ? 2 : 1;
      }
      i = j + 1;
      continue;
    }
    if (char === '#' && nested) {
      if (literal !== '') parts.push(literal);
      literal = '';
      parts.push({ value: '#' });
      i++;
      continue;
    }
    if (char !== '{') {
      literal += char;
      i++;
      continue;
    }
    if (literal !== '') parts.push(literal);
    literal = '';
    const close = argumentOf(text, i + 1);
    parts.push(close.part);
    i = close.end;
  }
  if (literal !== '') parts.push(literal);
  return { parts, end: i };
}

/** The argument opening at `start` (just after `{`): a value, or a plural or select with its forms. */
function argumentOf(text: string, start: number): { part: Part; end: number } {
  const header = /^\s*([\w-]+)\s*(?:,\s*(plural|select)\s*,)?/.exec(text.slice(start, start + 80));
  const name = header?.[1] ?? '';
  let i = start + (header?.[0].length ?? 0);
  if (header?.[2] === undefined) {
    const close = text.indexOf('}', i);
    return { part: { value: name }, end: close < 0 ? text.length : close + 1 };
  }
  const forms: { [form: string]: Part[] } = {};
  for (;;) {
    const form = /^\s*(=?[\w-]+)\s*\{/.exec(text.slice(i, i + 40));
    if (form === null) break;
    const body = parseParts(text, i + form[0].length, true);
    forms[form[1] as string] = body.parts;
    i = body.end + 1;
  }
  const close = text.indexOf('}', i);
  return {
    part: { value: name, kind: header[2] as 'plural' | 'select', forms },
    end: close < 0 ? text.length : close + 1,
  };
}

function partsOf(message: string): Part[] {
  let parts = parsed.get(message);
  if (parts === undefined) {
    parts = parseParts(message, 0, false).parts;
    parsed.set(message, parts);
  }
  return parts;
}

const written = (value: MessageValues[string]): string => (value === undefined || value === null ? '' : String(value));

function render(parts: readonly Part[], values: MessageValues, language: Language, count?: number): string {
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') text += part;
    else if (!('kind' in part))
      text += part.value === '#' && count !== undefined ? String(count) : written(values[part.value]);
    else {
      const value = values[part.value];
      if (part.kind === 'select') {
        text += render(part.forms[written(value)] ?? part.forms.other ?? [], values, language, count);
        continue;
      }
      const n = Number(value);
      const form = part.forms[`=${n}`] ?? part.forms[rulesOf(language).select(n)] ?? part.forms.other ?? [];
      text += render(form, values, language, n);
    }
  }
  return text;
}

/**
 * A message with its values put in, plurals chosen by `language`'s rules.
 * @example formatMessage('{count, plural, one {# overtrick} other {# overtricks}}', { count: 2 }, 'en') // '2 overtricks'
 */
export const formatMessage = (message: string, values: MessageValues, language: Language): string =>
  render(partsOf(message), values, language);

/** The names of the values a message takes, sorted: two translations of one message must take the same. */
export function messageValues(message: string): string[] {
  const names = new Set<string>();
  const visit = (parts: readonly Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string') continue;
      if (part.value !== '#') names.add(part.value);
      if ('kind' in part) for (const form of Object.values(part.forms)) visit(form);
    }
  };
  visit(partsOf(message));
  return [...names].sort();
}

/**
 * The literal text of a message, every form of its plurals and selects included, without its syntax:
 * what a reader may see of it, for checking which language it is in.
 */
export function messageText(message: string): string {
  const texts: string[] = [];
  const visit = (parts: readonly Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string') texts.push(part);
      else if ('kind' in part) for (const form of Object.values(part.forms)) visit(form);
    }
  };
  visit(partsOf(message));
  return texts.join(' ');
}
