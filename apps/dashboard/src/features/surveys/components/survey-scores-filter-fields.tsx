import type { SurveyType } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../../components/ui/choice-field';
import type { ReportScope } from '../../../lib/reports/report-scope';
import type { SurveyScoresFilters } from '../utils/survey-scores-filters';
import { FilterSlot } from '../../../components/reports/filter-slot';
import { NetworkPlaceFields } from '../../../components/reports/network-place-fields';
import { PeriodEndingMonthFields } from '../../../components/reports/period-ending-month-fields';
import { ReportFilterPanel } from '../../../components/reports/report-filter-panel';
import { useReportFilterChips } from '../../../components/reports/use-report-filter-chips';

interface SurveyScoresFilterFieldsProps {
  value: SurveyScoresFilters;
  onChange: (change: Partial<SurveyScoresFilters>) => void;
  scope: ReportScope;
  types: readonly SurveyType[];
  years: readonly number[];
}

/** Type, period (monthly, 3 months, 6 months, year to date) ending with a year and month, and the place; applied at once (on a phone in a drawer). */
export function SurveyScoresFilterFields({ value, onChange, scope, types, years }: SurveyScoresFilterFieldsProps) {
  const { t } = useTranslation();
  const chips = useReportFilterChips(types.length > 1 ? value : { ...value, type: undefined }, { mode: false });
  return (
    <ReportFilterPanel chips={chips}>
        {types.length > 1 && (
          <FilterSlot>
            <ChoiceField label={t('reports.field.type')} value={value.type} choices={types.map((type) => ({ value: type, label: t(`reports.type.${type}`) }))} onChange={(type) => onChange({ type: type as SurveyType })} />
          </FilterSlot>
        )}
        <PeriodEndingMonthFields value={value} onChange={onChange} years={years} />
        <NetworkPlaceFields value={value} onChange={onChange} scope={scope} type={value.type} />
    </ReportFilterPanel>
  );
}
