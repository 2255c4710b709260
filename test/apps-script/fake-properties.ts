// Apps Script's PropertiesService as a test's Code.js sees it: the document's properties, and the
// script's, each kept in a Map the test can read, set and clear.

const storeOf = (store: Map<string, string>) => ({
  getProperty: (key: string) => store.get(key) ?? null,
  setProperty: (key: string, value: string) => store.set(key, value),
  deleteProperty: (key: string) => store.delete(key),
});

/** A PropertiesService whose document properties are `store`, and its script properties `script`. */
export const fakePropertiesService = (store: Map<string, string>, script = new Map<string, string>()) => ({
  getDocumentProperties: () => storeOf(store),
  getScriptProperties: () => storeOf(script),
});
