import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TicketDetailView } from '@voc/contracts';
import { CORRECTION_WINDOW_HOURS, type TicketStatus } from '@voc/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SectionCard } from '../../../components/ui/section-card';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { formatDateTime } from '../../../lib/date-format';
import { usePatchTicketMutation } from '../api/tickets-api';
import { isFinalStatus, refusalMessageOf, statusControlOptions } from '../utils/status-options';
import { TicketStatusChip } from './ticket-status-chip';

interface TicketStatusControlProps {
  ticket: TicketDetailView;
  /** A step that needs fields of its own (S: the solution) opens them in a dialog. */
  onStepWithFields: (status: TicketStatus) => void;
  /** Below the moves: the deadlines, the owner, the note button (issue 32). */
  children?: ReactNode;
}

/**
 * The ticket's status and the moves from it (SPEC.md §4): only the moves the server allows this
 * user (the same libs/domain rule the server applies). A refusal can then only come from a race
 * (someone moved the ticket first); it is shown in the user's language.
 */
export function TicketStatusControl({ ticket, onStepWithFields, children }: TicketStatusControlProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [patchTicket, { isLoading }] = usePatchTicketMutation();
  const [asked, setAsked] = useState<TicketStatus | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const next = ticket.allowed.next_statuses;
  const changeable = ticket.allowed.can_edit && !isFinalStatus(ticket.status);

  const choose = (status: TicketStatus) => {
    setRefusal(null);
    if (status === 'S' && next.includes('S')) onStepWithFields('S');
    else setAsked(status);
  };

  const change = async (status: TicketStatus) => {
    const answer = await patchTicket({ id: ticket._id, body: { status } });
    setAsked(null);
    if (answer.error) setRefusal(refusalMessageOf(answer.error));
  };

  return (
    <SectionCard title={t('tickets.section.status')}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('tickets.status.current')}
          </Typography>
          <TicketStatusChip status={ticket.status} size="medium" />
        </Stack>
        {ticket.status === 'B' && ticket.approved_date && ticket.allowed.can_edit && (
          <Alert severity="info">
            {t('tickets.status.correctionWindow', {
              until: formatDateTime(new Date(new Date(ticket.approved_date).getTime() + CORRECTION_WINDOW_HOURS * 3600_000)),
            })}
          </Alert>
        )}
        {changeable && (
          <>
            <Typography variant="body2" color="text.secondary" id={`status-moves-${ticket._id}`}>
              {next.length > 0
                ? t('tickets.status.nextHint', { statuses: next.map((status) => t(`ticketStatus.${status}`)).join(', ') })
                : t('tickets.status.noNext')}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap role="group" aria-label={t('tickets.status.change')} sx={{ flexWrap: 'wrap' }}>
              {statusControlOptions(next).map((status) => (
                <Button
                  key={status}
                  size="small"
                  variant="contained"
                  disabled={isLoading}
                  onClick={() => choose(status)}
                  aria-describedby={`status-moves-${ticket._id}`}
                >
                  {status} · {t(`ticketStatus.${status}`)}
                </Button>
              ))}
            </Stack>
          </>
        )}
        {refusal && (
          <Alert severity="error" onClose={() => setRefusal(null)}>
            {translate(refusal)}
          </Alert>
        )}
        {children}
      </Stack>
      <ConfirmDialog
        open={asked !== null}
        title={t('tickets.status.confirmTitle')}
        confirmLabel={t('tickets.status.confirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => asked && void change(asked)}
        onCancel={() => setAsked(null)}
        busy={isLoading}
      >
        {asked &&
          t('tickets.status.confirmText', {
            caseNo: ticket.case_no,
            from: t(`ticketStatus.${ticket.status}`),
            to: t(`ticketStatus.${asked}`),
          })}
      </ConfirmDialog>
    </SectionCard>
  );
}
