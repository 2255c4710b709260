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
export { BUTLER, CROSSIMPS, MATCHPOINTS } from './functions/pairs';
export { BOARDDEALER, BOARDVUL, BRIDGESCORE, IMPS, VP } from './functions/hands';
export { BUGGERSCORE, CHICAGOTOTAL, RUBBERTOTAL } from './functions/sessions';
export {
  insertResultsSheet,
  insertTeamsSheet,
  onInstall,
  onOpen,
  showEveningSidebar,
  showFunctionHelp,
  showPbnImport,
} from './menu';
