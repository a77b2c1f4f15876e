import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TicketDetailView } from '@voc/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDateTime } from '../../../lib/date-format';
import { usePatchTicketMutation } from '../api/tickets-api';
import { TicketStatusChip } from './ticket-status-chip';

/**
 * The ticket's history log (SPEC.md §3 logs), oldest first: which status, when, who, and a note.
 * A user who may edit the ticket may delete a line; it asks first (SPEC.md §4), then rewrites the
 * log with PATCH {logs}.
 */
export function TicketLogsCard({ ticket }: { ticket: TicketDetailView }) {
  const { t } = useTranslation();
  const [patchTicket, { isLoading }] = usePatchTicketMutation();
  const [deleting, setDeleting] = useState<number | null>(null);
  const canDelete = ticket.allowed.can_edit_logs;
  const line = deleting === null ? null : ticket.logs[deleting];

  const remove = async (index: number) => {
    await patchTicket({ id: ticket._id, body: { logs: ticket.logs.filter((_, i) => i !== index) } });
    setDeleting(null);
  };

  return (
    <SectionCard title={t('tickets.section.logs')}>
      {ticket.logs.length === 0 ? (
        <Typography color="text.secondary">{t('errors.noData')}</Typography>
      ) : (
        <List dense disablePadding aria-label={t('tickets.section.logs')}>
          {ticket.logs.map((log, index) => (
            <ListItem
              key={`${log.updated_date}-${index}`}
              divider={index < ticket.logs.length - 1}
              disableGutters
              secondaryAction={
                canDelete && (
                  <IconButton edge="end" size="small" aria-label={t('tickets.log.delete', { n: index + 1 })} onClick={() => setDeleting(index)}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                    <TicketStatusChip status={log.status} />
                    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(log.updated_date)}
                    </Typography>
                  </Stack>
                }
                secondary={[log.updated_by, log.note].filter(Boolean).join(' · ')}
                slotProps={{ secondary: { sx: { whiteSpace: 'pre-line', mt: 0.5 } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={line !== null}
        title={t('tickets.log.deleteTitle')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        destructive
        busy={isLoading}
        onConfirm={() => deleting !== null && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {line && t('tickets.log.deleteText', { date: formatDateTime(line.updated_date), by: line.updated_by, status: t(`ticketStatus.${line.status}`) })}
      </ConfirmDialog>
    </SectionCard>
  );
}
