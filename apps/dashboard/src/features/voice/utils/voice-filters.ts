import { VOICE_SOURCES, type VoiceFiltersDto, type VoiceSource } from '@voc/contracts';
import type { TicketType } from '@voc/domain';
import { oneOfParam } from '../../../lib/url-params';
import { type NetworkPlace, placeFromSearch } from '../../../lib/reports/network-place';
import { placeParams, writePlace } from '../../../lib/reports/place-params';
import { type PeriodEndingMonth, periodEndingMonthFromSearch, writePeriodEndingMonth } from '../../../lib/reports/period-ending-month';

/** What the voice page shows: a type (or both), the period ending with a month, a source (or both) and a place. */
export interface VoiceFilters extends PeriodEndingMonth, NetworkPlace {
  type: TicketType | '';
  source: VoiceSource | '';
}

/**
 * Reads the filters from the address; anything missing or not understood takes its default. A
 * type the user may not see becomes the default; a year outside the offered years the default year.
 */
export function voiceFiltersFromSearch(search: URLSearchParams, defaults: VoiceFilters, options: { types: readonly TicketType[]; years: readonly number[] }): VoiceFilters {
  return {
    type: oneOfParam(options.types, search.get('type')) ?? defaults.type,
    ...periodEndingMonthFromSearch(search, defaults, options.years),
    source: oneOfParam(VOICE_SOURCES, search.get('source')) ?? defaults.source,
    ...placeFromSearch(search),
  };
}

/** Only what differs from the defaults, in a fixed order; months as 01-12. */
export function searchFromVoiceFilters(filters: VoiceFilters, defaults: VoiceFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.type !== defaults.type) search.set('type', filters.type);
  writePeriodEndingMonth(search, filters, defaults);
  if (filters.source !== defaults.source) search.set('source', filters.source);
  writePlace(search, filters);
  return search;
}

/** The filters as the voice api takes them (SPEC.md §5: empty parameters dropped). */
export function voiceQueryOf(filters: VoiceFilters): VoiceFiltersDto {
  const query: VoiceFiltersDto = { period: filters.period, year: filters.year, month: filters.month };
  if (filters.type) query.type = filters.type;
  if (filters.source) query.source = filters.source;
  return { ...query, ...placeParams(filters) };
}

/** The monthly trend behind the sparklines: the six months ending with the chosen one, whatever the period. */
export function voiceTrendQueryOf(filters: VoiceFilters): VoiceFiltersDto & { group_by: 'month' } {
  return { ...voiceQueryOf(filters), period: '6months', group_by: 'month' };
}

/** The first day of the period's first month and the last day of its last (`to` of the api is exclusive). */
export function periodDays(period: { from: string; to: string }): { from: string; to: string } {
  const [year, month] = period.to.slice(0, 7).split('-').map(Number);
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: period.from.slice(0, 10), to: last.toISOString().slice(0, 10) };
}

export const VOICE_PATH = '/app/report/voice';

/** The voice page of a month (the dashboard card's links: the month in progress, not the page's default). */
export function voicePageLink(month: { year: number; month: number }): string {
  return `${VOICE_PATH}?year=${month.year}&month=${String(month.month).padStart(2, '0')}`;
}
