import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PdcaPlanView } from '@voc/contracts';
import { useMemo, useRef, useState } from 'react';
import { type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DraftRestorePrompt } from '../../../components/ui/draft-restore-prompt';
import { FormTextField } from '../../../components/ui/form-text-field';
import { useDraftAutosave, useFormDraft } from '../../../components/ui/use-form-draft';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { changedValues } from '../../../lib/drafts/changed-values';
import { useSavePdcaPlanMutation, useSubmitPdcaPlanMutation, type PdcaPlanKey } from '../api/pdca-api';
import { EMPTY_ACTION, pdcaPlanResolver, planBodyOf, planFormValuesOf, type PdcaIntent, type PdcaPlanFormValues } from '../utils/pdca-plan-form';

const TOP_FIELDS: readonly Path<PdcaPlanFormValues>[] = ['problem', 'root_cause', 'actions', 'do_text', 'act_text'];

/** What the browser keeps of an unsaved plan: only the parts the user changed. */
interface PdcaPlanDraft {
  changed: Partial<PdcaPlanFormValues>;
}

/**
 * The plan's written parts: Plan (problem, root cause, actions with owner and due date), Do (what
 * was done) and Act (what becomes standard). Checked by the api's own DTOs: a draft may be
 * incomplete, a submission needs the Plan part. Read-only for everyone but the branch's staff
 * while the plan is theirs to write. What they type is kept as a draft per user and plan in the
 * browser, offered back (restore / discard) when the plan opens again, removed once saved; leaving
 * with unsaved input asks first.
 */
export function PdcaPlanForm({ plan, planKey, editable, onSaved }: { plan: PdcaPlanView; planKey: PdcaPlanKey; editable: boolean; onSaved: (message: string) => void }) {
  const { t } = useTranslation();
  const intent = useRef<PdcaIntent>('save');
  const resolver = useMemo(() => pdcaPlanResolver(planKey, () => intent.current), [planKey]);
  const [opened] = useState(() => planFormValuesOf(plan));
  const { control, handleSubmit, setError, formState, reset } = useForm<PdcaPlanFormValues>({ resolver, defaultValues: opened });
  const actions = useFieldArray({ control, name: 'actions' });
  const draft = useFormDraft<PdcaPlanDraft>(`pdca:${planKey.dealer}:${planKey.type}:${planKey.month}`);
  const values = useWatch({ control }) as PdcaPlanFormValues;
  const draftData = useMemo<PdcaPlanDraft>(() => ({ changed: changedValues(opened, values) }), [opened, values]);
  const unsaved = editable && formState.isDirty;
  useDraftAutosave(draft, draftData, unsaved);
  const guard = useUnsavedChangesGuard(unsaved);
  const restoreDraft = () => {
    const data = draft.restore();
    if (data) reset({ ...opened, ...data.changed }, { keepDefaultValues: true });
  };
  const [save, saving] = useSavePdcaPlanMutation();
  const [submit, submitting] = useSubmitPdcaPlanMutation();
  const busy = saving.isLoading || submitting.isLoading;
  const fields = useMemo<Path<PdcaPlanFormValues>[]>(() => [...TOP_FIELDS, ...actions.fields.flatMap((_f, i) => [`actions.${i}.what`, `actions.${i}.owner`, `actions.${i}.due_date`] as const)], [actions.fields]);

  const send = (which: PdcaIntent) => {
    intent.current = which;
    return handleSubmit(async (values) => {
      const body = planBodyOf(planKey, values);
      const answer = which === 'submit' ? await submit(body) : await save(body);
      if (answer.error) {
        applyFieldErrors(answer.error, fields, setError);
        return;
      }
      // Saved: no draft of it stays, and the form is untouched again (later typing is a new draft).
      draft.clear();
      reset(values);
      onSaved(which === 'submit' ? 'success.pdca.submitted' : 'success.pdca.saved');
    })();
  };

  const text = (name: Path<PdcaPlanFormValues>, label: string, required = false) => (
    <FormTextField control={control} name={name} label={label} required={required} multiline minRows={3} maxRows={8} fullWidth size="small" disabled={!editable} slotProps={{ htmlInput: { maxLength: 5000 } }} />
  );

  return (
    <Stack component="form" noValidate spacing={2} aria-label={t('pdca.form.label')} onSubmit={(event) => event.preventDefault()}>
      {editable && draft.pending && <DraftRestorePrompt savedAt={draft.pending.savedAt} onRestore={restoreDraft} onDiscard={draft.discard} />}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('pdca.part.plan')}
      </Typography>
      {text('problem', t('pdca.field.problem'), true)}
      {text('root_cause', t('pdca.field.root_cause'), true)}
      <Stack spacing={1} role="group" aria-label={t('pdca.field.actions')}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('pdca.field.actions')}
        </Typography>
        {actions.fields.map((field, index) => (
          <Stack key={field.id} direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'flex-start' } }}>
            <FormTextField control={control} name={`actions.${index}.what`} label={t('pdca.field.action.what')} size="small" fullWidth disabled={!editable} slotProps={{ htmlInput: { maxLength: 500 } }} />
            <FormTextField control={control} name={`actions.${index}.owner`} label={t('pdca.field.action.owner')} size="small" sx={{ minWidth: 200 }} disabled={!editable} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <FormTextField control={control} name={`actions.${index}.due_date`} label={t('pdca.field.action.due_date')} type="date" size="small" sx={{ minWidth: 170 }} disabled={!editable} slotProps={{ inputLabel: { shrink: true } }} />
            {editable && (
              <IconButton aria-label={t('pdca.form.removeAction', { n: index + 1 })} onClick={() => actions.remove(index)}>
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        ))}
        {formState.errors.actions?.message && <Alert severity="error">{t('pdca.form.actionsRequired')}</Alert>}
        {editable && (
          <Button startIcon={<AddIcon />} onClick={() => actions.append({ ...EMPTY_ACTION })} sx={{ alignSelf: 'flex-start' }}>
            {t('pdca.form.addAction')}
          </Button>
        )}
      </Stack>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('pdca.part.do')}
      </Typography>
      {text('do_text', t('pdca.field.do_text'))}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('pdca.part.act')}
      </Typography>
      {text('act_text', t('pdca.field.act_text'))}
      {formState.submitCount > 0 && Object.keys(formState.errors).length > 0 && <Alert severity="error">{t('errors.validation')}</Alert>}
      {editable && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button startIcon={<SaveIcon />} disabled={busy} onClick={() => void send('save')}>
            {t('pdca.form.save')}
          </Button>
          <Button variant="contained" startIcon={<SendIcon />} disabled={busy} onClick={() => void send('submit')}>
            {t('pdca.form.submit')}
          </Button>
        </Stack>
      )}
      {guard.dialog}
    </Stack>
  );
}
