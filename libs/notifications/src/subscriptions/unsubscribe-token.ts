import { createHmac, timingSafeEqual } from 'node:crypto';
import { isSubscriptionMailKind, type SubscriptionMailKind } from '@voc/domain';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{43}$/;

export interface UnsubscribeClaim {
  userId: string;
  kind: SubscriptionMailKind;
  /** A scheduled report's saved view (kind scheduled_report only). */
  viewId?: string;
}

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(`unsubscribe.${payload}`).digest('base64url');

/**
 * The token of a one-click unsubscribe link: who and which kind, signed (HMAC-SHA256 with
 * UNSUBSCRIBE_SECRET). It never expires: a mail read a year later still unsubscribes; it grants
 * nothing but turning that one kind off for that one user.
 */
export function signUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const text = claim.kind === 'scheduled_report' ? `${claim.userId}.${claim.kind}.${claim.viewId ?? ''}` : `${claim.userId}.${claim.kind}`;
  const payload = Buffer.from(text, 'utf8').toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The claim of a token signed with `secret`; null for anything malformed, tampered with or signed otherwise. */
export function verifyUnsubscribeToken(secret: string, token: unknown): UnsubscribeClaim | null {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  const [payload, signature] = token.split('.');
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [userId, kind, viewId, ...rest] = Buffer.from(payload, 'base64url').toString('utf8').split('.');
  if (!UUID.test(userId ?? '') || !isSubscriptionMailKind(kind) || rest.length > 0) return null;
  if (kind === 'scheduled_report') return UUID.test(viewId ?? '') ? { userId, kind, viewId } : null;
  return viewId === undefined ? { userId, kind } : null;
}

/** The link a mail carries (GET shows the confirmation page, POST unsubscribes: RFC 8058 one-click). */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`;
}
