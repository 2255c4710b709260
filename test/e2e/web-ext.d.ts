// The part of web-ext's programmatic API the Firefox e2e uses (web-ext ships no types).
declare module 'web-ext' {
  interface LintResult {
    summary: { errors: number; notices: number; warnings: number };
  }
  const webExt: {
    cmd: {
      lint(
        params: {
          sourceDir: string;
          output: 'none' | 'json' | 'text';
          selfHosted: boolean;
          boring: boolean;
          warningsAsErrors: boolean;
        },
        options: { shouldExitProgram: boolean },
      ): Promise<LintResult>;
    };
  };
  export default webExt;
}
