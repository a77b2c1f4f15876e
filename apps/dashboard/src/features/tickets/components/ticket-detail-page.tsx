import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { TicketStatus } from '@voc/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGetTicketQuery } from '../api/tickets-api';
import { CancelTicketDialog } from './cancel-ticket-dialog';
import { DeleteTicketDialog } from './delete-ticket-dialog';
import { TicketAttachmentsCard } from './ticket-attachments-card';
import { SurveyAnswerHeader } from './survey-answer-header';
import { TicketDetailHeader } from './ticket-detail-header';
import { TicketEditForm } from './ticket-edit-form';
import { TicketInfoSections } from './ticket-info-sections';
import { TicketLogsCard } from './ticket-logs-card';
import { TicketStatusControl } from './ticket-status-control';
import { TicketVerificationsCard } from './ticket-verifications-card';

interface TicketDetailPageProps {
  ticketId: string;
  listPath: string;
  listTitle: string;
  /** The signed-in user's name, offered as "verified by". */
  userName: string;
  /** Shown when the ticket does not exist for this user (the api answers 404 outside the scope). */
  notFound: ReactNode;
}

type Editing = { status: '' | TicketStatus } | null;

/**
 * A ticket (SPEC.md §2 "ticket detail/edit with logs and a verification history"): its fields
 * grouped, its status and the moves from it, history, verifications and attachments; edit,
 * cancel and delete for users the server allows.
 */
export function TicketDetailPage({ ticketId, listPath, listTitle, userName, notFound }: TicketDetailPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: ticket, error, isLoading } = useGetTicketQuery(ticketId);
  const [editing, setEditing] = useState<Editing>(null);
  const [cancelling, setCancelling] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  if (isLoading) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  if (!ticket) {
    const missing = error && 'status' in error && (error.status === 404 || error.status === 400);
    return missing ? notFound : <Alert severity="error">{t('errors.internal')}</Alert>;
  }

  return (
    <Stack spacing={2}>
      <TicketDetailHeader
        ticket={ticket}
        listPath={listPath}
        listTitle={listTitle}
        editing={editing !== null}
        onEdit={() => setEditing({ status: '' })}
        onCancelTicket={() => setCancelling(true)}
        onDelete={() => setConfirmDelete(true)}
      />
      {ticket.source === 'survey' && <SurveyAnswerHeader ticket={ticket} />}
      {editing ? (
        <TicketEditForm key={`${ticket._id}-${editing.status}`} ticket={ticket} presetStatus={editing.status} onDone={() => setEditing(null)} />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, gap: 2, alignItems: 'start' }}>
          <TicketInfoSections ticket={ticket} />
          <Stack spacing={2}>
            <TicketStatusControl ticket={ticket} onEditWithStatus={(status) => setEditing({ status })} />
            <TicketLogsCard ticket={ticket} />
            <TicketVerificationsCard ticket={ticket} verifyBy={userName} />
            <TicketAttachmentsCard ticket={ticket} />
          </Stack>
        </Box>
      )}
      <CancelTicketDialog open={cancelling} ticketId={ticket._id} caseNo={ticket.case_no} onClose={() => setCancelling(false)} />
      <DeleteTicketDialog open={confirmDelete} ticketId={ticket._id} caseNo={ticket.case_no} onClose={() => setConfirmDelete(false)} onDeleted={() => navigate(listPath, { replace: true })} />
    </Stack>
  );
}
