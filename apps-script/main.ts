// Everything Code.js exposes, through one global object; the build writes the top-level wrappers.

export {
  getEvening,
  importPbn,
  previewMovement,
  recalculateEvening,
  saveDeal,
  seatNextRound,
  setUpEvening,
} from './evening-api';
export {
  BOARDDEALER,
  BOARDVUL,
  BRIDGESCORE,
  BUGGERSCORE,
  BUTLER,
  CHICAGOTOTAL,
  CROSSIMPS,
  IMPS,
  MATCHPOINTS,
  RUBBERTOTAL,
  VP,
} from './functions';
export {
  insertResultsSheet,
  insertTeamsSheet,
  onInstall,
  onOpen,
  showEveningSidebar,
  showFunctionHelp,
  showPbnImport,
} from './menu';
