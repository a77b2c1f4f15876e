import Chip from '@mui/material/Chip';
import type { TicketStatus } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '../utils/status-colors';

/**
 * A ticket status as a coloured chip with its short name in the user's language (the full name
 * as its tooltip); `data-status` carries the code.
 */
export function TicketStatusChip({ status, size = 'small' }: { status: TicketStatus; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      label={t(`ticketStatusShort.${status}`)}
      title={t(`ticketStatus.${status}`)}
      data-status={status}
      sx={{ bgcolor: STATUS_COLORS[status], color: '#fff', fontWeight: 600, maxWidth: '100%' }}
    />
  );
}
