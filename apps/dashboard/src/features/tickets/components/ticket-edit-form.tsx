import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { type TicketDetailView, UpdateTicketDto } from '@voc/contracts';
import type { TicketStatus } from '@voc/domain';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSaveBar } from '../../../components/ui/form-save-bar';
import { FormTextField } from '../../../components/ui/form-text-field';
import { SectionCard } from '../../../components/ui/section-card';
import { type FormDraft, useDraftAutosave } from '../../../components/ui/use-form-draft';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { changedValues } from '../../../lib/drafts/changed-values';
import { useUpdateTicketMutation } from '../api/tickets-api';
import { refusalMessageOf } from '../utils/status-options';
import { ticketFormData } from '../utils/ticket-form-data';
import { ticketFormResolver } from '../utils/ticket-form-resolver';
import { type TicketFormValues, editFields, editTicketFormValues } from '../utils/ticket-form-values';
import { uploadProblems } from '../utils/upload-precheck';
import { ComplaintSection, CustomerSection, FieldGrid, TicketField, VehicleSection } from './ticket-form-sections';
import { UploadPicker } from './upload-picker';

/** What the browser keeps of an unsaved edit: only the fields the user changed (files cannot be kept). */
export interface TicketEditDraft {
  changed: Partial<TicketFormValues>;
}

const SERVER_FIELDS = ['name', 'tel', 'age', 'email', 'complaint_solution', 'status', 'delivered_date'] as const;

interface TicketEditFormProps {
  ticket: TicketDetailView;
  /** A move chosen on the status control that needs this form (a proposed solution). */
  presetStatus: '' | TicketStatus;
  onDone: () => void;
  /** What others wrote to the ticket since it was read, shown beside Save (issue 32). */
  othersNotice?: ReactNode;
  /** The page's draft of this form: written as the user types, removed once saved or cancelled. */
  draft: Pick<FormDraft<TicketEditDraft>, 'key' | 'pending' | 'clear' | 'saved'>;
  /** Changes restored from a draft, put over the ticket as it is now. */
  restored?: Partial<TicketFormValues> | null;
}

/**
 * The edit form (SPEC.md §5): complaint_solution required; the status picker offers only the moves
 * the server allows this user; saving in B answers with the 72-hour correction note. New files are
 * pre-checked together with those the ticket has. The fields changed are kept as a draft in the
 * browser until saved or cancelled (issue 32).
 */
export function TicketEditForm({ ticket, presetStatus, onDone, othersNotice, draft, restored }: TicketEditFormProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [updateTicket, { isLoading }] = useUpdateTicketMutation();
  const [images, setImages] = useState<File[]>([]);
  const [pdfs, setPdfs] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const resolver = useMemo(() => ticketFormResolver(UpdateTicketDto, ticket.type), [ticket.type]);
  const [opened] = useState(() => editTicketFormValues(ticket, presetStatus));
  const { control, handleSubmit, setError, formState, reset } = useForm<TicketFormValues>({ resolver, defaultValues: opened });
  // A restored draft is unsaved input over the ticket as it is now; a move no longer allowed is dropped.
  const [restoredOnce] = useState(restored);
  useEffect(() => {
    if (!restoredOnce) return;
    const { status, ...changes } = restoredOnce;
    const allowed = status && ticket.allowed.next_statuses.includes(status) ? { status } : {};
    reset({ ...opened, ...changes, ...allowed }, { keepDefaultValues: true });
    // Once, as the form opens from the draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restoredOnce, reset]);
  const values = useWatch({ control }) as TicketFormValues;
  const draftData = useMemo<TicketEditDraft>(() => ({ changed: changedValues(opened, values) }), [opened, values]);
  useDraftAutosave(draft, draftData, formState.isDirty);
  const validation = useController({ control, name: 'validation' });
  // Leaving with unsaved changes asks first; an untouched form never asks (issue 16).
  const guard = useUnsavedChangesGuard(formState.isDirty || images.length > 0 || pdfs.length > 0);
  const fileProblems = uploadProblems('image', images, ticket.imageFiles.length).length + uploadProblems('pdf', pdfs, ticket.pdfFiles.length).length;

  const onSubmit = handleSubmit(async (values) => {
    if (fileProblems > 0) return;
    setRefusal(null);
    const answer = await updateTicket({ id: ticket._id, body: ticketFormData(editFields(values), { images, pdfs }) });
    if (answer.error) {
      applyFieldErrors(answer.error, SERVER_FIELDS, setError);
      setRefusal(refusalMessageOf(answer.error));
      return;
    }
    draft.clear();
    onDone();
  });
  /** Cancel throws the input away: no draft of it is offered later. */
  const cancel = () => {
    draft.clear();
    onDone();
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={t('tickets.edit.form', { caseNo: ticket.case_no })}>
      <SectionCard title={t('tickets.section.solution')}>
        <FieldGrid>
          <FormTextField
            control={control}
            name="status"
            select
            label={t('tickets.edit.newStatus')}
            size="small"
            fullWidth
            helperText={t('tickets.edit.statusHint')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">
              <em>{t('tickets.edit.keepStatus', { status: t(`ticketStatus.${ticket.status}`) })}</em>
            </MenuItem>
            {ticket.allowed.next_statuses.map((status) => (
              <MenuItem key={status} value={status}>
                {status} · {t(`ticketStatus.${status}`)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormControlLabel
            control={
              <Switch
                checked={validation.field.value === 'valid'}
                onChange={(event) => validation.field.onChange(event.target.checked ? 'valid' : 'invalid')}
              />
            }
            label={`${t('tickets.field.validation')}: ${validation.field.value ? t(`tickets.validation.${validation.field.value}`) : '–'}`}
          />
          <TicketField control={control} name="complaint_solution" required wide multiline maxLength={5000} />
          <TicketField control={control} name="remark_ticket_closed" wide multiline maxLength={2000} />
        </FieldGrid>
      </SectionCard>
      <CustomerSection control={control} />
      <VehicleSection control={control} />
      <ComplaintSection control={control} type={ticket.type} showProblems={formState.submitCount > 0} descriptionRequired={false} full />
      <SectionCard title={t('tickets.edit.addFiles')}>
        <Stack spacing={2}>
          <UploadPicker kind="image" files={images} onChange={setImages} alreadyAttached={ticket.imageFiles.length} />
          <UploadPicker kind="pdf" files={pdfs} onChange={setPdfs} alreadyAttached={ticket.pdfFiles.length} />
        </Stack>
      </SectionCard>
      {othersNotice}
      {refusal && <Alert severity="error">{translate(refusal)}</Alert>}
      {formState.submitCount > 0 && Object.keys(formState.errors).length > 0 && <Alert severity="error">{t('errors.validation')}</Alert>}
      {/* Save stays in reach while the long form scrolls (issue 32). */}
      <FormSaveBar saveLabel={t('tickets.edit.save')} onCancel={cancel} busy={isLoading} saveBlocked={fileProblems > 0} sticky />
      {guard.dialog}
    </Stack>
  );
}
