/**
 * The add-on's dialogs, worded in a language: fixed pages whose only words are the dictionary's (never
 * anything a user typed), each built from `say`, the language's messages. English gives the pages
 * exactly as they were first written. Words that the page's script shows are put in as JSON strings.
 */
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../core/index';
import type { SheetKey } from './en';

/** A message of the dialog's language, its values put in as text. */
export type Say = (key: SheetKey, values?: { readonly [name: string]: string | number }) => string;

/** Our own words in a page: the dictionaries hold no markup, but a page escapes them all the same. */
const html = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Our own words in a page's script: a JS string literal that cannot close the script element. */
const js = (text: string): string => JSON.stringify(text).replace(/</g, '\\u003c');

/** A failure's words with the error's own put in by the page: `'Not imported: ' + error.message`. */
const failed = (say: Say, key: SheetKey): string => {
  const [before, after = ''] = say(key, { error: '\u0000' }).split('\u0000');
  return after === ''
    ? `${js(before as string)} + error.message`
    : `${js(before as string)} + error.message + ${js(after)}`;
};

/** A message whose values are shown in `tag` (`<b>Results</b>`): the words escaped, the tags ours. */
const marked = (say: Say, key: SheetKey, values: { readonly [name: string]: string }, tag: 'b' | 'code'): string => {
  const wrapped = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, `\u0001${value}\u0002`]));
  return html(say(key, wrapped)).split('\u0001').join(`<${tag}>`).split('\u0002').join(`</${tag}>`);
};

/**
 * The function help in a language other than English: its opening and closing worded in it, the list of
 * functions between them as it is (`list`: names, arguments and examples as Sheets takes them, in English
 * like the help Sheets shows while a formula is typed).
 */
export const helpDialog = (say: Say, style: string, list: string): string =>
  `${style}
<p>${marked(say, 'help.intro', { semicolon: ';' }, 'code')}</p>
${list}
<p>${marked(say, 'help.outro', { results: say('menu.results'), teams: say('menu.teams'), publish: say('menu.publish') }, 'b')}</p>`;

/** The PBN import page: the chosen file is read in the browser and its text sent to importPbn. */
export const pbnDialog = (say: Say): string => `<style>body{font:14px system-ui,sans-serif}p{margin:8px 0}</style>
<p>${marked(say, 'pbn.intro', { results: 'Results', pairs: 'Pairs', ranking: 'Ranking', results2: 'Results 2' }, 'b')}</p>
<input type="file" id="file" accept=".pbn,.txt,.xml">
<p id="status" role="status" aria-live="polite"></p>
<script>
const status = document.getElementById('status');
document.getElementById('file').addEventListener('change', (event) => {
  const file = event.target.files[0];
  if (!file) return;
  status.textContent = ${js(say('pbn.importing'))};
  // The bytes go as they are, one character a byte: the server reads each line as UTF-8, or as
  // ISO-8859-1 (PBN's own character set) where it is not, and says which lines.
  file.arrayBuffer().then((buffer) => {
    const bytes = new Uint8Array(buffer);
    let binary = '';
    for (let i = 0; i < bytes.length; i += 8192) binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 8192));
    return binary;
  }).then((binary) => google.script.run
    .withSuccessHandler((answer) => { status.textContent = answer.message; })
    .withFailureHandler((error) => { status.textContent = ${failed(say, 'pbn.failed')}; })
    .importPbnFile(binary));
});
</script>`;

/** The publish page: it asks the server for the active sheet's files and offers them to save. */
export const publishDialog = (
  say: Say,
): string => `<style>body{font:14px system-ui,sans-serif}p{margin:8px 0}a,button{margin:4px 8px 4px 0}a:not([hidden]){display:inline-block}</style>
<p>${html(say('publish.intro'))}</p>
<p id="status" role="status" aria-live="polite">${html(say('publish.reading'))}</p>
<p><a id="html" hidden>${html(say('publish.html'))}</a><a id="pbn" hidden>${html(say('publish.pbn'))}</a><a id="xml" hidden>${html(say('publish.usebio'))}</a></p>
<p><button id="anyway" type="button" hidden>${html(say('publish.anyway'))}</button></p>
<p><button id="sheets" type="button" hidden>${html(say('publish.sheets'))}</button></p>
<script>
const status = document.getElementById('status');
const offer = (id, text, type, name) => {
  const link = document.getElementById(id);
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = name;
  link.hidden = false;
};
google.script.run
  .withSuccessHandler((answer) => {
    status.textContent = answer.message;
    if (!answer.ok) return;
    const files = answer.value;
    offer('html', files.html, 'text/html', files.fileName + '.html');
    offer('pbn', files.pbn, 'application/octet-stream', files.fileName + '.pbn');
    // The USEBIO file waits while players lack a national number; the director may make it all the same.
    if (files.usebio !== undefined) offer('xml', files.usebio, 'application/xml', files.fileName + '.xml');
    else if (files.unnumbered.length > 0) {
      const anyway = document.getElementById('anyway');
      anyway.hidden = false;
      anyway.addEventListener('click', () => {
        anyway.disabled = true;
        google.script.run
          .withSuccessHandler((made) => {
            status.textContent = made.message;
            if (made.ok && made.value.usebio !== undefined) {
              offer('xml', made.value.usebio, 'application/xml', made.value.fileName + '.xml');
              anyway.hidden = true;
            } else anyway.disabled = false;
          })
          .withFailureHandler((error) => { status.textContent = ${failed(say, 'publish.failed')}; anyway.disabled = false; })
          .publishedFiles(true);
      });
    }
    const button = document.getElementById('sheets');
    button.hidden = false;
    button.addEventListener('click', () => {
      button.disabled = true;
      status.textContent = ${js(say('dialog.writing'))};
      google.script.run
        .withSuccessHandler((written) => { status.textContent = written.message; button.disabled = false; })
        .withFailureHandler((error) => { status.textContent = ${failed(say, 'dialog.notWritten')}; button.disabled = false; })
        .publishSheets(files.sheet);
    });
  })
  .withFailureHandler((error) => { status.textContent = ${failed(say, 'publish.failed')}; })
  .publishedFiles();
</script>`;

