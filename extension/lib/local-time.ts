/** A date on this device's calendar and clock, as file names and History's search write it. */

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The day, on this device's calendar, as YYYY-MM-DD. */
export const dayOf = (date: Date): string =>
  `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;

/** The hour and minute, on this device's clock, as HHMM. */
export const timeOf = (date: Date): string => `${twoDigits(date.getHours())}${twoDigits(date.getMinutes())}`;
