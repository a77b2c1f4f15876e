import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { NOTIFY_GROUPINGS } from '@voc/contracts';
import { NOTIFICATION_CHANNELS, NOTIFY_REPORT_MAX_DAYS } from '@voc/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotifyDateErrors, NotifyDateField, NotifyFilters } from '../utils/notify-filters';
import { DateField } from '../../../components/ui/date-field';

interface NotifyFiltersFormProps {
  value: NotifyFilters;
  errors: NotifyDateErrors;
  onChange: (change: Partial<NotifyFilters>) => void;
  onSubmit: () => void;
  onClear: () => void;
}

/** SPEC.md §3's notify filter: from/to notified date (both required), the channel; and the grouping. */
export function NotifyFiltersForm({ value, errors, onChange, onSubmit, onClear }: NotifyFiltersFormProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const dateField = (field: NotifyDateField) => (
    <DateField
      size="small"
      required
      name={field}
      label={t(`notify.field.${field}`)}
      value={value[field]}
      onChange={(day) => onChange({ [field]: day })}
      error={Boolean(errors[field])}
      helperText={errors[field] ? t(errors[field]) : field === 'to' ? t('notify.rangeHint', { days: NOTIFY_REPORT_MAX_DAYS }) : undefined}
      sx={{ width: 200 }}
    />
  );
  return (
    <Paper variant="outlined" component="form" role="search" aria-label={t('reports.filters')} noValidate onSubmit={submit} sx={{ p: 2 }}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {dateField('from')}
        {dateField('to')}
        <TextField select size="small" name="channel" label={t('notify.field.channel')} value={value.channel} onChange={(event) => onChange({ channel: event.target.value as NotifyFilters['channel'] })} sx={{ width: 180 }}>
          <MenuItem value="">{t('notify.channel.all')}</MenuItem>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <MenuItem key={channel} value={channel}>
              {t(`notify.channel.${channel}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" name="group_by" label={t('notify.field.groupBy')} value={value.group_by} onChange={(event) => onChange({ group_by: event.target.value as NotifyFilters['group_by'] })} sx={{ width: 180 }}>
          {NOTIFY_GROUPINGS.map((grouping) => (
            <MenuItem key={grouping} value={grouping}>
              {t(`reports.groupBy.${grouping}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained">
          {t('reports.show')}
        </Button>
        <Button onClick={onClear}>{t('reports.clear')}</Button>
      </Stack>
    </Paper>
  );
}
