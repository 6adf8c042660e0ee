/** The device store's IndexedDB name, in a module of its own so a page can look for it without loading Dexie. */
export const DEVICE_STORE_NAME = 'portal-offline';
