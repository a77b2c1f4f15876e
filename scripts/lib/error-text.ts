// Errors and output turned into one line for the person running the command.

interface ErrorFields {
  code?: unknown;
  message?: unknown;
}

/** The text on one line: runs of white space (new lines included) become one space. */
export function oneLine(text: unknown): string {
  return String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An error as one line: its code (when the message does not name it already) and its message. */
export function errorText(err: unknown): string {
  if (!err) return 'unknown error';
  if (err instanceof AggregateError && err.errors.length) return errorText(err.errors[0]);
  const { code, message }: ErrorFields = typeof err === 'object' || typeof err === 'function' ? err : {};
  return oneLine(code && !String(message).includes(String(code)) ? `${String(code)} ${String(message)}` : message || String(err));
}
