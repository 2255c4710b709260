/**
 * XML in and out, as plain JSON: a file read into a tree of elements by @rgrove/parse-xml (a strict,
 * dependency-free parser of 13 KB, bundled where it is used: Apps Script's XML service and the
 * browser's DOM parser are in neither the tests' bare `vm` nor a custom function), and text written back
 * for a file declared ISO-8859-1 with every character outside ASCII as a character reference, so that no
 * program that reads the declaration can misread a name.
 */
import { parseXml, XmlElement, XmlError, XmlText } from '@rgrove/parse-xml';
import { problem } from '../../base/problem.js';
import { err, ok, type Result } from '../../base/result.js';

/** An element: its name, attributes, child elements in order, and its own text (its text children joined, trimmed). */
export interface XmlTree {
  readonly name: string;
  readonly attributes: { readonly [name: string]: string };
  readonly children: readonly XmlTree[];
  readonly text: string;
}

/**
 * How deep a file's elements may nest. A results file nests six deep; a hostile one nested a hundred
 * thousand deep would overflow the reader's stack, so it is refused before it is read.
 */
export const DEEPEST_XML = 64;

/** The deepest nesting of a text's tags, counted without reading it (comments and declarations count nothing). */
function depthOf(text: string): number {
  let depth = 0;
  let most = 0;
  const tag = /<(\/?)([A-Za-z_][^\s/>]*)[^>]*?(\/?)>|<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g;
  for (let found = tag.exec(text); found !== null; found = tag.exec(text)) {
    if (found[2] === undefined) continue;
    if (found[1] === '/') depth--;
    else if (found[3] !== '/') depth++;
    if (depth > most) most = depth;
    if (most > DEEPEST_XML) return most;
  }
  return most;
}

function treeOf(element: XmlElement): XmlTree {
  const children: XmlTree[] = [];
  let text = '';
  for (const child of element.children) {
    if (child instanceof XmlElement) children.push(treeOf(child));
    else if (child instanceof XmlText) text += child.text;
  }
  return { name: element.name, attributes: { ...element.attributes }, children, text: text.trim() };
}

/**
 * A file's root element, or why it is not well-formed XML: the parser's reason with its line and
 * column, the line quoted. A file nested deeper than DEEPEST_XML is refused before it is read.
 */
export function parseXmlTree(text: string): Result<XmlTree> {
  if (depthOf(text) > DEEPEST_XML)
    return err(
      problem('xml-depth', `the file nests its elements more than ${DEEPEST_XML} deep`, {
        params: { most: DEEPEST_XML },
      }),
    );
  try {
    const parsed = parseXml(text);
    const root = parsed.root;
    if (root === null) return err(problem('xml-empty', 'the file has no XML element'));
    return ok(treeOf(root));
  } catch (error) {
    if (error instanceof XmlError) {
      const line = text.split(/\r?\n/)[error.line - 1] ?? '';
      const why = error.message.split(' (line')[0] ?? error.message;
      return err(
        problem('xml', `${why} at line ${error.line}, column ${error.column}`, {
          input: line.trim(),
          params: { why, line: error.line, column: error.column },
        }),
      );
    }
    const why = (error as Error).message;
    return err(problem('xml-unreadable', `the file cannot be read as XML: ${why}`, { params: { why } }));
  }
}

/** The first child element named `name`, if any. */
export const childOf = (tree: XmlTree, name: string): XmlTree | undefined =>
  tree.children.find((child) => child.name === name);

/** Every child element named `name`, in order. */
export const childrenOf = (tree: XmlTree, name: string): readonly XmlTree[] =>
  tree.children.filter((child) => child.name === name);

/** The text of the first child named `name`; '' when there is none. */
export const textOf = (tree: XmlTree, name: string): string => childOf(tree, name)?.text ?? '';

const ESCAPES: { readonly [character: string]: string } = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text for an element's content or an attribute, in ASCII: markup characters escaped, every other
 * character outside ASCII a numeric reference (`é` as `&#233;`), the characters XML forbids dropped.
 */
export function escapeXml(text: string): string {
  let out = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (ESCAPES[character] !== undefined) out += ESCAPES[character];
    // What XML 1.0 cannot hold at all: control characters, a lone surrogate, U+FFFE and U+FFFF.
    else if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) continue;
    else if ((code >= 0xd800 && code <= 0xdfff) || code === 0xfffe || code === 0xffff) continue;
    else if (code > 0x7e) out += `&#${code};`;
    else out += character;
  }
  return out;
}

/**
 * A refusal naming the element and quoting what it holds; `params` are the reason's other values. Both
 * USEBIO readers (pairs and teams) refuse so, in the same words and codes.
 */
export const refuse = (
  code: string,
  element: string,
  value: string,
  reason: string,
  params: { readonly [name: string]: string | number } = {},
): { readonly ok: false; readonly error: ReturnType<typeof problem> } =>
  err(problem(code, `<${element}> ${reason}`, { input: value, params: { element, ...params } }));
