import Typography from '@mui/material/Typography';
import { DELETION_REASON_MAX, deletionReasonRefusal } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteTicketMutation } from '../api/tickets-api';
import { useReasonInput } from '../hooks/use-reason-input';
import { ReasonField } from './reason-field';

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
  const { reason, setReason, tried, setTried, reset } = useReasonInput();
  const refusal = deletionReasonRefusal(reason);

  const close = () => {
    reset();
    onClose();
  };
  const confirm = async () => {
    setTried(true);
    if (refusal) return;
    const answer = await deleteTicket({ id: ticketId, reason: reason.trim() });
    if (!answer.error) {
      reset();
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
      <ReasonField
        label={t('tickets.delete.reason')}
        value={reason}
        onChange={setReason}
        error={tried && refusal !== null}
        helperText={tried && refusal ? t(refusal, { max: DELETION_REASON_MAX }) : t('tickets.delete.reasonHint')}
        maxLength={DELETION_REASON_MAX}
      />
    </ConfirmDialog>
  );
}
