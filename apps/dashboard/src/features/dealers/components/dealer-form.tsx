import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { DealerDetailView } from '@voc/contracts';
import { WEEKDAY_GROUPS } from '@voc/domain';
import { useMemo } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSaveBar } from '../../../components/ui/form-save-bar';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useCreateDealerMutation, useUpdateDealerMutation } from '../api/dealers-api';
import { dealerFormResolver } from '../utils/dealer-form-resolver';
import { type DealerFormValues, dealerBodyOf } from '../utils/dealer-form-values';
import { DEALER_FIELDS } from '../utils/dealer-fields';
import { DealerManagersSection, DealerNamesSection, DealerPlacementSection } from './dealer-form-sections';
import { WorkingHoursFields } from './working-hours-fields';

/** Every field the api may name in its answer's details, as the form calls it: the dealer's own and each day's hours. */
const SERVER_FIELDS: readonly Path<DealerFormValues>[] = [
  ...DEALER_FIELDS,
  ...WEEKDAY_GROUPS.flatMap((group) => [`working_hours.${group}`, `working_hours.${group}.open`, `working_hours.${group}.close`] as const),
];

type DealerFormProps =
  | { mode: 'create'; initial: DealerFormValues; onSaved: (dealer: DealerDetailView) => void; onCancel: () => void }
  | { mode: 'edit'; dealerId: string; dealerCode: string; initial: DealerFormValues; onSaved: (dealer: DealerDetailView) => void; onCancel: () => void };

/**
 * Create or edit a dealer branch (SPEC.md §3 Dealer): checked by the shared DTO as the api checks
 * it; the api's field messages land on their boxes, in the user's language.
 */
export function DealerForm(props: DealerFormProps) {
  const { mode, initial, onSaved, onCancel } = props;
  const { t } = useTranslation();
  const [createDealer, creating] = useCreateDealerMutation();
  const [updateDealer, updating] = useUpdateDealerMutation();
  const resolver = useMemo(() => dealerFormResolver(mode), [mode]);
  const { control, handleSubmit, setError, setValue, formState } = useForm<DealerFormValues>({ resolver, defaultValues: initial });
  const busy = creating.isLoading || updating.isLoading;

  const onSubmit = handleSubmit(async (values) => {
    const body = dealerBodyOf(values);
    const answer = props.mode === 'create' ? await createDealer(body) : await updateDealer({ id: props.dealerId, body });
    if (answer.error) {
      applyFieldErrors(answer.error, SERVER_FIELDS, setError);
      return;
    }
    onSaved(answer.data.result);
  });

  const label = props.mode === 'create' ? t('dealers.new.form') : t('dealers.edit.form', { code: props.dealerCode });
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={label}>
      <DealerNamesSection control={control} />
      <DealerPlacementSection control={control} />
      <WorkingHoursFields control={control} setValue={setValue} />
      <DealerManagersSection control={control} />
      {formState.submitCount > 0 && Object.keys(formState.errors).length > 0 && <Alert severity="error">{t('errors.validation')}</Alert>}
      <FormSaveBar saveLabel={t('dealers.form.save')} onCancel={onCancel} busy={busy} />
    </Stack>
  );
}
