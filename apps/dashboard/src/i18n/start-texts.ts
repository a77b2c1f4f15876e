/**
 * Which texts the start bundle holds (th-TH-start.ts): those whose keys begin so. Everything the
 * sign-in pages, the frames around pages, the profile loader, the password change, the message
 * dialog and the not-found page show; the errors too, since the api may answer any of them there.
 */
export const START_TEXT_PREFIXES = ['app.', 'common.', 'language.', 'message.', 'signin.', 'auth.', 'errors.', 'notFound.', 'profile.'] as const;

/** Whether a text is part of the start bundle. */
export function isStartText(key: string): boolean {
  return START_TEXT_PREFIXES.some((prefix) => key.startsWith(prefix));
}
