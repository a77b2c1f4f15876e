import { MODE_SOURCES, REPORT_MODES, REPORT_PERIODS, type ReportMode, type ReportPeriod, type TicketSource, type TicketType } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { type FilterErrors, type ReportFilters, type TypeFilter } from '../../lib/reports/report-filters';
import { monthOptions } from '../../lib/reports/report-calendar';
import { type ReportScope } from '../../lib/reports/report-scope';
import { ChoiceField } from '../ui/choice-field';
import { FilterSlot } from './filter-slot';
import { NetworkPlaceFields } from './network-place-fields';

interface ReportFilterFieldsProps {
  value: ReportFilters;
  onChange: (change: Partial<ReportFilters>) => void;
  scope: ReportScope;
  /** The ticket types the user sees; with one only, that is the type. */
  types: readonly TicketType[];
  /** Whether the type is offered at all (not on a page about one type). */
  typePicker?: boolean;
  years: readonly number[];
  errors?: FilterErrors;
  /** Mark month and year as required (the report form; the dashboard always has them). */
  required?: boolean;
  /** The page is about one mode (the VOC KPI pages): no mode or source to choose. */
  fixedMode?: boolean;
  /** A one-month list (case closed): no period and no mode, any source. */
  monthOnly?: boolean;
  /** Whether a dealer may be picked (the VOC outlet and entity pages list dealers as rows instead). */
  dealerPicker?: boolean;
}

/**
 * The report filters (SPEC.md §2 report filter screens, §5): period, year, month, type, mode (and
 * one source inside a mode of several), and
 * the region, area and dealer pickers the user's scope leaves open.
 */
export function ReportFilterFields({ value, onChange, scope, types, typePicker = true, years, errors = {}, required = false, fixedMode = false, monthOnly = false, dealerPicker = true }: ReportFilterFieldsProps) {
  const { t, i18n } = useTranslation();
  const typeChoices: TypeFilter[] = types.length > 1 ? ['all', ...types] : [...types];
  const errorText = (key: keyof FilterErrors) => (errors[key] ? t(errors[key]) : undefined);

  const choices = <T extends string | number>(values: readonly T[], label: (value: T) => string) => values.map((v) => ({ value: String(v), label: label(v) }));
  const numberOrNull = (picked: string) => (picked === '' ? null : Number(picked));

  return (
    <>
      {!monthOnly && (
        <FilterSlot>
          <ChoiceField label={t('reports.field.period')} value={value.period} choices={choices(REPORT_PERIODS, (period) => t(`reports.period.${period}`))} onChange={(period) => onChange({ period: period as ReportPeriod })} />
        </FilterSlot>
      )}
      <FilterSlot>
        <ChoiceField
          label={t('reports.field.year')}
          required={required}
          value={value.year === null ? '' : String(value.year)}
          choices={choices(years, String)}
          onChange={(year) => onChange({ year: numberOrNull(year) })}
          error={errorText('year')}
        />
      </FilterSlot>
      <FilterSlot>
        <ChoiceField
          label={t('reports.field.month')}
          required={required}
          value={value.month === null ? '' : String(value.month)}
          choices={monthOptions(i18n.language).map((month) => ({ value: String(month.value), label: month.label }))}
          onChange={(month) => onChange({ month: numberOrNull(month) })}
          error={errorText('month')}
        />
      </FilterSlot>
      {typePicker && (
        <FilterSlot>
          <ChoiceField label={t('reports.field.type')} value={value.type} choices={choices(typeChoices, (type) => t(`reports.type.${type}`))} onChange={(type) => onChange({ type: type as TypeFilter })} />
        </FilterSlot>
      )}
      {!fixedMode && !monthOnly && (
        <FilterSlot>
          <ChoiceField label={t('reports.field.mode')} value={value.mode} choices={choices(REPORT_MODES, (mode) => t(`reports.mode.${mode}`))} onChange={(mode) => onChange({ mode: mode as ReportMode })} />
        </FilterSlot>
      )}
      {!fixedMode && MODE_SOURCES[value.mode].length > 1 && (
        <FilterSlot>
          <ChoiceField
            label={t('reports.field.source')}
            value={value.source}
            emptyLabel={t('reports.source.all')}
            choices={choices(MODE_SOURCES[value.mode], (source) => t(`ticketSource.${source}`))}
            onChange={(source) => onChange({ source: source as TicketSource | '' })}
          />
        </FilterSlot>
      )}
      <NetworkPlaceFields value={value} onChange={onChange} scope={scope} type={value.type === 'all' ? '' : value.type} dealerPicker={dealerPicker} />
    </>
  );
}
