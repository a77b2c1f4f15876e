/** The areas of the store, one a kind of file (the local folder's subfolders). */
export const STORE_AREAS = ['files', 'imports', 'exports'] as const;
export type StoreArea = (typeof STORE_AREAS)[number];

const KEY = /^(files|imports|exports)\/[0-9A-Za-z][0-9A-Za-z._-]{0,127}$/;

/** A key for `name` in `area`; throws on a name that could leave its area (the names come from the database). */
export function fileKey(area: StoreArea, name: string): string {
  const key = `${area}/${name}`;
  checkFileKey(key);
  return key;
}

export function checkFileKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`unexpected file store key ${JSON.stringify(key)}`);
}
