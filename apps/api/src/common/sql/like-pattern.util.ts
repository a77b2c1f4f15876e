/** A LIKE pattern matching `text` literally, lower-cased: `%text%`, or `text%` for a prefix. */
export function likePattern(text: string, where: 'contains' | 'prefix' = 'contains'): string {
  const literal = text.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return where === 'prefix' ? `${literal}%` : `%${literal}%`;
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
