import Skeleton from '@mui/material/Skeleton';
import { type ComponentProps, Suspense, lazy } from 'react';
import type { KpiDashboardFilters as KpiDashboardFiltersView } from './kpi-dashboard-filters';

const LazyKpiDashboardFilters = lazy(() => import('./kpi-dashboard-filters').then((module) => ({ default: module.KpiDashboardFilters })));

/**
 * The KPI dashboard's filters, their code (pickers, autocomplete, popper, the phone's drawer)
 * fetched apart: the dashboard mounts, and its report calls start, without waiting for it. A
 * placeholder of their height meanwhile (the form; a phone's "Filters" button), so little moves.
 */
export function KpiDashboardFilters(props: ComponentProps<typeof KpiDashboardFiltersView>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" sx={{ height: { xs: 36, sm: 74 } }} />}>
      <LazyKpiDashboardFilters {...props} />
    </Suspense>
  );
}
