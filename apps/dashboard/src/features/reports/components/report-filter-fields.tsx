import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DEALER_REGIONS, type DealerRegion, MODE_SOURCES, REPORT_MODES, REPORT_PERIODS, type ReportMode, type ReportPeriod, type TicketSource, type TicketType, regionLabel } from '@voc/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type FilterErrors, type ReportFilters, type TypeFilter, areaOptions } from '../utils/report-filters';
import { monthOptions } from '../utils/report-calendar';
import { type ReportScope, areaInScope, scopePickers } from '../utils/report-scope';
import { ReportDealerPicker } from './report-dealer-picker';

interface ReportFilterFieldsProps {
  value: ReportFilters;
  onChange: (change: Partial<ReportFilters>) => void;
  scope: ReportScope;
  /** The ticket types the user sees; with one only, that is the type. */
  types: readonly TicketType[];
  years: readonly number[];
  errors?: FilterErrors;
  /** Mark month and year as required (the report form; the dashboard always has them). */
  required?: boolean;
}

function Field({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <Box sx={{ minWidth: wide ? { xs: '100%', sm: 320 } : 150, flex: wide ? '2 1 320px' : '1 1 150px' }}>{children}</Box>;
}

/**
 * The report filters (SPEC.md §2 report filter screens, §5): period, year, month, type, mode (and
 * one source inside a mode of several), and
 * the region, area and dealer pickers the user's scope leaves open.
 */
export function ReportFilterFields({ value, onChange, scope, types, years, errors = {}, required = false }: ReportFilterFieldsProps) {
  const { t, i18n } = useTranslation();
  const pickers = scopePickers(scope);
  const typeChoices: TypeFilter[] = types.length > 1 ? ['all', ...types] : [...types];
  const areas = areaOptions(value.type, value.region).filter((code) => areaInScope(scope, code));
  // The dealer picker looks inside what is chosen, or inside the user's single region or area.
  const region = value.region || (scope.level === 'region' && scope.regions.length === 1 ? scope.regions[0] : '');
  const area = value.area_code || (scope.level === 'area' && scope.areas.length === 1 ? scope.areas[0] : '');
  const errorText = (key: keyof FilterErrors) => (errors[key] ? t(errors[key]) : undefined);

  return (
    <>
      <Field>
        <TextField select fullWidth size="small" label={t('reports.field.period')} value={value.period} onChange={(event) => onChange({ period: event.target.value as ReportPeriod })}>
          {REPORT_PERIODS.map((period) => (
            <MenuItem key={period} value={period}>
              {t(`reports.period.${period}`)}
            </MenuItem>
          ))}
        </TextField>
      </Field>
      <Field>
        <TextField
          select
          fullWidth
          size="small"
          label={t('reports.field.year')}
          required={required}
          value={value.year ?? ''}
          onChange={(event) => onChange({ year: event.target.value === '' ? null : Number(event.target.value) })}
          error={Boolean(errors.year)}
          helperText={errorText('year')}
        >
          {years.map((year) => (
            <MenuItem key={year} value={year}>
              {year}
            </MenuItem>
          ))}
        </TextField>
      </Field>
      <Field>
        <TextField
          select
          fullWidth
          size="small"
          label={t('reports.field.month')}
          required={required}
          value={value.month ?? ''}
          onChange={(event) => onChange({ month: event.target.value === '' ? null : Number(event.target.value) })}
          error={Boolean(errors.month)}
          helperText={errorText('month')}
        >
          {monthOptions(i18n.language).map((month) => (
            <MenuItem key={month.value} value={month.value}>
              {month.label}
            </MenuItem>
          ))}
        </TextField>
      </Field>
      <Field>
        <TextField select fullWidth size="small" label={t('reports.field.type')} value={value.type} onChange={(event) => onChange({ type: event.target.value as TypeFilter })}>
          {typeChoices.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`reports.type.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      </Field>
      <Field>
        <TextField select fullWidth size="small" label={t('reports.field.mode')} value={value.mode} onChange={(event) => onChange({ mode: event.target.value as ReportMode })}>
          {REPORT_MODES.map((mode) => (
            <MenuItem key={mode} value={mode}>
              {t(`reports.mode.${mode}`)}
            </MenuItem>
          ))}
        </TextField>
      </Field>
      {MODE_SOURCES[value.mode].length > 1 && (
        <Field>
          <TextField
            select
            fullWidth
            size="small"
            label={t('reports.field.source')}
            value={value.source}
            onChange={(event) => onChange({ source: event.target.value as TicketSource | '' })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('reports.source.all')}</MenuItem>
            {MODE_SOURCES[value.mode].map((source) => (
              <MenuItem key={source} value={source}>
                {t(`ticketSource.${source}`)}
              </MenuItem>
            ))}
          </TextField>
        </Field>
      )}
      {pickers.region && (
        <Field>
          <TextField
            select
            fullWidth
            size="small"
            label={t('reports.field.region')}
            value={value.region}
            onChange={(event) => onChange({ region: event.target.value as DealerRegion | '' })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('reports.region.all')}</MenuItem>
            {DEALER_REGIONS.map((code) => (
              <MenuItem key={code} value={code}>
                {regionLabel(code)}
              </MenuItem>
            ))}
          </TextField>
        </Field>
      )}
      {pickers.area && (
        <Field>
          <TextField
            select
            fullWidth
            size="small"
            label={t('reports.field.area')}
            value={areas.includes(value.area_code) ? value.area_code : ''}
            onChange={(event) => onChange({ area_code: event.target.value })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('reports.area.all')}</MenuItem>
            {areas.map((code) => (
              <MenuItem key={code} value={code}>
                {code}
              </MenuItem>
            ))}
          </TextField>
        </Field>
      )}
      {pickers.dealer && (
        <Field wide>
          <ReportDealerPicker value={value.dealer_id} onChange={(dealerId) => onChange({ dealer_id: dealerId })} within={{ type: value.type, region, area_code: area }} />
        </Field>
      )}
    </>
  );
}
