import { render } from 'preact';
import { isLanguage } from '../../../core/index';
import { startExtensionPage } from '../../lib/extension-page';
import { languageOf } from '../../lib/language';
import { showLastScheme } from '../../lib/scheme';
import { readLastView } from '../../storage/last-view';
import { showLanguage, showNotation } from '../../words/index';
import { App, readView } from './App';
import '../../components/pads/pads.css';
import './style.css';
import './phone.css';

// The browser's storage area and the extension's own pages, set before anything is read or opened.
startExtensionPage();

// Light or dark as last chosen, before the first paint; the options read later confirm or correct it.
showLastScheme();
const root = document.getElementById('app');
// The language last shown (kept beside the last view, synchronously) or the browser's: its words are
// loaded before the first render, so no English shows first. The options read later confirm or change it.
const kept = readLastView('language');
const language = isLanguage(kept) ? kept : languageOf('browser');
const notation = readLastView('notation');
showNotation(isLanguage(notation) ? notation : language);
// The last view is read synchronously, so the first render is already the view the popup was left on.
// A language that does not load leaves the English words.
const show = () => root && render(<App initial={readView(readLastView())} />, root);
showLanguage(language).then(show, show);
