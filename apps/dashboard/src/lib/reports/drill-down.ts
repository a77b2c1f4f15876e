import type { KpiGrouping, ReportGrouping } from '@voc/contracts';
import { DEALER_REGIONS, type DealerRegion } from '@voc/domain';
import { type ReportFilters, changeFilters } from './report-filters';
import type { NetworkPlace } from './network-place';
import { type ReportScope, topGrouping } from './report-scope';

/**
 * The attainment chart's drill-down (region → area → dealer → the dealer's months). The grouping
 * is not kept apart: it follows from how far the filters narrow the network, so the filter
 * pickers, the chart's bars and the breadcrumb always agree.
 */
export function chartGrouping(filters: Pick<ReportFilters, 'region' | 'area_code' | 'dealer_id'>, scope: ReportScope): KpiGrouping {
  if (filters.dealer_id) return 'month';
  if (filters.area_code) return 'dealer';
  if (filters.region) return 'area';
  return topGrouping(scope);
}

/** A row without a region or area (key "-") cannot be opened further. */
export function canDrillInto(grouping: ReportGrouping, key: string): boolean {
  if (key === '-' || key === '') return false;
  if (grouping === 'region') return (DEALER_REGIONS as readonly string[]).includes(key);
  return grouping === 'area' || grouping === 'dealer';
}

/** A click on a bar of this grouping: the next level's filters (the same filters when there is none). */
export function drillDown(filters: ReportFilters, grouping: ReportGrouping, key: string): ReportFilters {
  if (!canDrillInto(grouping, key)) return filters;
  switch (grouping) {
    case 'region':
      return changeFilters(filters, { region: key as DealerRegion, area_code: '', dealer_id: '' });
    case 'area':
      return changeFilters(filters, { area_code: key, dealer_id: '' });
    case 'dealer':
      return changeFilters(filters, { dealer_id: key });
    case 'month':
    case 'entity':
      return filters;
  }
}

export type DrillLevel = 'top' | 'region' | 'area' | 'dealer';

export interface DrillCrumb {
  level: DrillLevel;
  /** The region, area code or dealer id; '' for the top. */
  value: string;
}

/** The breadcrumb of the drill-down: the top, then each chosen part of the network. */
export function drillCrumbs(filters: Pick<ReportFilters, 'region' | 'area_code' | 'dealer_id'>): DrillCrumb[] {
  const crumbs: DrillCrumb[] = [{ level: 'top', value: '' }];
  if (filters.region) crumbs.push({ level: 'region', value: filters.region });
  if (filters.area_code) crumbs.push({ level: 'area', value: filters.area_code });
  if (filters.dealer_id) crumbs.push({ level: 'dealer', value: filters.dealer_id });
  return crumbs;
}

/** Back up to a breadcrumb: every finer choice below it is let go. */
export function drillUp<T extends NetworkPlace>(filters: T, level: DrillLevel): T {
  switch (level) {
    case 'top':
      return { ...filters, region: '', area_code: '', dealer_id: '' };
    case 'region':
      return { ...filters, area_code: '', dealer_id: '' };
    case 'area':
      return { ...filters, dealer_id: '' };
    case 'dealer':
      return filters;
  }
}
