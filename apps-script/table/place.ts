/// <reference types="google.script.client-side" />
/**
 * Which table the page is, and its key: both in the page's own address (`…/exec?table=3&key=…`, the
 * link or QR code the director gives each table). In Apps Script the page runs in an iframe on another
 * origin, so its address is asked of google.script.url; the page's own search stands in outside it.
 */

/** A table's number and the key of its link. */
export interface Place {
  readonly table: number;
  readonly key: string;
}

/** The place the parameters name, or null when the link lacks the table or its key. */
export function placeOf(parameter: { readonly [name: string]: string | undefined }): Place | null {
  const table = Number((parameter.table ?? '').trim());
  const key = (parameter.key ?? '').trim();
  return Number.isInteger(table) && table >= 1 && key !== '' ? { table, key } : null;
}

/** The page's place, from its address. */
export function readPlace(): Promise<Place | null> {
  const url = globalThis.google?.script?.url;
  if (url === undefined)
    return Promise.resolve(placeOf(Object.fromEntries(new URLSearchParams(globalThis.location?.search ?? ''))));
  return new Promise((resolve) => url.getLocation((location) => resolve(placeOf(location.parameter))));
}
