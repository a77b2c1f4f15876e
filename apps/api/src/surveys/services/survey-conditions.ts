import type { Principal } from '@voc/domain';
import type { SurveyGrouping } from '@voc/contracts';
import { scopeCondition } from '@voc/ticketing';
import { reportScope } from '../../reports/kernel/report-scope';
import type { SqlParams } from '@voc/sql';

export interface SurveyPlaceFilters {
  type: 'showroom' | 'service';
  region?: string;
  area_code?: string;
  dealer_id?: string;
}

/**
 * The WHERE of a survey report over a projection table (alias r with type, dealer_ref, area_code,
 * region): the user's scope as for ticket reports (a dealer sees itself, and its area's totals
 * when it asks for its own area), then the filters. Dates are the caller's.
 */
export function surveyConditions(principal: Principal, filters: SurveyPlaceFilters, params: SqlParams, grouping?: SurveyGrouping): string {
  const where = [scopeCondition(reportScope(principal, filters, grouping), 'r', params), `r.type = ${params.add(filters.type)}`];
  if (filters.region) where.push(`r.region = ${params.add(filters.region)}`);
  if (filters.area_code) where.push(`r.area_code = ${params.add(filters.area_code)}`);
  if (filters.dealer_id) where.push(`r.dealer_ref = ${params.add(filters.dealer_id)}::uuid`);
  return where.join(' AND ');
}

export const SURVEY_GROUP_KEYS: Record<SurveyGrouping, string> = {
  region: `coalesce(r.region, '-')`,
  area: `coalesce(r.area_code, '-')`,
  dealer: 'r.dealer_ref::text',
};
