/**
 * Each table's link: the web app's own address with the table and its key. The address is the
 * deployment's (ScriptApp.getService().getUrl()), so a link works only once the club has deployed the
 * table pages from the script bound to its spreadsheet.
 */
import type { PropertiesLike } from '../pairs-evening/about';
import { issueTableKeys, type TableProperties, tableKeys } from './keys';

/** A table's link: `…/exec?table=3&key=…`. */
export const tableLink = (url: string, table: number, key: string): string =>
  `${url}${url.includes('?') ? '&' : '?'}table=${table}&key=${key}`;

/** The links of `tables`, by table, each key made now if the table has none (an evening set up before keys). */
export function linksOf(
  properties: TableProperties,
  url: string,
  tables: readonly number[],
  uuid: () => string,
): Map<number, string> {
  const kept = tableKeys(properties as PropertiesLike);
  const missing = tables.filter((table) => kept[String(table)] === undefined);
  const keys = missing.length === 0 ? kept : issueTableKeys(properties, missing, uuid, false);
  return new Map(tables.map((table) => [table, tableLink(url, table, keys[String(table)] as string)]));
}
