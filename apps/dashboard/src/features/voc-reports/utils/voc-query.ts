import type { VocGrouping } from '@voc/contracts';
import { chartGrouping } from '../../../lib/reports/drill-down';
import { type ReportFilters, kpiQueryOf } from '../../../lib/reports/report-filters';
import type { ReportScope } from '../../../lib/reports/report-scope';
import type { VocVariant } from './voc-report-variants';

/** A VOC call: which endpoint, and its parameters (empty filters dropped). */
export interface VocQuery {
  endpoint: '/tickets/report/voc' | '/tickets/report/dealer/voc' | '/tickets/report/car_model' | '/tickets/report/callcenter';
  year: number;
  month: number;
  period: string;
  mode: string;
  by: VocGrouping;
  source?: string;
  type?: string;
  region?: string;
  area_code?: string;
  dealer_id?: string;
  [key: string]: string | number | undefined;
}

/** How the page's rows are grouped: the user's choice among the variant's, its grouping, or Quick VOC's drill-down level. */
export function vocGrouping(variant: VocVariant, filters: ReportFilters, scope: ReportScope, chosen: VocGrouping | null = null): VocGrouping {
  if (chosen && variant.choices.includes(chosen)) return chosen;
  return variant.grouping ?? chartGrouping(filters, scope);
}

/**
 * The page's call; null until month and year are chosen (nothing is sent). Quick VOC with one
 * dealer chosen asks the required-dealer variant (SPEC.md §5); the car-model page its own path.
 */
export function vocQueryOf(variant: VocVariant, filters: ReportFilters, scope: ReportScope, chosen: VocGrouping | null = null): VocQuery | null {
  // The call-centre report is of call-centre tickets whatever mode the address says.
  const fixed = variant.report === 'callcenter' ? { ...filters, mode: 'callcenter' as const, source: '' as const } : filters;
  const base = kpiQueryOf(variant.type ? { ...fixed, type: variant.type } : fixed);
  if (!base) return null;
  const { group_by: _groupBy, ...params } = base;
  const endpoint =
    variant.report === 'carmodel'
      ? '/tickets/report/car_model'
      : variant.report === 'callcenter'
        ? '/tickets/report/callcenter'
        : variant.report === 'quickvoc' && filters.dealer_id
          ? '/tickets/report/dealer/voc'
          : '/tickets/report/voc';
  return { ...params, endpoint, by: vocGrouping(variant, filters, scope, chosen) };
}
