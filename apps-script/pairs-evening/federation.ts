/**
 * What a federation's results file (USEBIO) says of the club and the event, for any results sheet: a
 * pairs evening's from its row 1 (the club's remembered details in the cells an older evening lacks), an
 * imported or typed results sheet's from the club's remembered details and the event and date its row 1
 * keeps beside the mark. It reads, and never writes; a sheet that is not there gives the club's alone.
 */
import { isIsoDay } from '../../core/index';
import { mark, type SpreadsheetLike, type Value } from '../evening/sheet-api';
import {
  documentProperties,
  type PropertiesLike,
  readAboutParts,
  rememberedClub,
  USEBIO_VERSIONS,
  type UsebioVersion,
  withRemembered,
} from './about';

/** The club and the event as a USEBIO file names them; every text may be blank but the version. */
export interface FederationDetails {
  readonly clubName: string;
  /** The club's number with its federation. */
  readonly clubNumber: string;
  readonly eventName: string;
  /** The event's identifier: a code the federation issued or the club's own. */
  readonly eventId: string;
  /** `2026-12-03`, or '' when the sheet says no day. */
  readonly date: string;
  readonly masterpointScale: string;
  readonly masterpointType: string;
  /**
   * The federation's charge code for the session (the EBU's P2P code: 10 for a normal club session, as a
   * forum post gives them, docs/exchange.md): P2P_CHARGE_RATE in 1.2, EBU_CHARGE_CODE in 1.3.
   */
  readonly charge: string;
  readonly contact: string;
  /** The version the club sends: 1.2 unless it said 1.3. */
  readonly usebioVersion: UsebioVersion;
  readonly section: string;
}

/** The text of a cell, a date Sheets made of it as the day it shows. */
const textOf = (value: Value | undefined): string => {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const two = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${two(value.getMonth() + 1)}-${two(value.getDate())}`;
  }
  return value === undefined ? '' : String(value).trim();
};

/** A day as ISO writes it, from `2026-12-03` or PBN's `2026.12.03`; '' for anything else (`2026.??.??`). */
export function isoDay(text: string): string {
  const day = /^(\d{4})[.-](\d{2})[.-](\d{2})$/.exec(text.trim());
  if (day === null) return '';
  const iso = `${day[1]}-${day[2]}-${day[3]}`;
  return isIsoDay(iso) ? iso : '';
}

/** A contact as USEBIO's three parts: its CONTACT's FULL_NAME, EMAIL and TELEPHONE. */
export interface FederationContact {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
}

/** The contact's one text as USEBIO's three parts: a part with `@` the email, one of digits the telephone, the rest the name. */
export function contactOf(text: string): FederationContact {
  const parts = text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const email = parts.find((part) => part.includes('@')) ?? '';
  const phone = parts.find((part) => part !== email && /^\+?[\d\s().-]{6,}$/.test(part)) ?? '';
  return { name: parts.filter((part) => part !== email && part !== phone).join(', '), email, phone };
}

const versionOf = (text: string): UsebioVersion =>
  (USEBIO_VERSIONS as readonly string[]).includes(text) ? (text as UsebioVersion) : USEBIO_VERSIONS[0];

/**
 * The club and event details a USEBIO file of `sheetName`'s results carries, as plain JSON. A sheet whose
 * row 1 holds an evening's labelled cells (`Event: Tuesday Pairs`, the `Pairs evening` sheet) gives
 * them; any other gives the club's remembered details, with the event and date of an imported sheet's
 * row 1 (`[mark, event, date, pairs sheet]`). `properties` are the document's unless a test passes its own.
 */
export function federationDetails(
  ss: SpreadsheetLike,
  sheetName: string,
  properties: PropertiesLike | undefined = documentProperties(),
): FederationDetails {
  const club = rememberedClub(properties);
  // The sheet as its data range gives it, as publishing reads it: row 1 whole, however wide.
  const rows = ss.getSheetByName(sheetName)?.getDataRange().getValues() ?? [];
  const row = rows[0] ?? [];
  const read = readAboutParts(row);
  if (read !== undefined) {
    const about = withRemembered(read, club);
    return {
      clubName: about.club,
      clubNumber: about.clubNumber,
      eventName: about.name,
      eventId: about.eventId,
      date: isoDay(about.date),
      masterpointScale: about.masterpointScale,
      masterpointType: about.masterpointType,
      charge: about.charge,
      contact: about.contact,
      usebioVersion: versionOf(about.usebioVersion),
      section: about.section,
    };
  }
  // An imported sheet keeps its event and date beside its mark, its headers under them; a typed one has
  // its headers in row 1, and a sheet published from one (Ranking) a title line beside its mark.
  const headers = new Set((rows[1] ?? []).map((cell) => textOf(cell).toLowerCase()));
  const marked = textOf(row[0]).startsWith(mark('')) && headers.has('board') && headers.has('n/s score');
  return {
    clubName: club.club,
    clubNumber: club.clubNumber,
    eventName: marked ? textOf(row[1]) : '',
    eventId: '',
    date: marked ? isoDay(textOf(row[2])) : '',
    masterpointScale: club.masterpointScale,
    masterpointType: club.masterpointType,
    charge: club.charge,
    contact: club.contact,
    usebioVersion: versionOf(club.usebioVersion),
    section: '',
  };
}
