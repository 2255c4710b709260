// AMO's linter flags every `x.innerHTML = value` it cannot prove safe (UNSAFE_VAR_ASSIGNMENT), and the
// one in our build is Preact's own: its diff sets innerHTML for `dangerouslySetInnerHTML`, a prop no
// view of ours uses (text a user typed is only ever rendered as text). This Vite plugin takes that
// assignment out of Preact's build and puts a refusal in its place, so a view that ever passes the prop
// fails loudly instead of rendering nothing. If Preact's code changes so the assignment is not found
// exactly once, the build fails here rather than ship the warning (or a half-done patch) silently.

/** Preact's build file: the only module this plugin rewrites. */
const PREACT = /[\\/]node_modules[\\/]preact[\\/]dist[\\/]preact\.mjs$/;
/** `dom.innerHTML=props.__html`, as the minified build writes it. */
const ASSIGNMENT = /\b([\w$]+)\.innerHTML=([\w$]+)\.__html/g;
const REFUSAL =
  '(()=>{throw new Error("dangerouslySetInnerHTML is left out of this build: see scripts/preact-without-inner-html.ts")})()';

/** Preact's build file (`dist/preact.mjs`) without its innerHTML assignment. */
export function withoutInnerHtml(code: string): string {
  const found = code.match(ASSIGNMENT)?.length ?? 0;
  if (found !== 1)
    throw new Error(
      `preact-without-inner-html: expected Preact's one innerHTML assignment, found ${found}; ` +
        'Preact has changed: update scripts/preact-without-inner-html.ts',
    );
  return code.replace(ASSIGNMENT, REFUSAL);
}

/** Any `x.innerHTML = …` (not `==`), however it is spaced: what AMO's linter would flag. */
const ANY_ASSIGNMENT = /\.innerHTML\s*=(?!=)/;

/** The names of the output chunks that still assign innerHTML. */
export function chunksAssigningInnerHtml(bundle: Record<string, { type: string; code?: string }>): string[] {
  return Object.entries(bundle)
    .filter(([, output]) => output.type === 'chunk' && ANY_ASSIGNMENT.test(output.code ?? ''))
    .map(([name]) => name);
}

/**
 * The Vite plugin: rewrites Preact's build file as it is bundled, then checks what was built, so that an
 * innerHTML assignment from anywhere (a Preact that resolves to another file, a new dependency) fails the
 * build instead of reaching AMO's linter.
 */
export function preactWithoutInnerHtml() {
  return {
    name: 'preact-without-inner-html',
    enforce: 'pre' as const,
    transform(code: string, id: string): { code: string; map: null } | null {
      if (!PREACT.test(id.split('?')[0] ?? id)) return null;
      return { code: withoutInnerHtml(code), map: null };
    },
    generateBundle(_options: unknown, bundle: Record<string, { type: string; code?: string }>): void {
      const found = chunksAssigningInnerHtml(bundle);
      if (found.length > 0)
        throw new Error(
          `preact-without-inner-html: ${found.join(', ')} assign innerHTML, which AMO's linter refuses to pass ` +
            'as safe: see scripts/preact-without-inner-html.ts',
        );
    },
  };
}
