import type { VocGrouping, VocReportQueryDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { SqlParams } from '@voc/sql';
import { inMonths } from '../../reports/kernel/report-periods';
import { reportConditions, reportScope } from '../../reports/kernel/report-scope';
import type { VocColumnsUsed } from './voc-grain';

export interface VocWhere {
  where: string;
  params: SqlParams;
  /** Whether the conditions read the dealer branch or the car model (which roll-up can answer: voc-grain). */
  uses: VocColumnsUsed;
}

/** The per-row groupings that show single dealers' figures (a dealer user never gets another's). */
const DEALER_ROWS: readonly VocGrouping[] = ['dealer', 'entity'];

/**
 * The WHERE of a VOC read over voc_monthly or voc_category_monthly (alias r): the user's scope
 * and the report filters (reports/services/report-scope), the months [from, to), the car model,
 * and for category reads the category group. `allModes` drops the mode and source filters (the
 * per-mode figures group by source instead).
 */
export function vocWhere(principal: Principal, filters: VocReportQueryDto, grouping: VocGrouping, months: { from: string; to: string }, options: { categories?: boolean; allModes?: boolean } = {}): VocWhere {
  const params = new SqlParams();
  const scoped = options.allModes ? { ...filters, mode: undefined, source: undefined } : filters;
  const scopeGrouping = DEALER_ROWS.includes(grouping) ? 'dealer' : grouping;
  const where = [reportConditions(principal, scoped, params, scopeGrouping), inMonths('r.month', months, params)];
  if (filters.car_model !== undefined) where.push(`r.car_model = ${params.add(filters.car_model === '-' ? '' : filters.car_model)}`);
  if (options.categories && filters.category_group) where.push(`r.category_group = ${params.add(filters.category_group)}`);
  const uses = { dealer: Boolean(filters.dealer_id) || reportScope(principal, scoped, scopeGrouping).kind === 'dealer', model: filters.car_model !== undefined };
  return { where: where.join(' AND '), params, uses };
}

/**
 * The same scope and filters over the VOC projection's per-ticket rows (reporting.ticket_voc,
 * alias r: month of receipt, car model), for counting a frozen month's late changes.
 */
export function vocLateWhere(principal: Principal, filters: VocReportQueryDto, grouping: VocGrouping, months: { from: string; to: string }): VocWhere {
  const params = new SqlParams();
  const where = [reportConditions(principal, filters, params, DEALER_ROWS.includes(grouping) ? 'dealer' : grouping), inMonths('r.received_month', months, params)];
  if (filters.car_model !== undefined) where.push(`r.car_model = ${params.add(filters.car_model === '-' ? '' : filters.car_model)}`);
  return { where: where.join(' AND '), params, uses: { dealer: true, model: true } };
}
