import { render } from 'preact';
import { App } from './App';
import { server } from './server';
import { chooseLanguage } from './words';
import './style.css';

const root = document.getElementById('app');
if (root) {
  // The evening is asked for beside the language, not after it: one wait for both as the page opens.
  const first = server.getPairsEvening();
  // Its failure is the App's to show; caught here too, so that it is never unhandled before the App is.
  first.catch(() => undefined);
  // No first render before the language is known, so that no English flashes before the sheet's own.
  void chooseLanguage().then(() => render(<App first={first} />, root));
}