/** The movement cards page: the director's choices are sent to movementCards as typed. */
export const cardsDialog = (say: Say): string => {
  const label = (id: string, key: SheetKey) => `<label for="${id}">${html(say(key))}</label>`;
  return `<style>body{font:14px system-ui,sans-serif}p{margin:8px 0}label{display:inline-block;width:170px}input,select{width:150px}a,button{margin:4px 8px 4px 0}</style>
<form id="form">
<p>${label('kind', 'cards.movement')}<select id="kind"><option>Mitchell</option><option>Mitchell skip</option><option>Mitchell relay</option><option>Howell</option></select></p>
<p>${label('pairs', 'cards.pairs')}<input id="pairs" inputmode="numeric" required></p>
<p>${label('rounds', 'cards.rounds')}<input id="rounds" inputmode="numeric"></p>
<p>${label('boards', 'cards.boards')}<input id="boards" inputmode="numeric"></p>
<p>${label('arrow', 'cards.arrow')}<input id="arrow" placeholder="6, 7"></p>
<p>${label('leaves', 'cards.leaves')}<input id="leaves" placeholder="E/W 3"></p>
<p>${label('leavesFrom', 'cards.leavesFrom')}<input id="leavesFrom" inputmode="numeric"></p>
<p>${label('lateFrom', 'cards.lateFrom')}<input id="lateFrom" inputmode="numeric"></p>
<p><button type="submit">${html(say('cards.write'))}</button></p>
</form>
<p id="status" role="status" aria-live="polite"></p>
<p><a id="html" hidden>${html(say('cards.html'))}</a></p>
<script>
const status = document.getElementById('status');
const value = (id) => document.getElementById(id).value;
document.getElementById('form').addEventListener('submit', (event) => {
  event.preventDefault();
  status.textContent = ${js(say('dialog.writing'))};
  const settings = { kind: value('kind'), pairs: value('pairs'), rounds: value('rounds'), boardsPerRound: value('boards'), arrowSwitch: value('arrow'), leaves: value('leaves'), leavesFrom: value('leavesFrom'), lateFrom: value('lateFrom') };
  google.script.run
    .withSuccessHandler((answer) => {
      status.textContent = answer.message;
      if (!answer.ok) return;
      const link = document.getElementById('html');
      link.href = URL.createObjectURL(new Blob([answer.value.html], { type: 'text/html' }));
      link.download = answer.value.fileName + '.html';
      link.hidden = false;
    })
    .withFailureHandler((error) => { status.textContent = ${failed(say, 'dialog.notWritten')}; })
    .movementCards(settings);
});
</script>`;
};

/** What the language page shows chosen: the setting as stored (`locale`, `language`: none made). */
export interface LanguageChoice {
  readonly language: Language | 'locale';
  readonly notation: Language | 'language';
  /** The language the spreadsheet's locale speaks, named in the first option. */
  readonly localeLanguage: Language;
}

/** The language and notation page: two lists, sent to saveLanguage as chosen. */
export const languageDialog = (say: Say, choice: LanguageChoice): string => {
  const options = (first: string, firstValue: string, chosen: string) =>
    [[firstValue, first] as const, ...LANGUAGES.map((l) => [l, LANGUAGE_NAMES[l]] as const)]
      .map(([value, name]) => `<option value="${value}"${value === chosen ? ' selected' : ''}>${html(name)}</option>`)
      .join('');
  return `<style>body{font:14px system-ui,sans-serif}p{margin:8px 0}label{display:inline-block;width:110px}select{width:240px}</style>
<p>${html(say('language.intro'))}</p>
<form id="form">
<p><label for="language">${html(say('language.language'))}</label><select id="language">${options(say('language.locale', { name: LANGUAGE_NAMES[choice.localeLanguage] }), 'locale', choice.language)}</select></p>
<p><label for="notation">${html(say('language.notation'))}</label><select id="notation">${options(say('language.same'), 'language', choice.notation)}</select></p>
<p><button type="submit">${html(say('language.save'))}</button></p>
</form>
<p id="status" role="status" aria-live="polite"></p>
<script>
const status = document.getElementById('status');
document.getElementById('form').addEventListener('submit', (event) => {
  event.preventDefault();
  status.textContent = ${js(say('language.saving'))};
  const setting = { language: document.getElementById('language').value, notation: document.getElementById('notation').value };
  google.script.run
    .withSuccessHandler((answer) => { status.textContent = answer.message; })
    .withFailureHandler((error) => { status.textContent = ${failed(say, 'language.failed')}; })
    .saveLanguage(setting);
});
</script>`;
};
