// Everything Code.js exposes, through one global object; the build writes the top-level wrappers.

export { getEvening, previewMovement, recalculateEvening, saveDeal, seatNextRound, setUpEvening } from './evening-api';
export { BOARDDEALER, BOARDVUL, BRIDGESCORE, BUGGERSCORE, CHICAGOTOTAL, IMPS, RUBBERTOTAL } from './functions';
export { onInstall, onOpen, showEveningSidebar, showFunctionHelp } from './menu';
