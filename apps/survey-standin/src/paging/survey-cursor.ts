/**
 * The opaque cursor the stand-in hands out: base64url of JSON `{ u: updated_at, id: survey_id }`
 * of the last item served. Items after it are those with a later (updated_at, survey_id).
 */
export interface FeedPosition {
  atMs: number;
  id: string;
}

export function encodeCursor(updatedAt: string, surveyId: string): string {
  return Buffer.from(JSON.stringify({ u: updatedAt, id: surveyId }), 'utf8').toString('base64url');
}

/** The position a cursor stands for, or undefined when it is not one this service gave. */
export function decodeCursor(cursor: string): FeedPosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { u, id } = parsed as { u?: unknown; id?: unknown };
    if (typeof u !== 'string' || typeof id !== 'string') return undefined;
    const atMs = Date.parse(u);
    return Number.isNaN(atMs) ? undefined : { atMs, id };
  } catch {
    return undefined;
  }
}

/** Whether (atMs, id) comes strictly after `position`. */
export function isAfter(atMs: number, id: string, position: FeedPosition): boolean {
  return atMs > position.atMs || (atMs === position.atMs && id > position.id);
}
