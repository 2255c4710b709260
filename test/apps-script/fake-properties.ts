// Apps Script's PropertiesService as a test's Code.js sees it: the document's properties, kept in a Map
// the test can read, set and clear.

/** A PropertiesService whose document properties are `store`. */
export const fakePropertiesService = (store: Map<string, string>) => ({
  getDocumentProperties: () => ({
    getProperty: (key: string) => store.get(key) ?? null,
    setProperty: (key: string, value: string) => store.set(key, value),
    deleteProperty: (key: string) => store.delete(key),
  }),
});
