/**
 * What an evening is called: its name, date, club and section, as the director set them up. Row 1 of the
 * evening's sheet holds them, a labelled cell each (`Event: Tuesday Pairs`), beside the movement's settings:
 * they travel with the sheet (a copy of the spreadsheet, a sheet moved), a director reads them where they
 * are, and a name is never parted from its label by a column moved. An evening set up before they existed
 * has none of those cells, and reads as untitled. The club's name and number are also remembered for the
 * spreadsheet's next evening, in its document properties.
 */
import { problem } from '../../core/base/problem';
import { quoteText } from '../../core/base/quote';
import { err, ok, type Problem, type Result } from '../../core/index';
import { say } from '../cells';
import type { Value } from '../evening/sheet-api';

/** The evening's name and where and when it is played; every part may be blank. */
export interface EveningAbout {
  readonly name: string;
  /** `2026-12-03`, as a date field gives it. */
  readonly date: string;
  readonly club: string;
  /** The club's number with its federation (the EBU's, the ACBL's). */
  readonly clubNumber: string;
  readonly section: string;
}

/** Each part's label in row 1, and the most characters it takes (a name, not a page of text). */
const PARTS: readonly {
  readonly key: keyof EveningAbout;
  readonly label: string;
  readonly most: number;
  /** How a refusal names it in English. */
  readonly said: string;
}[] = [
  { key: 'name', label: 'Event', most: 100, said: "the evening's name" },
  { key: 'date', label: 'Date', most: 10, said: 'the date' },
  { key: 'club', label: 'Club', most: 100, said: 'the club' },
  { key: 'clubNumber', label: 'Club number', most: 20, said: 'the club number' },
  { key: 'section', label: 'Section', most: 20, said: 'the section' },
];

export const UNTITLED: EveningAbout = { name: '', date: '', club: '', clubNumber: '', section: '' };

/** Row 1's cells of an evening's name and place, after the settings cell: `Event: Tuesday Pairs`, … */
export const aboutCells = (about: EveningAbout): Value[] =>
  PARTS.map(({ key, label }) => (about[key] === '' ? `${label}:` : `${label}: ${about[key]}`));

/**
 * The name and place row 1 holds, or undefined for an evening set up before they were kept (no `Event:`
 * cell): untitled, and said so. A part's cell is found by its label anywhere in the row.
 */
export function readAboutCells(row: readonly Value[]): EveningAbout | undefined {
  const cells = row.map((value) => (typeof value === 'string' ? value : String(value ?? '')));
  const partOf = (label: string) => {
    const cell = cells.find((text) => text.startsWith(`${label}: `) || text === `${label}:`);
    return cell === undefined ? undefined : cell.slice(label.length + 1).trim();
  };
  if (partOf('Event') === undefined) return undefined;
  const about: { -readonly [K in keyof EveningAbout]: string } = { ...UNTITLED };
  for (const { key, label } of PARTS) about[key] = partOf(label) ?? '';
  return about;
}

/** A date as a date field gives it, and only a real day of the calendar. */
const isDay = (text: string): boolean => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day === null) return false;
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  return date.toISOString().slice(0, 10) === text;
};

/** The sidebar's fields of an evening's name and place, each as typed. */
export type AboutForm = { readonly [K in keyof EveningAbout]?: unknown };

/**
 * The name and place a form gives, trimmed, or the first part that cannot be kept: too long, a date that
 * is not a day, a line break; the problem names its field so the sidebar shows it there.
 */
export function parseAbout(form: AboutForm): Result<EveningAbout, Problem> {
  const about: { -readonly [K in keyof EveningAbout]: string } = { ...UNTITLED };
  for (const { key, most, said } of PARTS) {
    const given = form[key];
    const text = typeof given === 'string' || typeof given === 'number' ? String(given).trim() : '';
    const refused = (reason: string, why: string) =>
      err(
        problem('evening-about', `${quoteText(text)}: ${reason}`, {
          params: { given: text.slice(0, 2 * most), part: key, why, most },
          where: { field: key },
        }),
      );
    if (text.length > most) return refused(`${said} takes at most ${most} characters`, 'long');
    if (/[\r\n]/.test(text)) return refused(`${said} is one line`, 'lines');
    if (key === 'date' && text !== '' && !isDay(text))
      return refused(`${said} is a day, written as 2026-12-03`, 'date');
    about[key] = text;
  }
  return ok(about);
}

/** Whether an evening has a name: one set up before names were kept, or left blank, has not. */
export const isTitled = (about: EveningAbout | undefined): about is EveningAbout =>
  about !== undefined && about.name !== '';

/**
 * The evening's title as pages and cards show it: `Tuesday Pairs · Section A`; the date and club are the
 * line beneath (`aboutLine`). Blank for an untitled evening, which the caller names its own way.
 */
export const aboutTitle = (about: EveningAbout | undefined): string =>
  isTitled(about) ? [about.name, about.section === '' ? '' : `${about.section}`].filter(Boolean).join(' · ') : '';

/**
 * The evening's title, or the words for an untitled one: set up before names were kept (undefined), or
 * left without a name. The sidebar's heading and the published event say it alike.
 */
export const eveningTitle = (about: EveningAbout | undefined): string =>
  aboutTitle(about) || say(about === undefined ? 'evening.untitledBefore' : 'evening.untitled');

/** The date and club of an evening, for the line under its title: `2026-12-03 · Exeter Bridge Club`. */
export const aboutLine = (about: EveningAbout | undefined): string =>
  about === undefined ? '' : [about.date, about.club].filter((part) => part !== '').join(' · ');

/** The document properties' keys of the club remembered for the next evening. */
export const CLUB_PROPERTY = 'bridgeScorer.club';
export const CLUB_NUMBER_PROPERTY = 'bridgeScorer.clubNumber';

/** The part of Apps Script's document properties used here (a test passes its own). */
export interface PropertiesLike {
  getProperty(key: string): string | null;
  setProperty(key: string, value: string): unknown;
}

/** The document properties, where this context may read them; else none (a test's bare context). */
export function documentProperties(): PropertiesLike | undefined {
  try {
    return typeof PropertiesService === 'undefined' ? undefined : PropertiesService.getDocumentProperties();
  } catch {
    return undefined;
  }
}

/** The club this spreadsheet's last evening was set up for: the next evening's form starts with it. */
export function rememberedClub(properties: PropertiesLike | undefined): { club: string; clubNumber: string } {
  return {
    club: properties?.getProperty(CLUB_PROPERTY) ?? '',
    clubNumber: properties?.getProperty(CLUB_NUMBER_PROPERTY) ?? '',
  };
}

/** Remembers an evening's club for the next one; a blank club is not remembered over a known one. */
export function rememberClub(properties: PropertiesLike | undefined, about: EveningAbout): void {
  if (properties === undefined) return;
  if (about.club !== '') properties.setProperty(CLUB_PROPERTY, about.club);
  if (about.clubNumber !== '') properties.setProperty(CLUB_NUMBER_PROPERTY, about.clubNumber);
}
