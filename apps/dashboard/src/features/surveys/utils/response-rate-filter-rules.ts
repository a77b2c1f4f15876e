import type { SurveyType } from '@voc/contracts';
import { type ReportFilterRules, errorsAfterDateChange } from '../../../lib/reports/filter-form/use-report-filter-form';
import { changePlace } from '../../../lib/reports/network-place';
import type { ReportScope } from '../../../lib/reports/report-scope';
import { type DateRangeErrors, type ResponseRateFilters, dateRangeErrors, responseRateFiltersFromSearch, searchFromResponseRateFilters } from './response-rate-filters';

/**
 * A response-rate page's form: the date range (both required, a real day each, the domain's range
 * rule; a wrong date in the address stays, shown as wrong) and the region → area → dealer place.
 * "Clear" goes back to the range the page opens on, every place.
 */
export function responseRateFilterRules(type: SurveyType, defaults: Pick<ResponseRateFilters, 'from' | 'to'>, scope: ReportScope): ReportFilterRules<ResponseRateFilters, DateRangeErrors> {
  const write = searchFromResponseRateFilters;
  return {
    read: (search) => responseRateFiltersFromSearch(search, defaults),
    write,
    validate: dateRangeErrors,
    change: (current, patch) => ({ ...changePlace(current, patch), from: patch.from ?? current.from, to: patch.to ?? current.to }),
    errorsAfterChange: errorsAfterDateChange,
    cleared: () => ({ ...defaults, region: '', area_code: '', dealer_id: '' }),
    checkAddress: true,
    download: { page: { download: 'responserate', type }, reach: scope.level, filters: (applied) => (Object.keys(dateRangeErrors(applied)).length > 0 ? null : write(applied)) },
  };
}
