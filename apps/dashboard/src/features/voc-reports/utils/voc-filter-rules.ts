import type { VocGrouping } from '@voc/contracts';
import { type ReportFilterOptions, reportFilterRules, reportFiltersAddress } from '../../../lib/reports/filter-form/report-filter-rules';
import type { ReportFilterRules } from '../../../lib/reports/filter-form/use-report-filter-form';
import type { FilterErrors, ReportFilters } from '../../../lib/reports/report-filters';

/** A VOC page's filters and the grouping chosen among the page's own (null when it offers no choice). */
export type VocFilters = ReportFilters & { by: VocGrouping | null };

/**
 * The VOC pages' form: the report filters, and the grouping chosen among `choices` kept in the
 * address as `by` (only when not the first choice); "clear" keeps the grouping.
 */
export function vocFilterRules(options: ReportFilterOptions & { choices: readonly VocGrouping[] }): ReportFilterRules<VocFilters, FilterErrors> {
  const { choices } = options;
  const base = reportFilterRules(options);
  const byOf = (asked: string | null): VocGrouping | null => (choices.length === 0 ? null : (choices.find((choice) => choice === asked) ?? choices[0]));
  const draftOf = base.draftOf;
  return {
    ...base,
    read: (search) => ({ ...base.read(search), by: byOf(search.get('by')) }),
    write: (filters) => {
      const search = base.write(filters);
      if (filters.by && filters.by !== choices[0]) search.set('by', filters.by);
      return search;
    },
    change: (current, patch) => ({ ...base.change(current, patch), by: patch.by === undefined ? current.by : patch.by }),
    cleared: (applied) => ({ ...options.defaults, by: applied.by }),
    draftOf: draftOf && ((filters) => ({ ...draftOf(filters), by: filters.by })),
    download: base.download && {
      ...base.download,
      filters: (applied) => {
        const search = reportFiltersAddress(applied);
        if (search && applied.by) search.set('by', applied.by);
        return search;
      },
    },
  };
}
