import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TicketDetailView } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { RecordHeader } from '../../../components/ui/record-header';
import { dealerNames } from '../../../lib/dealers/dealer-label';
import { isFinalStatus } from '../utils/status-options';
import { TicketStatusChip } from './ticket-status-chip';

interface TicketDetailHeaderProps {
  ticket: TicketDetailView;
  listPath: string;
  listTitle: string;
  editing: boolean;
  onEdit: () => void;
  onCancelTicket: () => void;
  onDelete: () => void;
}

/** Case number, status, type, source and dealer; the actions this user may take on the ticket. */
export function TicketDetailHeader({ ticket, listPath, listTitle, editing, onEdit, onCancelTicket, onDelete }: TicketDetailHeaderProps) {
  const { t, i18n } = useTranslation();
  const names = dealerNames(ticket.dealer, i18n.language);
  return (
    <RecordHeader
      back={{ to: listPath, label: t('tickets.detail.back', { list: listTitle }) }}
      title={t('tickets.detail.title', { caseNo: ticket.case_no })}
      badges={<TicketStatusChip status={ticket.status} size="medium" />}
      subtitle={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" variant="outlined" label={t(`ticketType.${ticket.type}`)} />
          <Chip size="small" variant="outlined" label={t(`ticketSource.${ticket.source}`)} />
          <Typography variant="body2" color="text.secondary">
            {ticket.dealer.dealer_code} · {names.dealer} · {names.branch}
          </Typography>
        </Stack>
      }
      actions={
        !editing && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {ticket.allowed.can_edit && (
              <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={onEdit}>
                {t('tickets.detail.edit')}
              </Button>
            )}
            {ticket.allowed.can_cancel && !isFinalStatus(ticket.status) && (
              // Not the warning orange: its text on white is 3.1:1, below WCAG AA's 4.5:1 (axe, issue 32).
              <Button variant="outlined" color="secondary" startIcon={<BlockIcon />} onClick={onCancelTicket}>
                {t('tickets.detail.cancel')}
              </Button>
            )}
            {ticket.allowed.can_delete && (
              <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
                {t('tickets.detail.delete')}
              </Button>
            )}
          </Stack>
        )
      }
    />
  );
}
