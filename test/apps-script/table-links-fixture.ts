// Table links as an evening's web app will make them: the deployment's address, the table's number and a
// key of 64 hexadecimal digits (here the SHA-256 of the table's words, so that every table's differs).
import { createHash } from 'node:crypto';

/** A deployment id of Apps Script's shape: `AKfycb` and 66 letters, digits, `_` or `-`. */
const DEPLOYMENT = `AKfycb${createHash('sha512').update('Bridge Scorer tables').digest('base64url').slice(0, 66)}`;

/** The link of each table from 1 to `tables`, by its number. */
export function tableLinks(tables: number): Map<number, string> {
  return new Map(
    Array.from({ length: tables }, (_, i) => {
      const key = createHash('sha256')
        .update(`table ${i + 1}`)
        .digest('hex');
      return [i + 1, `https://script.google.com/macros/s/${DEPLOYMENT}/exec?table=${i + 1}&key=${key}`];
    }),
  );
}
