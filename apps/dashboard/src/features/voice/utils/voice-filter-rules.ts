import type { TicketType } from '@voc/domain';
import type { ReportFilterRules } from '../../../lib/reports/filter-form/use-report-filter-form';
import { changeTypedPlace } from '../../../lib/reports/typed-place';
import type { ReportScope } from '../../../lib/reports/report-scope';
import { type VoiceFilters, searchFromVoiceFilters, voiceFiltersFromSearch, voiceQueryOf } from './voice-filters';

/** The voice page's filters: applied as they change (nothing to check), downloaded as the voice spreadsheet. */
export function voiceFilterRules(defaults: VoiceFilters, options: { types: readonly TicketType[]; years: readonly number[] }, scope: ReportScope): ReportFilterRules<VoiceFilters, Record<string, never>> {
  return {
    read: (search) => voiceFiltersFromSearch(search, defaults, options),
    write: (filters) => searchFromVoiceFilters(filters, defaults),
    validate: () => ({}),
    change: changeTypedPlace,
    errorsAfterChange: (errors) => errors,
    cleared: () => defaults,
    download: { page: { download: 'voice' }, reach: scope.level, filters: (applied) => new URLSearchParams(Object.entries(voiceQueryOf(applied)).map(([key, value]) => [key, String(value)])) },
  };
}
