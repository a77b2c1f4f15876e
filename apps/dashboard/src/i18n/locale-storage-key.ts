/** Where the language chosen last is kept (locale-storage.ts); also read by index.html's inline start script. */
export const LOCALE_STORAGE_KEY = 'voc.locale';
