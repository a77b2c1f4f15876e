/** The notification config and the transports per channel, provided by NotificationsModule. */
export const NOTIFICATION_CONFIG = Symbol('NOTIFICATION_CONFIG');
export const NOTIFICATION_TRANSPORTS = Symbol('NOTIFICATION_TRANSPORTS');
