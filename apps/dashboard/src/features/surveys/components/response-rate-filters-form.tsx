import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { RESPONSE_RATE_MAX_DAYS, type TicketType } from '@voc/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportScope } from '../../../lib/reports/report-scope';
import type { DateField, DateRangeErrors, ResponseRateFilters } from '../utils/response-rate-filters';
import { FilterSlot } from '../../../components/reports/filter-slot';
import { NetworkPlaceFields } from '../../../components/reports/network-place-fields';
import { DateField as DayField } from '../../../components/ui/date-field';

interface ResponseRateFiltersFormProps {
  value: ResponseRateFilters;
  errors: DateRangeErrors;
  onChange: (change: Partial<ResponseRateFilters>) => void;
  onSubmit: () => void;
  onClear: () => void;
  scope: ReportScope;
  type: TicketType;
}

/** The date range (both required, at most RESPONSE_RATE_MAX_DAYS) and the place, sent with "show report". */
export function ResponseRateFiltersForm({ value, errors, onChange, onSubmit, onClear, scope, type }: ResponseRateFiltersFormProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const dateField = (field: DateField) => (
    <FilterSlot>
      <DayField
        size="small"
        fullWidth
        required
        name={field}
        label={t(`surveyReports.field.${field}`)}
        value={value[field]}
        onChange={(day) => onChange({ [field]: day })}
        error={Boolean(errors[field])}
        helperText={errors[field] ? t(errors[field]) : field === 'to' ? t('surveyReports.rangeHint', { days: RESPONSE_RATE_MAX_DAYS }) : undefined}
      />
    </FilterSlot>
  );
  return (
    <Paper variant="outlined" component="form" role="search" aria-label={t('reports.filters')} noValidate onSubmit={submit} sx={{ p: 2 }}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {dateField('from')}
        {dateField('to')}
        <NetworkPlaceFields value={value} onChange={onChange} scope={scope} type={type} />
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
