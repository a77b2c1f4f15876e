import { REPORT_PERIODS, type ReportPeriod } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { monthOptions } from '../../lib/reports/report-calendar';
import type { PeriodEndingMonth } from '../../lib/reports/period-ending-month';
import { ChoiceField } from '../ui/choice-field';
import { FilterSlot } from './filter-slot';

interface PeriodEndingMonthFieldsProps {
  value: PeriodEndingMonth;
  onChange: (change: Partial<PeriodEndingMonth>) => void;
  /** The years offered. */
  years: readonly number[];
}

/** A report's period (a month, 3 or 6 months, the year to date) and the year and month it ends with, each applied at once. */
export function PeriodEndingMonthFields({ value, onChange, years }: PeriodEndingMonthFieldsProps) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <FilterSlot>
        <ChoiceField label={t('reports.field.period')} value={value.period} choices={REPORT_PERIODS.map((period) => ({ value: period, label: t(`reports.period.${period}`) }))} onChange={(period) => onChange({ period: period as ReportPeriod })} />
      </FilterSlot>
      <FilterSlot>
        <ChoiceField label={t('reports.field.year')} value={String(value.year)} choices={years.map((year) => ({ value: String(year), label: String(year) }))} onChange={(year) => onChange({ year: Number(year) })} />
      </FilterSlot>
      <FilterSlot>
        <ChoiceField label={t('reports.field.month')} value={String(value.month)} choices={monthOptions(i18n.language).map((month) => ({ value: String(month.value), label: month.label }))} onChange={(month) => onChange({ month: Number(month) })} />
      </FilterSlot>
    </>
  );
}
