import type { TicketScope } from '../access/ticket-scope';

/**
 * Subscriptions (issue 33): mail a user chooses to receive about their own scope, not about one
 * ticket. Each kind is sent at most once per user and period (the outbox's key), each mail carries
 * a one-click unsubscribe link for its kind.
 *
 * Decisions where the issue is silent:
 * - A new user receives nothing until they choose (every kind off): no mail nobody asked for.
 * - SMS is offered for alerts only (a brief or a digest does not fit a text), and only to a user
 *   with a mobile number.
 * - The monthly brief exists per network, region and area: a dealer user (whose scope is one
 *   branch) cannot subscribe to it.
 */
export const SUBSCRIPTION_KINDS = ['monthly_brief', 'weekly_digest', 'alerts'] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

/**
 * What a subscription mail is about: the kinds above, and a saved report view's scheduled
 * spreadsheet (scheduled-reports.ts), which is chosen per view rather than as one switch.
 */
export const SUBSCRIPTION_MAIL_KINDS = [...SUBSCRIPTION_KINDS, 'scheduled_report'] as const;
export type SubscriptionMailKind = (typeof SUBSCRIPTION_MAIL_KINDS)[number];

export function isSubscriptionMailKind(value: unknown): value is SubscriptionMailKind {
  return typeof value === 'string' && (SUBSCRIPTION_MAIL_KINDS as readonly string[]).includes(value);
}

export const SUBSCRIPTION_LANGUAGES = ['th', 'en'] as const;
export type SubscriptionLanguage = (typeof SUBSCRIPTION_LANGUAGES)[number];

export interface SubscriptionChoices {
  monthly_brief: boolean;
  weekly_digest: boolean;
  alerts: boolean;
  /** Alerts also by SMS (needs a mobile number). */
  alerts_sms: boolean;
  language: SubscriptionLanguage;
}

export const NO_SUBSCRIPTIONS: SubscriptionChoices = { monthly_brief: false, weekly_digest: false, alerts: false, alerts_sms: false, language: 'th' };

export function isSubscriptionKind(value: unknown): value is SubscriptionKind {
  return typeof value === 'string' && (SUBSCRIPTION_KINDS as readonly string[]).includes(value);
}

/**
 * The brief scopes (as /app/report/brief?scope= names them, brief/brief-scope.ts) a ticket scope
 * covers: `network`, `region-{code}`, `area-{code}`; none for a dealer or an empty scope.
 */
export function briefScopesOf(scope: TicketScope): string[] {
  switch (scope.kind) {
    case 'all':
      return ['network'];
    case 'region':
    case 'area':
      return [...new Set(Object.values(scope.byType).map((code) => `${scope.kind}-${code}`))].sort();
    default:
      return [];
  }
}

/** What a user may subscribe to in their scope: nothing without a scope; no brief without one of its scopes. */
export function subscribableKinds(scope: TicketScope): SubscriptionKind[] {
  if (scope.kind === 'none') return [];
  return SUBSCRIPTION_KINDS.filter((kind) => kind !== 'monthly_brief' || briefScopesOf(scope).length > 0);
}

export type SubscriptionProblem = { field: keyof SubscriptionChoices; problem: 'not_in_scope' | 'no_mobile' | 'no_email' };

/** Why a user's choices cannot be kept as they are (none: they can). */
export function subscriptionProblems(choices: SubscriptionChoices, scope: TicketScope, contact: { email: string | null; mobile: string | null }): SubscriptionProblem[] {
  const allowed = subscribableKinds(scope);
  const problems: SubscriptionProblem[] = [];
  for (const kind of SUBSCRIPTION_KINDS) {
    if (!choices[kind]) continue;
    if (!allowed.includes(kind)) problems.push({ field: kind, problem: 'not_in_scope' });
    else if (!contact.email) problems.push({ field: kind, problem: 'no_email' });
  }
  if (choices.alerts_sms && !contact.mobile) problems.push({ field: 'alerts_sms', problem: 'no_mobile' });
  else if (choices.alerts_sms && !allowed.includes('alerts')) problems.push({ field: 'alerts_sms', problem: 'not_in_scope' });
  return problems;
}

/** The outbox key of a subscription mail: one per user, kind, period and channel. */
export function subscriptionMailKey(userId: string, kind: SubscriptionMailKind, period: string, channel: 'email' | 'sms'): string {
  return `${kind}|${userId}|${period}|${channel}`;
}
