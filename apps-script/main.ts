// Everything Code.js exposes, through one global object; the build writes the top-level wrappers.
export { BOARDDEALER, BOARDVUL, BRIDGESCORE, BUGGERSCORE, CHICAGOTOTAL, IMPS, RUBBERTOTAL } from './functions';
export { onInstall, onOpen, showFunctionHelp } from './menu';
