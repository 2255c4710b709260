// The web app's page: the popup's App, over the page's own storage (issue 51). The rest is what the
// popup's own entry does (entrypoints/popup/main.tsx), so both open the same way.
import { render } from 'preact';
import { isLanguage } from '../../core/index';
import { App, readView } from '../entrypoints/popup/App';
import { languageOf } from '../lib/language';
import { showLastScheme } from '../lib/scheme';
import { readLastView } from '../storage/last-view';
import { showLanguage, showNotation } from '../words/index';
import { startWebPage } from './start';
import '../components/pads/pads.css';
import '../entrypoints/popup/style.css';
import '../entrypoints/popup/phone.css';
import './web.css';

startWebPage();

// Light or dark as last chosen, before the first paint; the options read later confirm or correct it.
showLastScheme();
const root = document.getElementById('app');
// The language and view last shown, read synchronously, so the first render is already the right one.
const kept = readLastView('language');
const language = isLanguage(kept) ? kept : languageOf('browser');
const notation = readLastView('notation');
showNotation(isLanguage(notation) ? notation : language);
const show = () => root && render(<App initial={readView(readLastView())} />, root);
showLanguage(language).then(show, show);
