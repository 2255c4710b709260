import { render } from 'preact';
import { languageOfTags } from '../../core/index';
import { App } from './App';
import { readPlace } from './place';
import { showLanguage, t } from './words';
import './style.css';

const root = document.getElementById('app');
if (root) {
  // The phone's own language until the server's first answer names the sheet's.
  showLanguage(languageOfTags(navigator.languages ?? [navigator.language]));
  document.title = t('page.title');
  void readPlace().then((place) => render(<App place={place} />, root));
}
