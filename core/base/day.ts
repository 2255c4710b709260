/** A day of the calendar as ISO writes it (`2026-12-03`): the one check every reader of a date makes. */

/** Whether `text` is `yyyy-mm-dd` and a real day of the calendar: `2026-02-30` is not. */
export function isIsoDay(text: string): boolean {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day === null) return false;
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  return date.toISOString().slice(0, 10) === text;
}
