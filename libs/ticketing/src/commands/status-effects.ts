import type { TicketStatus } from '@voc/domain';

/** Date columns a status sets when a ticket enters it. */
export function statusDateColumns(to: TicketStatus): string[] {
  switch (to) {
    case 'T':
      return ['issued_date']; // the problem is solved; waiting for approval
    case 'B':
      return ['approved_date'];
    default:
      return [];
  }
}
