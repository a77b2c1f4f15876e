import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { CarModelBodyDto, type CarModelView } from '@voc/contracts';
import { CAR_SEGMENTS, type CarSegment } from '@voc/domain';
import { useMemo } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogSaveActions } from '../../../components/ui/dialog-save-actions';
import { ChoiceField } from '../../../components/ui/choice-field';
import { FormTextField } from '../../../components/ui/form-text-field';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { dtoFormResolver } from '../../../lib/dto-form-resolver';
import { useCreateCarModelMutation, useUpdateCarModelMutation } from '../api/car-models-api';

type CarModelFormValues = CarModelBodyDto;
const FIELDS = ['model', 'name_th', 'name_en', 'segment'] as const;

/** Add or edit one master entry: checked by the shared DTO as the api checks it; the api's field messages land on their boxes. */
export function CarModelForm({ entry, onDone }: { entry: CarModelView | null; onDone: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const resolver = useMemo(() => dtoFormResolver(CarModelBodyDto), []);
  const { control, handleSubmit, setError } = useForm<CarModelFormValues>({
    resolver,
    defaultValues: entry ? { model: entry.model, name_th: entry.name_th, name_en: entry.name_en, segment: entry.segment } : { model: '', name_th: '', name_en: '', segment: 'sedan' as CarSegment },
  });
  const segment = useController({ control, name: 'segment' });
  const [create, creating] = useCreateCarModelMutation();
  const [update, updating] = useUpdateCarModelMutation();
  const busy = creating.isLoading || updating.isLoading;

  const onSubmit = handleSubmit(async (values) => {
    // A plain object: the resolver answers the DTO class, which the fetch would not send as JSON.
    const body: CarModelBodyDto = { model: values.model, name_th: values.name_th, name_en: values.name_en, segment: values.segment };
    const answer = entry ? await update({ id: entry._id, body }) : await create(body);
    if (answer.error) {
      applyFieldErrors(answer.error, FIELDS, setError);
      return;
    }
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('carModels.form')}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormTextField control={control} name="model" label={t('carModels.field.model')} required size="small" fullWidth slotProps={{ htmlInput: { maxLength: 60 } }} />
          <FormTextField control={control} name="name_th" label={t('carModels.field.name_th')} required size="small" fullWidth slotProps={{ htmlInput: { maxLength: 60, lang: 'th' } }} />
          <FormTextField control={control} name="name_en" label={t('carModels.field.name_en')} required size="small" fullWidth slotProps={{ htmlInput: { maxLength: 60, lang: 'en' } }} />
          <ChoiceField
            label={t('carModels.field.segment')}
            required
            value={segment.field.value}
            choices={CAR_SEGMENTS.map((value) => ({ value, label: translate(`carModels.segment.${value}`) }))}
            onChange={(value) => segment.field.onChange(value)}
            error={segment.fieldState.error?.message ? translate(segment.fieldState.error.message) : undefined}
          />
        </Stack>
      </DialogContent>
      <DialogSaveActions saveLabel={t('carModels.save')} onCancel={onDone} busy={busy} />
    </form>
  );
}
