/** The alert endpoints' refusals and confirmations (issue 33). */
export const ALERT_ERRORS = {
  alreadyClosed: 'errors.alert.alreadyClosed',
} as const;

export const ALERT_MESSAGES = {
  closed: 'messages.alert.closed',
  ruleSaved: 'messages.alert.ruleSaved',
} as const;
