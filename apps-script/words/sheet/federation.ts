/**
 * The words of an evening's details for the federation (USEBIO: event id, masterpoints, charge, contact,
 * version), in every language: kept apart from each language's dictionary, which spreads its own in.
 */

/** English, the source: its keys are every language's. */
const EN = {
  'refusal.evening-federation':
    '{given_quoted}: {part, select, eventId {the event id} masterpointScale {the masterpoint scale} masterpointType {the masterpoint type} charge {the charge} contact {the contact} other {the USEBIO version}} {why, select, long {takes at most {most} characters} lines {is one line} charge {is the federation’s charge code: a number (10, 12.5) or letters and digits (A3)} other {is 1.2 or 1.3}}',
} as const;

type Words = { readonly [K in keyof typeof EN]: string };

/** Each language's words of the federation's details. */
export const FEDERATION_SHEET = {
  en: EN,
  fr: {
    'refusal.evening-federation':
      '{given_quoted} : {part, select, eventId {l’identifiant du tournoi} masterpointScale {le barème des points d’expert} masterpointType {le type de points d’expert} charge {la redevance} contact {le contact} other {la version USEBIO}} {why, select, long {compte au plus {most} caractères} lines {tient sur une ligne} charge {est le code de redevance de la fédération : un nombre (10, 12.5) ou des lettres et des chiffres (A3)} other {est 1.2 ou 1.3}}',
  },
  de: {
    'refusal.evening-federation':
      '{given_quoted}: {part, select, eventId {die Turnierkennung} masterpointScale {die Masterpunkte-Skala} masterpointType {die Art der Masterpunkte} charge {die Gebühr} contact {der Kontakt} other {die USEBIO-Version}} {why, select, long {hat höchstens {most} Zeichen} lines {steht in einer Zeile} charge {ist der Gebührencode des Verbands: eine Zahl (10, 12.5) oder Buchstaben und Ziffern (A3)} other {ist 1.2 oder 1.3}}',
  },
  nl: {
    'refusal.evening-federation':
      '{given_quoted}: {part, select, eventId {de code van de drive} masterpointScale {de meesterpuntenschaal} masterpointType {het soort meesterpunten} charge {de afdracht} contact {het contact} other {de USEBIO-versie}} {why, select, long {heeft hoogstens {most} tekens} lines {is één regel} charge {is de afdrachtcode van de bond: een getal (10, 12.5) of letters en cijfers (A3)} other {is 1.2 of 1.3}}',
  },
  it: {
    'refusal.evening-federation':
      '{given_quoted}: {part, select, eventId {il codice del torneo} masterpointScale {la scala dei punti federali} masterpointType {il tipo di punti federali} charge {la quota} contact {il contatto} other {la versione USEBIO}} {why, select, long {ha al massimo {most} caratteri} lines {sta su una riga} charge {è il codice della quota federale: un numero (10, 12.5) o lettere e cifre (A3)} other {è 1.2 o 1.3}}',
  },
  es: {
    'refusal.evening-federation':
      '{given_quoted}: {part, select, eventId {el código del torneo} masterpointScale {la escala de puntos máster} masterpointType {el tipo de puntos máster} charge {la cuota} contact {el contacto} other {la versión de USEBIO}} {why, select, long {admite como mucho {most} caracteres} lines {es una sola línea} charge {es el código de cuota de la federación: un número (10, 12.5) o letras y cifras (A3)} other {es 1.2 o 1.3}}',
  },
  pl: {
    'refusal.evening-federation':
      '{given_quoted}: {part, select, eventId {identyfikator turnieju} masterpointScale {skala punktów klasyfikacyjnych} masterpointType {rodzaj punktów klasyfikacyjnych} charge {opłata} contact {kontakt} other {wersja USEBIO}} {why, select, long {ma najwyżej {most} znaków} lines {mieści się w jednym wierszu} charge {to kod opłaty związku: liczba (10, 12.5) albo litery i cyfry (A3)} other {to 1.2 lub 1.3}}',
  },
  sv: {
    'refusal.evening-federation':
      '{given_quoted}: {part, select, eventId {tävlingens id} masterpointScale {mästarpoängskalan} masterpointType {mästarpoängens slag} charge {avgiften} contact {kontakten} other {USEBIO-versionen}} {why, select, long {har högst {most} tecken} lines {står på en rad} charge {är förbundets avgiftskod: ett tal (10, 12.5) eller bokstäver och siffror (A3)} other {är 1.2 eller 1.3}}',
  },
  da: {
    'refusal.evening-federation':
      '{given_quoted}: {part, select, eventId {turneringens id} masterpointScale {mesterpointskalaen} masterpointType {mesterpointtypen} charge {afgiften} contact {kontakten} other {USEBIO-versionen}} {why, select, long {må højst have {most} tegn} lines {skal stå på én linje} charge {skal være forbundets afgiftskode: et tal (10, 12.5) eller bogstaver og cifre (A3)} other {skal være 1.2 eller 1.3}}',
  },
} as const satisfies { readonly en: typeof EN; readonly [language: string]: Words };
