import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { usePatchTicketMutation } from '../api/tickets-api';
import { useReasonInput } from '../hooks/use-reason-input';
import { ReasonField } from './reason-field';

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
  const { reason, setReason, tried, setTried, reset } = useReasonInput();
  const missing = reason.trim() === '';

  const close = () => {
    reset();
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
      <ReasonField
        label={t('tickets.field.cancel_description')}
        value={reason}
        onChange={setReason}
        error={tried && missing}
        helperText={tried && missing ? t('errors.status.cancelNeedsReason') : undefined}
        maxLength={2000}
      />
    </ConfirmDialog>
  );
}
