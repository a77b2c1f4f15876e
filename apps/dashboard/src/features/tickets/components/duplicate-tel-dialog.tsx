import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { DuplicateTelWarning } from '@voc/contracts';
import type { TicketType } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDateTime } from '../../../lib/date-format';
import { ticketDetailPath } from '../utils/ticket-paths';
import { TicketStatusChip } from './ticket-status-chip';

interface DuplicateTelDialogProps {
  open: boolean;
  tel: string;
  type: TicketType;
  existing: DuplicateTelWarning['existing'];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The call-centre warning (SPEC.md §5): this tel already complained this month. It lists those
 * tickets (each opens in a new tab, so the form stays) and lets the agent create the ticket anyway.
 */
export function DuplicateTelDialog({ open, tel, type, existing, busy, onConfirm, onCancel }: DuplicateTelDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('tickets.duplicate.title')}
      confirmLabel={t('tickets.duplicate.confirm')}
      cancelLabel={t('common.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
    >
      <Alert severity="warning" sx={{ mb: 1 }}>
        {t('warnings.ticket.duplicateTel')} ({tel})
      </Alert>
      <List dense aria-label={t('tickets.duplicate.existing')}>
        {existing.map((ticket) => (
          <ListItem key={ticket._id} disableGutters secondaryAction={<TicketStatusChip status={ticket.status} />}>
            <ListItemText
              primary={
                <Link href={ticketDetailPath({ _id: ticket._id, source: 'callcenter', type })} target="_blank" rel="noopener">
                  {ticket.case_no}
                </Link>
              }
              secondary={formatDateTime(ticket.created_date)}
            />
          </ListItem>
        ))}
      </List>
      {t('tickets.duplicate.question')}
    </ConfirmDialog>
  );
}
