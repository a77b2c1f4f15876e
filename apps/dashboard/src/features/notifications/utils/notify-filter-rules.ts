import type { TicketType } from '@voc/domain';
import { type ReportFilterRules, errorsAfterDateChange } from '../../../lib/reports/filter-form/use-report-filter-form';
import { type NotifyDateErrors, type NotifyFilters, notifyDateErrors, notifyFiltersFromSearch, searchFromNotifyFilters } from './notify-filters';

/**
 * The notification report's form: the notified dates (both required, a real day each, the
 * domain's range rule; a wrong date in the address stays, shown as wrong), the channel and the
 * grouping. "Clear" goes back to the current month, both channels, by region.
 */
export function notifyFilterRules(type: TicketType, defaults: Pick<NotifyFilters, 'from' | 'to'>): ReportFilterRules<NotifyFilters, NotifyDateErrors> {
  return {
    read: (search) => notifyFiltersFromSearch(search, defaults),
    write: searchFromNotifyFilters,
    validate: notifyDateErrors,
    change: (current, patch) => ({ ...current, ...patch }),
    errorsAfterChange: errorsAfterDateChange,
    cleared: () => ({ ...defaults, channel: '', group_by: 'region' }),
    checkAddress: true,
    download: { page: { download: 'notify', type }, reach: 'all', filters: (applied) => (Object.keys(notifyDateErrors(applied)).length > 0 ? null : searchFromNotifyFilters(applied)) },
  };
}
