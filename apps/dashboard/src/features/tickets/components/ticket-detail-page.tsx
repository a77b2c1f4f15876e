import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { TicketStatus } from '@voc/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DraftRestorePrompt } from '../../../components/ui/draft-restore-prompt';
import { useFormDraft } from '../../../components/ui/use-form-draft';
import { useGetTicketQuery } from '../api/tickets-api';
import type { TicketFormValues } from '../utils/ticket-form-values';
import { CancelTicketDialog } from './cancel-ticket-dialog';
import { DeleteTicketDialog } from './delete-ticket-dialog';
import { TicketAttachmentsCard } from './ticket-attachments-card';
import { SurveyAnswerHeader } from './survey-answer-header';
import { TicketDetailHeader } from './ticket-detail-header';
import { TicketEditForm, type TicketEditDraft } from './ticket-edit-form';
import { TicketInfoSections } from './ticket-info-sections';
import { TicketLogsCard } from './ticket-logs-card';
import { TicketStatusControl } from './ticket-status-control';
import { TicketVerificationsCard } from './ticket-verifications-card';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import Button from '@mui/material/Button';
import { useTicketLiveChanges } from '../hooks/use-ticket-live-changes';
import { OthersChangesNotice } from './others-changes-notice';
import { StatusStepDialog, type StatusStepDraft } from './status-step-dialog';
import { TicketActivityCard } from './ticket-activity-card';
import { TicketDeadlines } from './ticket-deadlines';
import { TicketNoteDialog } from './ticket-note-dialog';
import { TicketOwnerControl } from './ticket-owner-control';

interface TicketDetailPageProps {
  ticketId: string;
  listPath: string;
  listTitle: string;
  /** The signed-in user's name, offered as "verified by". */
  userName: string;
  /** The signed-in user's id: their own changes are not "someone else's". */
  userId: string;
  /** Shown when the ticket does not exist for this user (the api answers 404 outside the scope). */
  notFound: ReactNode;
}

/** The edit form open (from a draft: its changes), or not. */
type Editing = { status: '' | TicketStatus; restored?: Partial<TicketFormValues> } | null;
/** The step dialog open (from a draft: its words), or not. */
type Step = { status: TicketStatus; restored?: StatusStepDraft } | null;

/**
 * A ticket (SPEC.md §2 "ticket detail/edit with logs and a verification history"): its fields
 * grouped, its status and the moves from it, history, verifications and attachments; edit,
 * cancel and delete for users the server allows. The edit form and the step dialog keep drafts per
 * user and ticket in the browser, offered back here (restore / discard) when the page opens again.
 */
export function TicketDetailPage({ ticketId, listPath, listTitle, userName, userId, notFound }: TicketDetailPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: ticket, error, isLoading, refetch } = useGetTicketQuery(ticketId);
  const [editing, setEditing] = useState<Editing>(null);
  const [cancelling, setCancelling] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [step, setStep] = useState<Step>(null);
  const [noting, setNoting] = useState(false);
  const othersChanges = useTicketLiveChanges(ticketId, ticket?.activity_position ?? '', userId);
  const editDraft = useFormDraft<TicketEditDraft>(`ticket-edit:${ticketId}`);
  const stepDraft = useFormDraft<StatusStepDraft>(`ticket-step:${ticketId}`);
  /** Bumped by a restore, so an edit form already open starts again from the draft. */
  const [restores, setRestores] = useState(0);

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

  const othersNotice = <OthersChangesNotice changes={othersChanges} onShowLatest={() => void refetch()} />;
  const addNote = ticket.allowed.can_note ? () => setNoting(true) : undefined;
  const restoreEdit = () => {
    const data = editDraft.restore();
    if (!data) return;
    setRestores((n) => n + 1);
    setEditing({ status: '', restored: data.changed });
  };
  const restoreStep = () => {
    const data = stepDraft.restore();
    if (data) setStep({ status: data.status, restored: data });
  };
  // A step's draft is offered while that step is still one this user may take.
  const stepDraftShown = stepDraft.pending && ticket.allowed.next_statuses.includes(stepDraft.pending.data.status) ? stepDraft.pending : null;

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
      {editDraft.pending && ticket.allowed.can_edit && (
        <DraftRestorePrompt savedAt={editDraft.pending.savedAt} summary={t('tickets.edit.form', { caseNo: ticket.case_no })} onRestore={restoreEdit} onDiscard={editDraft.discard} />
      )}
      {stepDraftShown && (
        <DraftRestorePrompt
          savedAt={stepDraftShown.savedAt}
          summary={t('tickets.step.form', { status: `${stepDraftShown.data.status} · ${t(`ticketStatus.${stepDraftShown.data.status}`)}` })}
          onRestore={restoreStep}
          onDiscard={stepDraft.discard}
        />
      )}
      {!editing && othersNotice}
      {editing ? (
        <TicketEditForm
          key={`${ticket._id}-${editing.status}-${restores}`}
          ticket={ticket}
          presetStatus={editing.status}
          onDone={() => setEditing(null)}
          othersNotice={othersNotice}
          draft={editDraft}
          restored={editing.restored}
        />
      ) : (
        // Issue 32: the status, the next steps, the deadlines and the owner come first on a phone
        // (the work card's area leads), and beside the fields on a wide screen.
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
            gridTemplateAreas: { xs: '"work" "survey" "info" "side"', lg: '"survey work" "info work" "info side"' },
            gap: 2,
            alignItems: 'start',
          }}
        >
          <Box sx={{ gridArea: 'work' }}>
            <TicketStatusControl ticket={ticket} onStepWithFields={(status) => setStep({ status })}>
              <TicketDeadlines deadlines={ticket.deadlines} />
              <TicketOwnerControl ticket={ticket} userId={userId} />
              {addNote && (
                <div>
                  <Button variant="outlined" size="small" startIcon={<NoteAddOutlinedIcon />} onClick={addNote}>
                    {t('tickets.note.add')}
                  </Button>
                </div>
              )}
            </TicketStatusControl>
          </Box>
          {ticket.source === 'survey' && (
            <Box sx={{ gridArea: 'survey' }}>
              <SurveyAnswerHeader ticket={ticket} />
            </Box>
          )}
          <Box sx={{ gridArea: 'info', minWidth: 0 }}>
            <TicketInfoSections ticket={ticket} />
          </Box>
          <Stack spacing={2} sx={{ gridArea: 'side', minWidth: 0 }}>
            <TicketActivityCard ticket={ticket} onAddNote={addNote} />
            <TicketLogsCard ticket={ticket} />
            <TicketVerificationsCard ticket={ticket} verifyBy={userName} />
            <TicketAttachmentsCard ticket={ticket} />
          </Stack>
        </Box>
      )}
      {step && (
        <StatusStepDialog
          key={`${ticket._id}-${step.status}`}
          ticket={ticket}
          status={step.status}
          onClose={() => setStep(null)}
          othersNotice={othersNotice}
          draft={stepDraft}
          restored={step.restored}
        />
      )}
      {noting && <TicketNoteDialog open ticketId={ticket._id} caseNo={ticket.case_no} attached={{ image: ticket.imageFiles.length, pdf: ticket.pdfFiles.length }} onClose={() => setNoting(false)} />}
      <CancelTicketDialog open={cancelling} ticketId={ticket._id} caseNo={ticket.case_no} onClose={() => setCancelling(false)} />
      <DeleteTicketDialog open={confirmDelete} ticketId={ticket._id} caseNo={ticket.case_no} onClose={() => setConfirmDelete(false)} onDeleted={() => navigate(listPath, { replace: true })} />
    </Stack>
  );
}
