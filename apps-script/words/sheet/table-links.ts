/**
 * The words of a table's link on its card (a QR code to open the table's page), in every language: kept
 * apart from each language's dictionary, which spreads its own in.
 */

/** English, the source: its keys are every language's. */
const EN = {
  // What a screen reader says of the code on the cards page.
  'card.qrCode': 'QR code of the page of table {table}',
} as const;

type Words = { readonly [K in keyof typeof EN]: string };

/** Each language's words of a table's link. */
export const TABLE_LINK_WORDS = {
  en: EN,
  fr: { 'card.qrCode': 'Code QR de la page de la table {table}' },
  de: { 'card.qrCode': 'QR-Code der Seite von Tisch {table}' },
  nl: { 'card.qrCode': 'QR-code van de pagina van tafel {table}' },
  it: { 'card.qrCode': 'Codice QR della pagina del tavolo {table}' },
  es: { 'card.qrCode': 'Código QR de la página de la mesa {table}' },
  pl: { 'card.qrCode': 'Kod QR strony stołu {table}' },
  sv: { 'card.qrCode': 'QR-kod till sidan för bord {table}' },
  da: { 'card.qrCode': 'QR-kode til siden for bord {table}' },
} as const satisfies { readonly en: typeof EN; readonly [language: string]: Words };
