import type { FieldErrorDetail } from '@voc/contracts';

/**
 * Why a ticket command or query did not go through. The api maps the kind to an HTTP status:
 * not_found 404, invalid 400, forbidden 403, refused 422, conflict 409, warning 409.
 */
export type TicketingErrorKind = 'not_found' | 'invalid' | 'forbidden' | 'refused' | 'conflict' | 'warning';

export class TicketingError extends Error {
  constructor(
    readonly kind: TicketingErrorKind,
    readonly errorName: string,
    /** A message key. */
    readonly messageKey: string,
    readonly details?: FieldErrorDetail[],
    /** Extra answer fields, e.g. the existing tickets of a duplicate-tel warning. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(messageKey);
    this.name = 'TicketingError';
  }

  static notFound(): TicketingError {
    return new TicketingError('not_found', 'NotFound', 'errors.notFound');
  }

  static invalid(details: FieldErrorDetail[]): TicketingError {
    return new TicketingError('invalid', 'ValidationError', 'errors.validation', details);
  }
}
