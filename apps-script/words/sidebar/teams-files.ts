/**
 * The sidebar's words for a teams evening's files (sidebar/TeamsFiles.tsx), in every language: kept apart
 * from each language's dictionary, which spreads its own in.
 */

/** English, the source: its keys are every language's. */
const EN = {
  'teams.saveUsebio': 'Save the USEBIO file (.xml)',
  'teams.savePbn': 'Save the PBN file (.pbn)',
  'teams.noNumbers':
    '{count, plural, one {# player has} other {# players have}} no national number: {players}. The USEBIO file leaves their numbers blank: add them to the Members sheet and publish again.',
} as const;

type Words = { readonly [K in keyof typeof EN]: string };

const FR: Words = {
  'teams.saveUsebio': 'Enregistrer le fichier USEBIO (.xml)',
  'teams.savePbn': 'Enregistrer le fichier PBN (.pbn)',
  'teams.noNumbers':
    '{count, plural, one {# joueur n’a} other {# joueurs n’ont}} pas de numéro de licence : {players}. Le fichier USEBIO laisse leur numéro vide : ajoutez-les à la feuille Members et publiez à nouveau.',
};

const DE: Words = {
  'teams.saveUsebio': 'USEBIO-Datei speichern (.xml)',
  'teams.savePbn': 'PBN-Datei speichern (.pbn)',
  'teams.noNumbers':
    '{count, plural, one {# Spieler hat} other {# Spieler haben}} keine Verbandsnummer: {players}. Die USEBIO-Datei lässt ihre Nummern leer: tragen Sie sie im Blatt Members ein und veröffentlichen Sie erneut.',
};

const NL: Words = {
  'teams.saveUsebio': 'USEBIO-bestand opslaan (.xml)',
  'teams.savePbn': 'PBN-bestand opslaan (.pbn)',
  'teams.noNumbers':
    '{count, plural, one {# speler heeft} other {# spelers hebben}} geen bondsnummer: {players}. Het USEBIO-bestand laat hun nummers leeg: vul ze aan op het blad Members en publiceer opnieuw.',
};

const IT: Words = {
  'teams.saveUsebio': 'Salva il file USEBIO (.xml)',
  'teams.savePbn': 'Salva il file PBN (.pbn)',
  'teams.noNumbers':
    '{count, plural, one {# giocatore non ha} other {# giocatori non hanno}} numero di tessera: {players}. Il file USEBIO lascia vuoti i loro numeri: aggiungeteli al foglio Members e pubblicate di nuovo.',
};

const ES: Words = {
  'teams.saveUsebio': 'Guardar el archivo USEBIO (.xml)',
  'teams.savePbn': 'Guardar el archivo PBN (.pbn)',
  'teams.noNumbers':
    '{count, plural, one {# jugador no tiene} other {# jugadores no tienen}} número de federado: {players}. El archivo USEBIO deja sus números en blanco: añádalos a la hoja Members y publique de nuevo.',
};

const PL: Words = {
  'teams.saveUsebio': 'Zapisz plik USEBIO (.xml)',
  'teams.savePbn': 'Zapisz plik PBN (.pbn)',
  'teams.noNumbers':
    '{count, plural, one {# zawodnik nie ma} few {# zawodników nie ma} many {# zawodników nie ma} other {# zawodnika nie ma}} numeru związkowego: {players}. Plik USEBIO zostawia ich numery puste: dopisz je w arkuszu Members i opublikuj ponownie.',
};

const SV: Words = {
  'teams.saveUsebio': 'Spara USEBIO-filen (.xml)',
  'teams.savePbn': 'Spara PBN-filen (.pbn)',
  'teams.noNumbers':
    '{count, plural, one {# spelare saknar} other {# spelare saknar}} förbundsnummer: {players}. USEBIO-filen lämnar deras nummer tomma: fyll i dem på bladet Members och publicera igen.',
};

const DA: Words = {
  'teams.saveUsebio': 'Gem USEBIO-filen (.xml)',
  'teams.savePbn': 'Gem PBN-filen (.pbn)',
  'teams.noNumbers':
    '{count, plural, one {# spiller har} other {# spillere har}} intet forbundsnummer: {players}. USEBIO-filen lader deres numre stå tomme: tilføj dem på arket Members, og offentliggør igen.',
};

export const TEAMS_FILES_SIDEBAR = { en: EN, fr: FR, de: DE, nl: NL, it: IT, es: ES, pl: PL, sv: SV, da: DA } as const;
