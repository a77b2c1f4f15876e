import type { TicketStatus } from '@voc/domain';

/**
 * A colour per status for the status chips and the report chart, readable with white text (at least 4.5:1, WCAG AA; axe checks it): new
 * work blue, work in progress purple to amber, waiting grey-blue, completed green, cancelled grey.
 */
export const STATUS_COLORS: Record<TicketStatus, string> = {
  W: '#1565C0',
  C: '#6A1B9A',
  S: '#00727D',
  I: '#546E7A',
  T: '#935A00',
  R: '#C62828',
  B: '#2E7D32',
  D: '#616161',
};
