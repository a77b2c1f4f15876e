// The product's two outboxes and what fills them (issue 34: the outbox in a library of its own):
// ticket notifications (notification_outbox: who is told of a ticket's step, by mail or SMS) and
// the users' own mails (user_mail_outbox: subscriptions, briefs, digests, alerts, unsubscribe).
export * from './notifications/notification-directory';
export * from './notifications/request-notifications';
export * from './notifications/notification-outbox';
export * from './subscriptions/subscription-mail-config';
export * from './subscriptions/unsubscribe-token';
export * from './subscriptions/user-mail-outbox';
export * from './subscriptions/subscribers';
