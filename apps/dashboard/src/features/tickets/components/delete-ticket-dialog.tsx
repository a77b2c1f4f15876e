import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DELETION_REASON_MAX, deletionReasonRefusal } from '@voc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteTicketMutation } from '../api/tickets-api';

interface DeleteTicketDialogProps {
  open: boolean;
  ticketId: string;
  caseNo: string;
  onClose: () => void;
  /** After the ticket is deleted (its page leaves for the list). */
  onDeleted: () => void;
}

/**
 * Deletes a ticket (csn) with its reason, which is required and kept: the deletions' audit view
 * lists who deleted which ticket, when and why (issue 31). The rule is libs/domain's.
 */
export function DeleteTicketDialog({ open, ticketId, caseNo, onClose, onDeleted }: DeleteTicketDialogProps) {
  const { t } = useTranslation();
  const [deleteTicket, { isLoading }] = useDeleteTicketMutation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const refusal = deletionReasonRefusal(reason);

  const close = () => {
    setReason('');
    setTried(false);
    onClose();
  };
  const confirm = async () => {
    setTried(true);
    if (refusal) return;
    const answer = await deleteTicket({ id: ticketId, reason: reason.trim() });
    if (!answer.error) {
      setReason('');
      setTried(false);
      onDeleted();
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('tickets.delete.title')}
      confirmLabel={t('common.delete')}
      cancelLabel={t('common.cancel')}
      destructive
      busy={isLoading}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      <Typography variant="body2">{t('tickets.delete.text', { caseNo })}</Typography>
      <TextField
        label={t('tickets.delete.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        error={tried && refusal !== null}
        helperText={tried && refusal ? t(refusal, { max: DELETION_REASON_MAX }) : t('tickets.delete.reasonHint')}
        multiline
        minRows={3}
        maxRows={5}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: DELETION_REASON_MAX } }}
        sx={{ mt: 1 }}
      />
    </ConfirmDialog>
  );
}
