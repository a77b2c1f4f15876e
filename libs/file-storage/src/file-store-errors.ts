/** No file is stored under the key (never written, removed by retention, or lost). */
export class FileMissingError extends Error {
  constructor(readonly key: string, options?: { cause?: unknown }) {
    super(`no stored file ${key}`, options);
    this.name = 'FileMissingError';
  }
}

/** The store failed (unreachable, refused, misconfigured); `cause` holds the backend's own error. */
export class FileStoreError extends Error {
  constructor(description: string, operation: string, key: string | null, cause: unknown) {
    super(`file store ${description}: ${operation}${key ? ` ${key}` : ''} failed: ${causeText(cause)}`, { cause });
    this.name = 'FileStoreError';
  }
}

function causeText(cause: unknown): string {
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    const name = cause.name && cause.name !== 'Error' ? cause.name : typeof code === 'string' ? code : '';
    return [name, cause.message].filter(Boolean).join(': ') || 'unknown error';
  }
  return String(cause);
}
