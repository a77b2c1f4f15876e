import type { VoiceFiltersDto, VoiceSource } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { scopeCondition } from '@voc/ticketing';
import type { SqlParams } from '@voc/sql';
import { inMonths } from '../../reports/kernel/report-periods';
import { reportScope } from '../../reports/kernel/report-scope';

export interface VoiceConditionOptions {
  /** Leave the place filters (region, area, dealer) out: the network a place is compared with. The user's scope stays. */
  withoutPlace?: boolean;
  /** The report's rows are single dealers (a dealer user then never gets an area's total). */
  grouping?: string;
  /** A source the read is bound to (drivers: survey comments only), over the filter's. */
  source?: VoiceSource;
  /** The read is over a topic table: the topic kind filter applies. */
  topics?: boolean;
}

/**
 * The WHERE conditions of a voice read over voice_texts or its roll-ups (alias r: type, source,
 * nps_band, dealer_ref, area_code, region, and topic in the topic roll-up): the user's ticket
 * scope first (reports/services/report-scope, as every report), then the filters. Months are the caller's.
 */
export function voiceConditions(principal: Principal, filters: Omit<VoiceFiltersDto, 'year' | 'month'>, params: SqlParams, options: VoiceConditionOptions = {}): string[] {
  const place = options.withoutPlace ? { area_code: undefined, dealer_id: undefined } : filters;
  const where = [scopeCondition(reportScope(principal, place, options.grouping), 'r', params)];
  if (filters.type) where.push(`r.type = ${params.add(filters.type)}`);
  const source = options.source ?? filters.source;
  if (source) where.push(`r.source = ${params.add(source)}`);
  if (filters.nps_band) where.push(`r.nps_band = ${params.add(filters.nps_band)}`);
  if (!options.withoutPlace) {
    if (filters.region) where.push(`r.region = ${params.add(filters.region)}`);
    if (filters.area_code) where.push(`r.area_code = ${params.add(filters.area_code)}`);
    if (filters.dealer_id) where.push(`r.dealer_ref = ${params.add(filters.dealer_id)}`);
  }
  if (options.topics && filters.kind) where.push(filters.kind === 'praise' ? `r.topic LIKE 'praise.%'` : `r.topic NOT LIKE 'praise.%'`);
  return where;
}

/** `r.month` within [from, to). */
export function monthsCondition(months: { from: string; to: string }, params: SqlParams): string {
  return inMonths('r.month', months, params);
}
