import Box from '@mui/material/Box';
import { DEALER_REGIONS, type DealerRegion, MODE_SOURCES, REPORT_MODES, REPORT_PERIODS, type ReportMode, type ReportPeriod, type TicketSource, type TicketType, regionLabel } from '@voc/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../../components/ui/choice-field';
import { ReportDealerPicker } from '../../../components/reports/report-dealer-picker';
import { monthOptions } from '../../../lib/reports/report-calendar';
import { type FilterErrors, type ReportFilters, type TypeFilter, areaOptions } from '../../../lib/reports/report-filters';
import { type ReportScope, areaInScope, scopePickers } from '../../../lib/reports/report-scope';

interface VocFilterFieldsProps {
  value: ReportFilters;
  onChange: (change: Partial<ReportFilters>) => void;
  scope: ReportScope;
  /** The types the user may choose; none when the page is fixed to one type. */
  types: readonly TicketType[];
  years: readonly number[];
  errors: FilterErrors;
  /** Whether a dealer may be picked (the outlet and entity pages list dealers as rows instead). */
  dealerPicker: boolean;
  /** Whether the mode (and source) may be chosen (the call-centre report is of one mode). */
  modePicker: boolean;
}

function Field({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <Box sx={{ minWidth: wide ? { xs: '100%', sm: 320 } : 150, flex: wide ? '2 1 320px' : '1 1 150px' }}>{children}</Box>;
}

/**
 * The VOC report filters (SPEC.md §2 report filter screens, §5): period, year and month
 * (required), type where the page is not fixed to one, mode and source, and the region, area and
 * dealer pickers the user's scope leaves open.
 */
export function VocFilterFields({ value, onChange, scope, types, years, errors, dealerPicker, modePicker }: VocFilterFieldsProps) {
  const { t, i18n } = useTranslation();
  const pickers = scopePickers(scope);
  const typeChoices: TypeFilter[] = types.length > 1 ? ['all', ...types] : [...types];
  const areas = areaOptions(value.type, value.region).filter((code) => areaInScope(scope, code));
  const region = value.region || (scope.level === 'region' && scope.regions.length === 1 ? scope.regions[0] : '');
  const area = value.area_code || (scope.level === 'area' && scope.areas.length === 1 ? scope.areas[0] : '');
  const errorText = (key: keyof FilterErrors) => (errors[key] ? t(errors[key]) : undefined);
  const choices = <T extends string | number>(values: readonly T[], label: (v: T) => string) => values.map((v) => ({ value: String(v), label: label(v) }));
  const numberOrNull = (picked: string) => (picked === '' ? null : Number(picked));

  return (
    <>
      <Field>
        <ChoiceField label={t('reports.field.period')} value={value.period} choices={choices(REPORT_PERIODS, (p) => t(`reports.period.${p}`))} onChange={(period) => onChange({ period: period as ReportPeriod })} />
      </Field>
      <Field>
        <ChoiceField label={t('reports.field.year')} required value={value.year === null ? '' : String(value.year)} choices={choices(years, String)} onChange={(year) => onChange({ year: numberOrNull(year) })} error={errorText('year')} />
      </Field>
      <Field>
        <ChoiceField
          label={t('reports.field.month')}
          required
          value={value.month === null ? '' : String(value.month)}
          choices={monthOptions(i18n.language).map((month) => ({ value: String(month.value), label: month.label }))}
          onChange={(month) => onChange({ month: numberOrNull(month) })}
          error={errorText('month')}
        />
      </Field>
      {types.length > 0 && (
        <Field>
          <ChoiceField label={t('reports.field.type')} value={value.type} choices={choices(typeChoices, (type) => t(`reports.type.${type}`))} onChange={(type) => onChange({ type: type as TypeFilter })} />
        </Field>
      )}
      {modePicker && (
        <Field>
          <ChoiceField label={t('reports.field.mode')} value={value.mode} choices={choices(REPORT_MODES, (mode) => t(`reports.mode.${mode}`))} onChange={(mode) => onChange({ mode: mode as ReportMode })} />
        </Field>
      )}
      {modePicker && MODE_SOURCES[value.mode].length > 1 && (
        <Field>
          <ChoiceField
            label={t('reports.field.source')}
            value={value.source}
            emptyLabel={t('reports.source.all')}
            choices={choices(MODE_SOURCES[value.mode], (source) => t(`ticketSource.${source}`))}
            onChange={(source) => onChange({ source: source as TicketSource | '' })}
          />
        </Field>
      )}
      {pickers.region && (
        <Field>
          <ChoiceField label={t('reports.field.region')} value={value.region} emptyLabel={t('reports.region.all')} choices={choices(DEALER_REGIONS, regionLabel)} onChange={(r) => onChange({ region: r as DealerRegion | '' })} />
        </Field>
      )}
      {pickers.area && (
        <Field>
          <ChoiceField label={t('reports.field.area')} value={areas.includes(value.area_code) ? value.area_code : ''} emptyLabel={t('reports.area.all')} choices={choices(areas, (code) => code)} onChange={(area_code) => onChange({ area_code })} />
        </Field>
      )}
      {dealerPicker && pickers.dealer && (
        <Field wide>
          <ReportDealerPicker value={value.dealer_id} onChange={(dealerId) => onChange({ dealer_id: dealerId })} within={{ type: value.type, region, area_code: area }} />
        </Field>
      )}
    </>
  );
}
