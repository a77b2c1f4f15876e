import { RESPONSE_RATE_MAX_DAYS, type TicketType } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import type { ReportScope } from '../../../lib/reports/report-scope';
import type { DateField, DateRangeErrors, ResponseRateFilters } from '../utils/response-rate-filters';
import { FilterSlot } from '../../../components/reports/filter-slot';
import { NetworkPlaceFields } from '../../../components/reports/network-place-fields';
import { type FilterChip, ReportFilterPanel } from '../../../components/reports/report-filter-panel';
import { DateField as DayField } from '../../../components/ui/date-field';

interface ResponseRateFiltersFormProps {
  value: ResponseRateFilters;
  errors: DateRangeErrors;
  onChange: (change: Partial<ResponseRateFilters>) => void;
  /** Sends the draft: false when it is not valid. */
  onSubmit: () => boolean;
  /** The applied filters, as chips on a phone. */
  chips: readonly FilterChip[];
  onClear: () => void;
  scope: ReportScope;
  type: TicketType;
}

/** The date range (both required, at most RESPONSE_RATE_MAX_DAYS) and the place, sent with "show report". */
export function ResponseRateFiltersForm({ value, errors, onChange, onSubmit, onClear, chips, scope, type }: ResponseRateFiltersFormProps) {
  const { t } = useTranslation();
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
    <ReportFilterPanel chips={chips} onSubmit={onSubmit} onClear={onClear}>
      {dateField('from')}
      {dateField('to')}
      <NetworkPlaceFields value={value} onChange={onChange} scope={scope} type={type} />
    </ReportFilterPanel>
  );
}
