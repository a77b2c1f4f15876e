import { MODE_SOURCES, periodMonths, ticketScope, type Principal } from '@voc/domain';
import type { KpiReportQueryDto } from '@voc/contracts';
import { scopeCondition, type SqlParams } from '@voc/ticketing';

/**
 * The WHERE of a report over a projection table (alias r, with columns type, source, dealer_ref,
 * area_code and region): the user's ticket scope first, then the filters. Dates are the caller's.
 */
export function reportConditions(principal: Principal, query: KpiReportQueryDto, params: SqlParams): string {
  const where = [scopeCondition(ticketScope(principal), 'r', params), `r.source = ANY(${params.add(MODE_SOURCES[query.mode ?? 'overall'])}::text[])`];
  if (query.type) where.push(`r.type = ${params.add(query.type)}`);
  if (query.region) where.push(`r.region = ${params.add(query.region)}`);
  if (query.area_code) where.push(`r.area_code = ${params.add(query.area_code)}`);
  if (query.dealer_id) where.push(`r.dealer_ref = ${params.add(query.dealer_id)}`);
  return where.join(' AND ');
}

/** The report's months: first month and the month after the last, as YYYY-MM-01. */
export function reportPeriod(query: KpiReportQueryDto): { from: string; to: string } {
  const { from, to } = periodMonths(query.period ?? 'monthly', query.year, query.month);
  return { from, to };
}
