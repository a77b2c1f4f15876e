import { type DealerRegion, type ReportMode, type ReportPeriod, type TicketSource, regionLabel } from '@voc/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDealerByIdQuery } from '../../lib/dealers/dealer-lookup-api';
import { dealerLabel } from '../../lib/dealers/dealer-label';
import { formatDate } from '../../lib/date-format';
import { formatMonthKey } from '../../lib/reports/number-format';
import type { TypeFilter } from '../../lib/reports/report-filters';
import type { FilterChip } from './report-filter-panel';

/** The filters a report page may have; a page's filters are some of them (the KPI and VOC reports', the survey reports'). */
export interface ChipFilters {
  period?: ReportPeriod;
  year?: number | null;
  month?: number | null;
  /** YYYY-MM-DD, or ''. */
  from?: string;
  to?: string;
  type?: TypeFilter;
  mode?: ReportMode;
  source?: TicketSource | '';
  region?: DealerRegion | '';
  area_code?: string;
  dealer_id?: string;
}

interface ChipFields {
  /** The page offers the period (not the one-month lists). */
  period?: boolean;
  /** The page offers mode and source (not the pages of one mode). */
  mode?: boolean;
}

/**
 * The applied filters as chips, in the form's order: period, month (or the date range), type, mode
 * and source, region, area, and the dealer by its whole name. An empty choice ("all") is no chip.
 */
export function useReportFilterChips(filters: ChipFilters, { period = true, mode = true }: ChipFields = {}): FilterChip[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const dealerId = filters.dealer_id ?? '';
  const { data: dealer } = useDealerByIdQuery(dealerId, { skip: !dealerId });
  return useMemo(() => {
    const chips: FilterChip[] = [];
    if (period && filters.period) chips.push({ field: t('reports.field.period'), value: t(`reports.period.${filters.period}`) });
    if (filters.year && filters.month) chips.push({ field: t('reports.field.month'), value: formatMonthKey(`${filters.year}-${String(filters.month).padStart(2, '0')}`, locale) });
    if (filters.from) chips.push({ field: t('surveyReports.field.from'), value: formatDate(filters.from) });
    if (filters.to) chips.push({ field: t('surveyReports.field.to'), value: formatDate(filters.to) });
    if (filters.type) chips.push({ field: t('reports.field.type'), value: t(`reports.type.${filters.type}`) });
    if (mode && filters.mode) chips.push({ field: t('reports.field.mode'), value: t(`reports.mode.${filters.mode}`) });
    if (mode && filters.source) chips.push({ field: t('reports.field.source'), value: t(`ticketSource.${filters.source}`) });
    if (filters.region) chips.push({ field: t('reports.field.region'), value: regionLabel(filters.region) });
    if (filters.area_code) chips.push({ field: t('reports.field.area'), value: filters.area_code });
    if (dealerId) chips.push({ field: t('reports.field.dealer'), value: dealer && dealer._id === dealerId ? dealerLabel(dealer, locale) : dealerId });
    return chips;
  }, [t, locale, filters, dealer, dealerId, period, mode]);
}
