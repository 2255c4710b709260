// Prints the popup's size (its own JavaScript and CSS, gzipped) and how soon the first score is on
// screen after the page opens in headless Chromium. Run after `npm run build`: npm run bench:popup
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { EXTENSION, launchWithExtension } from '../test/e2e/browser';

const html = readFileSync(join(EXTENSION, 'popup.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) =>
  (m[1] as string).replace(/^\//, ''),
);
let total = 0;
for (const asset of assets) {
  const bytes = gzipSync(readFileSync(join(EXTENSION, asset)), { level: 9 }).length;
  total += bytes;
  console.log(`${asset.padEnd(40)} ${(bytes / 1024).toFixed(1).padStart(6)} KB gzipped`);
}
console.log(
  `${'popup JavaScript + CSS'.padEnd(40)} ${(total / 1024).toFixed(1).padStart(6)} KB gzipped (target < 25 KB)`,
);

const extension = await launchWithExtension();
const times: number[] = [];
for (let run = 0; run < 15; run++) {
  const page = await extension.context.newPage();
  await page.goto(`chrome-extension://${extension.id}/popup.html`);
  await page.waitForSelector('table.results tbody tr');
  // The view marks 'first-score' once its table of results is rendered; startTime counts from navigation.
  const mark = await page.evaluate(`performance.getEntriesByName('first-score')[0]?.startTime ?? -1`);
  times.push(Number(mark));
  await page.close();
}
await extension.close();
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] as number;
console.log(
  `first score on screen after opening: median ${median.toFixed(0)} ms, worst ${(sorted.at(-1) as number).toFixed(0)} ms over ${times.length} opens (target < 150 ms)`,
);
