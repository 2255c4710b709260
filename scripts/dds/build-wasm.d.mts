/** DDS built to WebAssembly from the source folder `source` (DDS_SRC unless told), or why not. */
export function buildDdsWasm(source?: string): { readonly program: string } | { readonly missing: string };
