import type { TicketStatus } from '@voc/domain';

/**
 * A colour per status for the status chips and the report chart, readable with white text: new
 * work blue, work in progress purple to amber, waiting grey-blue, completed green, cancelled grey.
 */
export const STATUS_COLORS: Record<TicketStatus, string> = {
  W: '#1565C0',
  C: '#6A1B9A',
  S: '#00838F',
  I: '#546E7A',
  T: '#B26A00',
  R: '#C62828',
  B: '#2E7D32',
  D: '#616161',
};
