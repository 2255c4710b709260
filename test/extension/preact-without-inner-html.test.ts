// @vitest-environment happy-dom
// AMO's linter (web-ext lint) warns of the one innerHTML assignment in Preact's build; the build takes it
// out (scripts/preact-without-inner-html.ts). These tests run the plugin on the Preact that is installed,
// so an upgrade that moves the code fails here. The built extension is linted in test/e2e/firefox.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { preactWithoutInnerHtml, withoutInnerHtml } from '../../scripts/preact-without-inner-html';

const PREACT = join(resolve(import.meta.dirname, '..', '..'), 'node_modules', 'preact', 'dist', 'preact.mjs');
const ASSIGNED = /\.innerHTML\s*=(?!=)/;

/** The patched Preact, loaded as a module of its own. */
const patchedPreact = async () => {
  const code = withoutInnerHtml(readFileSync(PREACT, 'utf8'));
  expect(code).not.toMatch(ASSIGNED);
  return (await import(
    /* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  )) as typeof import('preact');
};

describe("Preact's build without its innerHTML assignment", () => {
  it('still renders, and refuses dangerouslySetInnerHTML instead of setting it', async () => {
    expect(readFileSync(PREACT, 'utf8')).toMatch(ASSIGNED);
    const { h, render } = await patchedPreact();
    const root = document.createElement('div');
    render(h('p', { title: 'x' }, '<b>4♠</b> as typed'), root);
    expect(root.innerHTML).toBe('<p title="x">&lt;b&gt;4♠&lt;/b&gt; as typed</p>');
    expect(() =>
      render(h('p', { dangerouslySetInnerHTML: { __html: '<b>x</b>' } }), document.createElement('div')),
    ).toThrow('dangerouslySetInnerHTML is left out of this build');
  });

  it('fails the build, naming the file to update, when Preact no longer has the assignment once', () => {
    expect(() => withoutInnerHtml('a.textContent=b')).toThrow(/found 0; Preact has changed/);
    expect(() => withoutInnerHtml('a.innerHTML=b.__html;c.innerHTML=d.__html')).toThrow(/found 2/);
  });

  it('fails the build when any chunk built still assigns innerHTML, from Preact or anywhere else', () => {
    const plugin = preactWithoutInnerHtml();
    const bundle = {
      'chunks/words.js': { type: 'chunk', code: 'a.innerHTML = b;' },
      'chunks/ok.js': { type: 'chunk', code: 'if (a.innerHTML == b.__html) c.textContent = d;' },
      'icon/16.png': { type: 'asset' },
    };
    expect(() => plugin.generateBundle({}, bundle)).toThrow(/chunks\/words\.js assign innerHTML/);
    expect(() => plugin.generateBundle({}, { 'chunks/ok.js': bundle['chunks/ok.js'] })).not.toThrow();
  });

  it('rewrites only Preact, as Vite names its file', () => {
    const plugin = preactWithoutInnerHtml();
    expect(plugin.transform('x.innerHTML=y.__html', '/app/node_modules/other/dist/preact.mjs')).toBeNull();
    expect(plugin.transform('x.innerHTML=y.__html', '/app/extension/views/a.tsx')).toBeNull();
    const out = plugin.transform('x.innerHTML=y.__html', '/app/node_modules/preact/dist/preact.mjs?v=1');
    expect(out?.code).not.toMatch(ASSIGNED);
  });
});
