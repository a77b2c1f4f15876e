/**
 * The LISTEN/NOTIFY channel on which every transaction that appends to ticket_events announces
 * itself when it commits (trigger of migration 1763798400000). A wake-up call only: the payload is
 * empty and the log stays the truth, so a missed notification costs one relay poll, nothing more.
 */
export const EVENT_LOG_CHANNEL = 'ticket_events_appended';
