/**
 * What an evening is called: its name, date, club and section, as the director set them up. Row 1 of the
 * evening's sheet holds them, a labelled cell each (`Event: Tuesday Pairs`), beside the movement's settings:
 * they travel with the sheet (a copy of the spreadsheet, a sheet moved), a director reads them where they
 * are, and a name is never parted from its label by a column moved. An evening set up before they existed
 * has none of those cells, and reads as untitled. The club's name and number are also remembered for the
 * spreadsheet's next evening, in its document properties.
 *
 * Beside them, what a federation's results file (USEBIO) asks of an event: its identifier, the
 * masterpoint scale and type, the charge, a contact and the USEBIO version the club sends. An evening set
 * up before they were kept lacks their cells, and reads them blank; the club's own (all but the event's
 * identifier) are remembered with the club.
 */
import { problem } from '../../core/base/problem';
import { quoteText } from '../../core/base/quote';
import { err, isIsoDay, ok, type Problem, type Result } from '../../core/index';
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
  /** The event's identifier for the federation: a code it issued or the club's own. */
  readonly eventId: string;
  /** The masterpoint scale (USEBIO's MASTER_POINT_SCALE), as the federation names it. */
  readonly masterpointScale: string;
  /** The masterpoint type (MASTER_POINT_TYPE): `Local`, `Blue`, … in the EBU's use. */
  readonly masterpointType: string;
  /** The federation's charge code (the EBU's P2P code, `10`; 1.2's P2P_CHARGE_RATE, 1.3's EBU_CHARGE_CODE). */
  readonly charge: string;
  /** Whom the federation writes to: a name, an email or a phone number. */
  readonly contact: string;
  /** The USEBIO version the club sends, `1.2` or `1.3`; blank only in an evening that lacks the cell. */
  readonly usebioVersion: string;
}

/** The USEBIO versions a club may send; the first when none is said. */
export const USEBIO_VERSIONS = ['1.2', '1.3'] as const;
export type UsebioVersion = (typeof USEBIO_VERSIONS)[number];

/** Each part's label in row 1, and the most characters it takes (a name, not a page of text). */
const PARTS: readonly {
  readonly key: keyof EveningAbout;
  readonly label: string;
  readonly most: number;
  /** How a refusal names it in English. */
  readonly said: string;
  /** The refusal's code: the name and place's, or the federation's. */
  readonly code?: 'evening-federation';
}[] = [
  { key: 'name', label: 'Event', most: 100, said: "the evening's name" },
  { key: 'date', label: 'Date', most: 10, said: 'the date' },
  { key: 'club', label: 'Club', most: 100, said: 'the club' },
  { key: 'clubNumber', label: 'Club number', most: 20, said: 'the club number' },
  { key: 'section', label: 'Section', most: 20, said: 'the section' },
  // What the federation asks: after the name and place, so that an older evening's cells stay where they are.
  { key: 'eventId', label: 'Event id', most: 30, said: 'the event id', code: 'evening-federation' },
  { key: 'masterpointScale', label: 'MP scale', most: 20, said: 'the masterpoint scale', code: 'evening-federation' },
  { key: 'masterpointType', label: 'MP type', most: 20, said: 'the masterpoint type', code: 'evening-federation' },
  { key: 'charge', label: 'Charge', most: 10, said: 'the charge', code: 'evening-federation' },
  { key: 'contact', label: 'Contact', most: 100, said: 'the contact', code: 'evening-federation' },
  { key: 'usebioVersion', label: 'USEBIO', most: 3, said: 'the USEBIO version', code: 'evening-federation' },
];

export const UNTITLED: EveningAbout = {
  name: '',
  date: '',
  club: '',
  clubNumber: '',
  section: '',
  eventId: '',
  masterpointScale: '',
  masterpointType: '',
  charge: '',
  contact: '',
  usebioVersion: '',
};

/** Row 1's cells of an evening's name and place, after the settings cell: `Event: Tuesday Pairs`, … */
export const aboutCells = (about: EveningAbout): Value[] =>
  PARTS.map(({ key, label }) => (about[key] === '' ? `${label}:` : `${label}: ${about[key]}`));

/**
 * The name and place row 1 holds, or undefined for an evening set up before they were kept (no `Event:`
 * cell): untitled, and said so. A part's cell is found by its label anywhere in the row.
 */
export function readAboutCells(row: readonly Value[]): EveningAbout | undefined {
  return readAboutParts(row)?.about;
}

/**
 * The name and place row 1 holds, as `readAboutCells` reads them, and the parts whose cells it lacks (an
 * evening set up before they were kept): those read blank, and the club's remembered ones may stand in.
 */
