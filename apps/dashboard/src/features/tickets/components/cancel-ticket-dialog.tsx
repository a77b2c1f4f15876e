import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { usePatchTicketMutation } from '../api/tickets-api';

interface CancelTicketDialogProps {
  open: boolean;
  ticketId: string;
  caseNo: string;
  onClose: () => void;
}

/** Cancels a ticket (status D) with its reason, which is required (SPEC.md §4, §5). */
export function CancelTicketDialog({ open, ticketId, caseNo, onClose }: CancelTicketDialogProps) {
  const { t } = useTranslation();
  const [patchTicket, { isLoading }] = usePatchTicketMutation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';

  const close = () => {
    setReason('');
    setTried(false);
    onClose();
  };
  const confirm = async () => {
    setTried(true);
    if (missing) return;
    const answer = await patchTicket({ id: ticketId, body: { status: 'D', cancel_description: reason.trim() } });
    if (!answer.error) close();
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('tickets.cancel.title', { caseNo })}
      confirmLabel={t('tickets.cancel.confirm')}
      cancelLabel={t('common.back')}
      destructive
      busy={isLoading}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      <TextField
        label={t('tickets.field.cancel_description')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        error={tried && missing}
        helperText={tried && missing ? t('errors.status.cancelNeedsReason') : undefined}
        multiline
        minRows={3}
        maxRows={5}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: 2000 } }}
        sx={{ mt: 1 }}
      />
    </ConfirmDialog>
  );
}
