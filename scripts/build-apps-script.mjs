// Writes dist/apps-script/, the folder `clasp push` sends (.clasp.json's rootDir). For now that is the
// add-on's manifest; the custom functions' Code.js joins it when the add-on is built.
import { copyFileSync, mkdirSync } from 'node:fs';

mkdirSync('dist/apps-script', { recursive: true });
copyFileSync('apps-script/appsscript.json', 'dist/apps-script/appsscript.json');
console.log('apps-script: dist/apps-script/appsscript.json');