export function readAboutParts(
  row: readonly Value[],
): { readonly about: EveningAbout; readonly absent: readonly (keyof EveningAbout)[] } | undefined {
  const cells = row.map((value) => (typeof value === 'string' ? value : String(value ?? '')));
  const partOf = (label: string) => {
    const cell = cells.find((text) => text.startsWith(`${label}: `) || text === `${label}:`);
    return cell === undefined ? undefined : cell.slice(label.length + 1).trim();
  };
  if (partOf('Event') === undefined) return undefined;
  const about: { -readonly [K in keyof EveningAbout]: string } = { ...UNTITLED };
  const absent: (keyof EveningAbout)[] = [];
  for (const { key, label } of PARTS) {
    const part = partOf(label);
    if (part === undefined) absent.push(key);
    about[key] = part ?? '';
  }
  return { about, absent };
}

/** A charge code as USEBIO takes it: a number (`10`, `12.5`), or letters and digits (`A3`). */
const isCharge = (text: string): boolean => /^(\d{1,6}(\.\d{1,2})?|[A-Za-z0-9]{1,10})$/.test(text);

/** The sidebar's fields of an evening's name and place, each as typed. */
export type AboutForm = { readonly [K in keyof EveningAbout]?: unknown };

/**
 * The name and place a form gives, trimmed, or the first part that cannot be kept: too long, a date that
 * is not a day, a line break, a charge neither a rate nor a code, a USEBIO version not 1.2 or 1.3 (none
 * said is 1.2); the problem names its field so the sidebar shows it there.
 */
export function parseAbout(form: AboutForm): Result<EveningAbout, Problem> {
  const about: { -readonly [K in keyof EveningAbout]: string } = { ...UNTITLED };
  for (const { key, most, said, code } of PARTS) {
    const given = form[key];
    const text = typeof given === 'string' || typeof given === 'number' ? String(given).trim() : '';
    const refused = (reason: string, why: string) =>
      err(
        problem(code ?? 'evening-about', `${quoteText(text)}: ${reason}`, {
          params: { given: text.slice(0, 2 * most), part: key, why, most },
          where: { field: key },
        }),
      );
    if (text.length > most) return refused(`${said} takes at most ${most} characters`, 'long');
    if (/[\r\n]/.test(text)) return refused(`${said} is one line`, 'lines');
    if (key === 'date' && text !== '' && !isIsoDay(text))
      return refused(`${said} is a day, written as 2026-12-03`, 'date');
    if (key === 'charge' && text !== '' && !isCharge(text))
      return refused(
        `${said} is the federation’s charge code: a number (10, 12.5) or letters and digits (A3)`,
        'charge',
      );
    if (key === 'usebioVersion' && text !== '' && !(USEBIO_VERSIONS as readonly string[]).includes(text))
      return refused(`${said} is 1.2 or 1.3`, 'version');
    about[key] = key === 'usebioVersion' && text === '' ? USEBIO_VERSIONS[0] : text;
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

/** The parts that are the club's own, not the evening's, each with the document property it is kept in. */
const CLUB_PARTS = {
  club: CLUB_PROPERTY,
  clubNumber: CLUB_NUMBER_PROPERTY,
  masterpointScale: 'bridgeScorer.masterpointScale',
  masterpointType: 'bridgeScorer.masterpointType',
  charge: 'bridgeScorer.charge',
  contact: 'bridgeScorer.contact',
  usebioVersion: 'bridgeScorer.usebioVersion',
} as const satisfies { readonly [K in keyof EveningAbout]?: string };

/** The club's own details: its name and number and what the federation asks of each of its evenings. */
export type RememberedClub = { readonly [K in keyof typeof CLUB_PARTS]: string };

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
export function rememberedClub(properties: PropertiesLike | undefined): RememberedClub {
  const remembered = {} as { -readonly [K in keyof RememberedClub]: string };
  for (const [key, property] of Object.entries(CLUB_PARTS))
    remembered[key as keyof RememberedClub] = properties?.getProperty(property) ?? '';
  return remembered;
}

/** Remembers an evening's club for the next one; a blank part is not remembered over a known one. */
export function rememberClub(properties: PropertiesLike | undefined, about: EveningAbout): void {
  if (properties === undefined) return;
  for (const [key, property] of Object.entries(CLUB_PARTS)) {
    const part = about[key as keyof RememberedClub];
    if (part !== '') properties.setProperty(property, part);
  }
}

/**
 * An evening's name and place with the club's remembered details standing in for the parts whose cells
 * row 1 lacks (an evening set up before they were kept); a part the director left blank stays blank.
 */
export function withRemembered(
  read: { readonly about: EveningAbout; readonly absent: readonly (keyof EveningAbout)[] },
  remembered: RememberedClub,
): EveningAbout {
  const about: { -readonly [K in keyof EveningAbout]: string } = { ...read.about };
  for (const key of read.absent) if (key in remembered) about[key] = remembered[key as keyof RememberedClub];
  return about;
}
