import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import type { TicketDetailView } from '@voc/contracts';
import type { TicketStatus } from '@voc/domain';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog';
import { type FormDraft, useDraftAutosave } from '../../../components/ui/use-form-draft';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { useUpdateTicketMutation } from '../api/tickets-api';
import { refusalMessageOf } from '../utils/status-options';
import { ticketFormData } from '../utils/ticket-form-data';

const SOLUTION_MAX = 5000;

/** What the browser keeps of a step's unsaved words. */
export interface StatusStepDraft {
  status: TicketStatus;
  complaint_root_cause: string;
  complaint_solution: string;
}

interface StatusStepDialogProps {
  ticket: TicketDetailView;
  /** The step that needs fields of its own (S: the proposed solution). */
  status: TicketStatus | null;
  onClose: () => void;
  /** What others wrote to the ticket since it was read, shown before the user saves over it. */
  othersNotice?: ReactNode;
  /** The page's draft of this step: written as the user types, removed once saved or cancelled. */
  draft: Pick<FormDraft<StatusStepDraft>, 'key' | 'pending' | 'clear' | 'saved'>;
  /** Words restored from a draft of this step. */
  restored?: StatusStepDraft | null;
}

/**
 * A status step that needs words (issue 32): proposing a solution (S) asks only for the root cause
 * and the solution, not the whole edit form. Full screen on a phone; Save sits in the dialog's
 * action bar, always in reach while the fields scroll. What is typed is kept as a draft in the
 * browser until saved or cancelled; once something is typed, a click beside the dialog or Escape
 * no longer closes it (only Cancel throws the words away).
 */
export function StatusStepDialog({ ticket, status, onClose, othersNotice, draft, restored }: StatusStepDialogProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [updateTicket, { isLoading }] = useUpdateTicketMutation();
  const savedSolution = ticket.complaint_solution ?? '';
  const savedRootCause = ticket.complaint_root_cause ?? '';
  const [solution, setSolution] = useState(restored?.complaint_solution ?? savedSolution);
  const [rootCause, setRootCause] = useState(restored?.complaint_root_cause ?? savedRootCause);
  const typed = solution !== savedSolution || rootCause !== savedRootCause;
  const draftData = useMemo<StatusStepDraft | null>(() => status && { status, complaint_solution: solution, complaint_root_cause: rootCause }, [status, solution, rootCause]);
  useDraftAutosave(draft, draftData, typed && status !== null);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const missing = solution.trim() === '';
  const tooLong = solution.length > SOLUTION_MAX;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!status || missing || tooLong) return;
    setRefusal(null);
    // The edit call requires name and tel; sent as read, they record no change.
    const answer = await updateTicket({ id: ticket._id, body: ticketFormData({ name: ticket.name, tel: ticket.tel, status, complaint_solution: solution, complaint_root_cause: rootCause }) });
    if (answer.error) {
      setRefusal(refusalMessageOf(answer.error));
      return;
    }
    draft.clear();
    onClose();
  };
  const cancel = () => {
    draft.clear();
    onClose();
  };

  return (
    <FormDialog
      open={status !== null}
      onDismiss={isLoading || typed ? undefined : cancel}
      title={status && t('tickets.step.title', { caseNo: ticket.case_no, status: `${status} · ${t(`ticketStatus.${status}`)}` })}
      formLabel={t('tickets.step.form', { status: status ? t(`ticketStatus.${status}`) : '' })}
      onSubmit={save}
      saveLabel={t('tickets.step.save')}
      onCancel={cancel}
      busy={isLoading}
    >
      {othersNotice}
      <TextField
        label={t('tickets.field.complaint_root_cause')}
        value={rootCause}
        onChange={(e) => setRootCause(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: SOLUTION_MAX } }}
      />
      <TextField
        label={t('tickets.field.complaint_solution')}
        value={solution}
        onChange={(e) => setSolution(e.target.value)}
        required
        multiline
        minRows={4}
        fullWidth
        autoFocus
        error={tried && (missing || tooLong)}
        helperText={tried && missing ? t('errors.field.required') : tried && tooLong ? t('errors.field.max', { max: SOLUTION_MAX }) : t('tickets.step.solutionHint')}
      />
      {refusal && <Alert severity="error">{translate(refusal)}</Alert>}
    </FormDialog>
  );
}
