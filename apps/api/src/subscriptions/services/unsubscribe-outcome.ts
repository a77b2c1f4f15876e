import type { SubscriptionMailKind } from '@voc/domain';

/** What an unsubscribe link came to: its kind, or why it was refused (a bad token 400, links not configured 404). */
export type UnsubscribeOutcome = { ok: true; kind: SubscriptionMailKind } | { ok: false; reason: 'invalid' | 'disabled' };
