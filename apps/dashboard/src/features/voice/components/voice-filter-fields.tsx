import { VOICE_SOURCES, type VoiceSource } from '@voc/contracts';
import type { TicketType } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../../components/ui/choice-field';
import type { ReportScope } from '../../../lib/reports/report-scope';
import type { VoiceFilters } from '../utils/voice-filters';
import { FilterSlot } from '../../../components/reports/filter-slot';
import { NetworkPlaceFields } from '../../../components/reports/network-place-fields';
import { PeriodEndingMonthFields } from '../../../components/reports/period-ending-month-fields';
import { ReportFilterPanel } from '../../../components/reports/report-filter-panel';
import { useReportFilterChips } from '../../../components/reports/use-report-filter-chips';

interface VoiceFilterFieldsProps {
  value: VoiceFilters;
  onChange: (change: Partial<VoiceFilters>) => void;
  scope: ReportScope;
  types: readonly TicketType[];
  years: readonly number[];
}

/** Type, period ending with a year and month, source and place; applied at once (on a phone in a drawer). */
export function VoiceFilterFields({ value, onChange, scope, types, years }: VoiceFilterFieldsProps) {
  const { t } = useTranslation();
  const chips = [
    ...useReportFilterChips(
      { period: value.period, year: value.year, month: value.month, type: types.length > 1 ? value.type || undefined : undefined, region: value.region, area_code: value.area_code, dealer_id: value.dealer_id },
      { mode: false },
    ),
    ...(value.source ? [{ field: t('voice.field.source'), value: t(`voice.source.${value.source}`) }] : []),
  ];
  return (
    <ReportFilterPanel chips={chips}>
        {types.length > 1 && (
          <FilterSlot>
            <ChoiceField label={t('reports.field.type')} value={value.type} emptyLabel={t('voice.type.all')} choices={types.map((type) => ({ value: type, label: t(`reports.type.${type}`) }))} onChange={(type) => onChange({ type: type as TicketType | '' })} />
          </FilterSlot>
        )}
        <PeriodEndingMonthFields value={value} onChange={onChange} years={years} />
        <FilterSlot>
          <ChoiceField label={t('voice.field.source')} value={value.source} emptyLabel={t('voice.source.all')} choices={VOICE_SOURCES.map((source) => ({ value: source, label: t(`voice.source.${source}`) }))} onChange={(source) => onChange({ source: source as VoiceSource | '' })} />
        </FilterSlot>
        <NetworkPlaceFields value={value} onChange={onChange} scope={scope} type={value.type} />
    </ReportFilterPanel>
  );
}
