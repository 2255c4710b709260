/**
 * The words of publishing an IMP session (Butler or cross-IMPs), in every language: kept apart from the
 * language files (each near its length limit) and spread at the end of each. The cells a user is told
 * to type (`Scoring: IMP;Butler`, `IMPs ranked by: total`) and the sheet's own headers (N/S IMPs) stay
 * as the sheet writes them, in English: they are what the reader looks for.
 */
import type { Language } from '../../../core/index';

const EN = {
  'col.nsImps': 'N/S IMPs',
  'col.ewImps': 'E/W IMPs',
  'refusal.imp-session':
    '"{sheet}" has N/S IMPs columns but does not say how they are scored: add a cell "Scoring: IMP;Butler" or "Scoring: IMP;Cross" to row 1',
  'refusal.sheet-scoring':
    'row 1 of "{sheet}" says "{cell}": write "Scoring: MatchPoints", "Scoring: IMP;Butler" or "Scoring: IMP;Cross"',
  'refusal.scoring-columns': 'row 1 of "{sheet}" says "{cell}", but its columns are N/S IMPs and E/W IMPs',
  'refusal.imps-ranked':
    'row 1 of "{sheet}" says "{cell}": write "IMPs ranked by: total" or "IMPs ranked by: IMPs a board"',
} as const;

/** These words in a language: every English key, each a message. */
export type ImpPublishWords = { readonly [K in keyof typeof EN]: string };

