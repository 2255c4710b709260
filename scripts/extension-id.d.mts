/** The id Chrome gives the unpacked extension in `folder`; null on Windows (see extension-id.mjs). */
export function unpackedExtensionId(folder: string): string | null;
