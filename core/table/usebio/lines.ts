/**
 * The pieces every USEBIO file this program writes shares, pairs and teams alike: one element a line,
 * the file's opening (declaration, the version's DOCTYPE, the CLUB), the date as the DTD writes it, the
 * charge under each version's name and the CONTACT block. One place, so the two writers cannot drift.
 */
import type { UsebioVersion } from './event.js';
import { escapeXml } from './xml.js';

/** Each version's DOCTYPE, as the EBU publishes the DTDs. */
export const USEBIO_DOCTYPES: { readonly [V in UsebioVersion]: string } = {
  '1.2': '<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">',
  '1.3': '<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_3.dtd">',
};

/** One element on a line of its own; nothing for an empty optional one. */
export const element = (indent: string, name: string, text: string | undefined, always = false): string[] =>
  text === undefined || (text === '' && !always) ? [] : [`${indent}<${name}>${escapeXml(text)}</${name}>`];

/** `2022-07-28` as `28/07/2022`; '' for no day. */
export const usebioDay = (iso: string): string => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return day === null ? '' : `${day[3]}/${day[2]}/${day[1]}`;
};

/** The lines before EVENT: the declaration (ISO-8859-1), the DOCTYPE, USEBIO's opening tag and the CLUB. */
export const openingLines = (
  version: UsebioVersion,
  club: { readonly name: string; readonly number: string },
): string[] => [
  '<?xml version="1.0" encoding="ISO-8859-1"?>',
  USEBIO_DOCTYPES[version],
  `<USEBIO Version="${version}">`,
  '<CLUB>',
  ...element('  ', 'CLUB_NAME', club.name, true),
  ...element('  ', 'CLUB_ID_NUMBER', club.number),
  '</CLUB>',
];

/** The charge: 1.2 writes it as P2P_CHARGE_RATE, 1.3 as EBU_CHARGE_CODE. */
export const chargeLines = (indent: string, version: UsebioVersion, charge: string): string[] =>
  element(indent, version === '1.2' ? 'P2P_CHARGE_RATE' : 'EBU_CHARGE_CODE', charge);

/** The CONTACT block, only when something of it is given. */
export function contactLines(
  indent: string,
  contact: { readonly name: string; readonly email: string; readonly phone: string },
): string[] {
  if (contact.name === '' && contact.email === '' && contact.phone === '') return [];
  return [
    `${indent}<CONTACT>`,
    ...element(`${indent}  `, 'FULL_NAME', contact.name),
    ...element(`${indent}  `, 'TELEPHONE', contact.phone),
    ...element(`${indent}  `, 'EMAIL', contact.email),
    `${indent}</CONTACT>`,
  ];
}