/** The words of publishing an IMP session, a language's each. */
export const IMP_PUBLISH: { readonly en: typeof EN } & { readonly [L in Exclude<Language, 'en'>]: ImpPublishWords } = {
  en: EN,
  fr: {
    'col.nsImps': 'IMPs N/S',
    'col.ewImps': 'IMPs E/O',
    'refusal.imp-session':
      '« {sheet} » a des colonnes N/S IMPs mais ne dit pas comment elles sont calculées : ajoutez une cellule « Scoring: IMP;Butler » ou « Scoring: IMP;Cross » à la ligne 1',
    'refusal.sheet-scoring':
      'la ligne 1 de « {sheet} » dit « {cell} » : écrivez « Scoring: MatchPoints », « Scoring: IMP;Butler » ou « Scoring: IMP;Cross »',
    'refusal.scoring-columns': 'la ligne 1 de « {sheet} » dit « {cell} », mais ses colonnes sont N/S IMPs et E/W IMPs',
    'refusal.imps-ranked':
      'la ligne 1 de « {sheet} » dit « {cell} » : écrivez « IMPs ranked by: total » ou « IMPs ranked by: IMPs a board »',
  },
  de: {
    'col.nsImps': 'IMPs N/S',
    'col.ewImps': 'IMPs O/W',
    'refusal.imp-session':
      '„{sheet}“ hat Spalten N/S IMPs, sagt aber nicht, wie sie gewertet sind: in Zeile 1 eine Zelle „Scoring: IMP;Butler“ oder „Scoring: IMP;Cross“ hinzufügen',
    'refusal.sheet-scoring':
      'Zeile 1 von „{sheet}“ sagt „{cell}“: „Scoring: MatchPoints“, „Scoring: IMP;Butler“ oder „Scoring: IMP;Cross“ schreiben',
    'refusal.scoring-columns': 'Zeile 1 von „{sheet}“ sagt „{cell}“, aber seine Spalten sind N/S IMPs und E/W IMPs',
    'refusal.imps-ranked':
      'Zeile 1 von „{sheet}“ sagt „{cell}“: „IMPs ranked by: total“ oder „IMPs ranked by: IMPs a board“ schreiben',
  },
  nl: {
    'col.nsImps': 'IMPs N/Z',
    'col.ewImps': 'IMPs O/W',
    'refusal.imp-session':
      '"{sheet}" heeft kolommen N/S IMPs maar zegt niet hoe ze berekend zijn: voeg in rij 1 een cel "Scoring: IMP;Butler" of "Scoring: IMP;Cross" toe',
    'refusal.sheet-scoring':
      'rij 1 van "{sheet}" zegt "{cell}": schrijf "Scoring: MatchPoints", "Scoring: IMP;Butler" of "Scoring: IMP;Cross"',
    'refusal.scoring-columns': 'rij 1 van "{sheet}" zegt "{cell}", maar de kolommen zijn N/S IMPs en E/W IMPs',
    'refusal.imps-ranked':
      'rij 1 van "{sheet}" zegt "{cell}": schrijf "IMPs ranked by: total" of "IMPs ranked by: IMPs a board"',
  },
  it: {
    'col.nsImps': 'IMP N/S',
    'col.ewImps': 'IMP E/O',
    'refusal.imp-session':
      '"{sheet}" ha colonne N/S IMPs ma non dice come sono calcolate: aggiungi alla riga 1 una cella "Scoring: IMP;Butler" o "Scoring: IMP;Cross"',
    'refusal.sheet-scoring':
      'la riga 1 di "{sheet}" dice "{cell}": scrivi "Scoring: MatchPoints", "Scoring: IMP;Butler" o "Scoring: IMP;Cross"',
    'refusal.scoring-columns': 'la riga 1 di "{sheet}" dice "{cell}", ma le sue colonne sono N/S IMPs ed E/W IMPs',
    'refusal.imps-ranked':
      'la riga 1 di "{sheet}" dice "{cell}": scrivi "IMPs ranked by: total" o "IMPs ranked by: IMPs a board"',
  },
  es: {
    'col.nsImps': 'IMPs N/S',
    'col.ewImps': 'IMPs E/O',
    'refusal.imp-session':
      '«{sheet}» tiene columnas N/S IMPs pero no dice cómo se calculan: añade a la fila 1 una celda «Scoring: IMP;Butler» o «Scoring: IMP;Cross»',
    'refusal.sheet-scoring':
      'la fila 1 de «{sheet}» dice «{cell}»: escribe «Scoring: MatchPoints», «Scoring: IMP;Butler» o «Scoring: IMP;Cross»',
    'refusal.scoring-columns': 'la fila 1 de «{sheet}» dice «{cell}», pero sus columnas son N/S IMPs y E/W IMPs',
    'refusal.imps-ranked':
      'la fila 1 de «{sheet}» dice «{cell}»: escribe «IMPs ranked by: total» o «IMPs ranked by: IMPs a board»',
  },
  pl: {
    'col.nsImps': 'IMPy N/S',
    'col.ewImps': 'IMPy E/W',
    'refusal.imp-session':
      '„{sheet}” ma kolumny N/S IMPs, ale nie mówi, jak są liczone: dodaj w wierszu 1 komórkę „Scoring: IMP;Butler” lub „Scoring: IMP;Cross”',
    'refusal.sheet-scoring':
      'wiersz 1 arkusza „{sheet}” mówi „{cell}”: wpisz „Scoring: MatchPoints”, „Scoring: IMP;Butler” lub „Scoring: IMP;Cross”',
    'refusal.scoring-columns': 'wiersz 1 arkusza „{sheet}” mówi „{cell}”, ale jego kolumny to N/S IMPs i E/W IMPs',
    'refusal.imps-ranked':
      'wiersz 1 arkusza „{sheet}” mówi „{cell}”: wpisz „IMPs ranked by: total” lub „IMPs ranked by: IMPs a board”',
  },
  sv: {
    'col.nsImps': 'IMPs N/S',
    'col.ewImps': 'IMPs Ö/V',
    'refusal.imp-session':
      '"{sheet}" har kolumner N/S IMPs men säger inte hur de räknas: lägg till en cell "Scoring: IMP;Butler" eller "Scoring: IMP;Cross" på rad 1',
    'refusal.sheet-scoring':
      'rad 1 i "{sheet}" säger "{cell}": skriv "Scoring: MatchPoints", "Scoring: IMP;Butler" eller "Scoring: IMP;Cross"',
    'refusal.scoring-columns': 'rad 1 i "{sheet}" säger "{cell}", men dess kolumner är N/S IMPs och E/W IMPs',
    'refusal.imps-ranked':
      'rad 1 i "{sheet}" säger "{cell}": skriv "IMPs ranked by: total" eller "IMPs ranked by: IMPs a board"',
  },
  da: {
    'col.nsImps': 'IMPs N/S',
    'col.ewImps': 'IMPs Ø/V',
    'refusal.imp-session':
      '"{sheet}" har kolonner N/S IMPs, men siger ikke, hvordan de er beregnet: tilføj en celle "Scoring: IMP;Butler" eller "Scoring: IMP;Cross" i række 1',
    'refusal.sheet-scoring':
      'række 1 i "{sheet}" siger "{cell}": skriv "Scoring: MatchPoints", "Scoring: IMP;Butler" eller "Scoring: IMP;Cross"',
    'refusal.scoring-columns': 'række 1 i "{sheet}" siger "{cell}", men dens kolonner er N/S IMPs og E/W IMPs',
    'refusal.imps-ranked':
      'række 1 i "{sheet}" siger "{cell}": skriv "IMPs ranked by: total" eller "IMPs ranked by: IMPs a board"',
  },
};
