import { reportSources, ticketScope, type Principal, type TicketScope } from '@voc/domain';
import type { KpiReportQueryDto } from '@voc/contracts';
import { scopeCondition } from '@voc/ticketing';
import type { SqlParams } from '@voc/sql';

/**
 * The WHERE of a report over a projection table (alias r, with columns type, source, dealer_ref,
 * area_code and region): the user's ticket scope first, then the filters. Dates are the caller's.
 */
export function reportConditions(principal: Principal, query: KpiReportQueryDto, params: SqlParams, grouping?: string): string {
  const where = [scopeCondition(reportScope(principal, query, grouping), 'r', params), `r.source = ANY(${params.add(reportSources(query.mode, query.source))}::text[])`];
  if (query.type) where.push(`r.type = ${params.add(query.type)}`);
  if (query.region) where.push(`r.region = ${params.add(query.region)}`);
  if (query.area_code) where.push(`r.area_code = ${params.add(query.area_code)}`);
  if (query.dealer_id) where.push(`r.dealer_ref = ${params.add(query.dealer_id)}`);
  return where.join(' AND ');
}

/**
 * Whose tickets a report may count. The ticket scope, except that dealer staff may compare
 * themselves with their own area: asked for their area's code (and no per-dealer rows), they get
 * the area's totals — numbers of the whole area, never another dealer's rows.
 */
export function reportScope(principal: Principal, query: Pick<KpiReportQueryDto, 'area_code' | 'dealer_id'>, grouping?: string): TicketScope {
  const own = ticketScope(principal);
  if (principal.type !== 'dealer' || !query.area_code || query.dealer_id || grouping === 'dealer' || grouping === 'entity') return own;
  const byType: Partial<Record<'showroom' | 'service', string>> = {};
  if (principal.group.showroom && principal.saleAreaCode === query.area_code) byType.showroom = principal.saleAreaCode;
  if (principal.group.service && principal.serviceAreaCode === query.area_code) byType.service = principal.serviceAreaCode;
  return Object.keys(byType).length ? { kind: 'area', byType } : own;
}
