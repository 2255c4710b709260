// A Node module hook for the benchmark: the popup's modules import their stylesheets (the bundler puts
// them in the page); read outside the bundler, a stylesheet is an empty module, not an unknown format.
export async function load(url, context, nextLoad) {
  if (new URL(url).pathname.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}
