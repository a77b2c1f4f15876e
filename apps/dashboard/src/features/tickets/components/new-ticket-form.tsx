import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CreateTicketDto, type DuplicateTelWarning } from '@voc/contracts';
import type { TicketType } from '@voc/domain';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard';
import { type FormDraft, useDraftAutosave } from '../../../components/ui/use-form-draft';
import type { DealerLookupItem } from '../../../lib/dealers/dealer-lookup-api';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useCreateTicketMutation } from '../api/tickets-api';
import { ticketFormData } from '../utils/ticket-form-data';
import { ticketFormResolver } from '../utils/ticket-form-resolver';
import { type TicketFormValues, newTicketFormValues } from '../utils/ticket-form-values';
import { ticketDetailPath } from '../utils/ticket-paths';
import { uploadProblems } from '../utils/upload-precheck';
import { DuplicateTelDialog } from './duplicate-tel-dialog';
import { SameTelNotice } from './same-tel-notice';
import { ComplaintSection, CustomerSection, VehicleSection } from './ticket-form-sections';
import { UploadPicker } from './upload-picker';

/** What the browser keeps of a half-taken call: the dealer branch chosen and the text typed (files cannot be kept). */
export interface NewTicketDraft {
  dealer: DealerLookupItem;
  values: TicketFormValues;
}

interface NewTicketFormProps {
  type: TicketType;
  dealer: DealerLookupItem;
  /** The page's draft of this form: written as the user types, removed once the ticket is saved. */
  draft: Pick<FormDraft<NewTicketDraft>, 'key' | 'pending' | 'clear' | 'saved'>;
  /** Values restored from a draft, to start from instead of a blank form. */
  restored: TicketFormValues | null;
}

const SERVER_FIELDS = ['name', 'tel', 'age', 'email', 'complaint_description', 'dealer', 'delivered_date'] as const;

/**
 * The call-centre ticket form (SPEC.md §5): checked with CreateTicketDto and the category rules
 * before sending, files pre-checked, and the same-tel warning answered by confirming or not.
 * A new dealer (after "change dealer") replaces only the dealer: what was typed stays. Leaving
 * with unsaved input asks first; an untouched form never asks. What is typed is kept as a draft in
 * the browser until the ticket is saved.
 */
export function NewTicketForm({ type, dealer, draft, restored }: NewTicketFormProps) {
  const dealerId = dealer._id;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [createTicket, { isLoading }] = useCreateTicketMutation();
  const [images, setImages] = useState<File[]>([]);
  const [pdfs, setPdfs] = useState<File[]>([]);
  const [duplicates, setDuplicates] = useState<{ values: TicketFormValues; existing: DuplicateTelWarning['existing'] } | null>(null);
  const resolver = useMemo(() => ticketFormResolver(CreateTicketDto, type), [type]);
  const { control, handleSubmit, setError, formState, resetField, reset } = useForm<TicketFormValues>({
    resolver,
    defaultValues: newTicketFormValues(type, 'callcenter', dealerId),
  });
  // A restored draft is unsaved input: the form starts blank and takes the draft's values over it.
  const [restoredOnce] = useState(restored);
  useEffect(() => {
    if (restoredOnce) reset({ ...restoredOnce, type, source: 'callcenter', dealer: dealerId }, { keepDefaultValues: true });
    // Once, as the form opens: later dealer changes go through resetField below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restoredOnce, reset]);
  const values = useWatch({ control }) as TicketFormValues;
  const draftData = useMemo<NewTicketDraft>(() => ({ dealer, values }), [dealer, values]);
  useDraftAutosave(draft, draftData, formState.isDirty);
  const fileProblems = uploadProblems('image', images).length + uploadProblems('pdf', pdfs).length;
  const tel = useWatch({ control, name: 'tel' }) ?? '';
  const guard = useUnsavedChangesGuard(formState.isDirty || images.length > 0 || pdfs.length > 0);

  // The dealer is chosen outside the form: a new choice is the form's new starting dealer.
  useEffect(() => {
    resetField('dealer', { defaultValue: dealerId });
  }, [dealerId, resetField]);

  const send = async (values: TicketFormValues, confirmDuplicate: boolean) => {
    const body = ticketFormData({ ...values, ...(confirmDuplicate ? { confirm_duplicate: true } : {}) }, { images, pdfs });
    const answer = await createTicket(body);
    if (answer.error) {
      applyFieldErrors(answer.error, SERVER_FIELDS, setError);
      return;
    }
    if (answer.data.kind === 'duplicateTel') {
      setDuplicates({ values, existing: answer.data.existing });
      return;
    }
    setDuplicates(null);
    draft.clear();
    guard.allowNextNavigation();
    void navigate(ticketDetailPath(answer.data.result));
  };

  const onSubmit = handleSubmit(async (values) => {
    if (fileProblems > 0) return;
    await send(values, false);
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={t('tickets.new.form')}>
      <CustomerSection control={control} full={false} />
      <SameTelNotice tel={tel} type={type} />
      <VehicleSection control={control} />
      <ComplaintSection control={control} type={type} showProblems={formState.submitCount > 0} descriptionRequired suggestCategories />
      <SectionCard title={t('tickets.section.attachments')}>
        <Stack spacing={2}>
          <UploadPicker kind="image" files={images} onChange={setImages} />
          <UploadPicker kind="pdf" files={pdfs} onChange={setPdfs} />
        </Stack>
      </SectionCard>
      {formState.submitCount > 0 && Object.keys(formState.errors).length > 0 && (
        <Alert severity="error">{t('errors.validation')}</Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" startIcon={<SaveIcon />} disabled={isLoading || fileProblems > 0}>
          {t('tickets.new.save')}
        </Button>
      </Stack>
      <DuplicateTelDialog
        open={duplicates !== null}
        tel={duplicates?.values.tel ?? ''}
        type={type}
        existing={duplicates?.existing ?? []}
        busy={isLoading}
        onCancel={() => setDuplicates(null)}
        onConfirm={() => duplicates && void send(duplicates.values, true)}
      />
      {guard.dialog}
    </Stack>
  );
}
