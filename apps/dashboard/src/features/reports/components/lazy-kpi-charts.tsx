import { type ComponentProps, Suspense, lazy } from 'react';
import { ChartSkeleton } from '../../../components/reports/chart-skeleton';
import type { AgeingChart as AgeingChartView } from './ageing-chart';
import type { AttainmentChart as AttainmentChartView } from './attainment-chart';
import type { DealerComparisonChart as DealerComparisonChartView } from './dealer-comparison-chart';
import type { StatusTrendChart as StatusTrendChartView } from './status-trend-chart';

const loadCharts = () => import('./kpi-dashboard-charts');

/**
 * Starts fetching the charts' code now (the route calls it as /app/main opens, so it comes in
 * alongside the profile and the report calls instead of after them).
 */
export function preloadKpiCharts(): void {
  loadCharts().catch(() => {
    // A failed preload is retried by the charts' own lazy import, which shows its failure.
  });
}

const LazyAgeing = lazy(() => loadCharts().then((module) => ({ default: module.AgeingChart })));
const LazyAttainment = lazy(() => loadCharts().then((module) => ({ default: module.AttainmentChart })));
const LazyDealerComparison = lazy(() => loadCharts().then((module) => ({ default: module.DealerComparisonChart })));
const LazyStatusTrend = lazy(() => loadCharts().then((module) => ({ default: module.StatusTrendChart })));

const skeleton = <ChartSkeleton height={300} />;

export function AgeingChart(props: ComponentProps<typeof AgeingChartView>) {
  return (
    <Suspense fallback={skeleton}>
      <LazyAgeing {...props} />
    </Suspense>
  );
}

export function AttainmentChart(props: ComponentProps<typeof AttainmentChartView>) {
  return (
    <Suspense fallback={skeleton}>
      <LazyAttainment {...props} />
    </Suspense>
  );
}

export function DealerComparisonChart(props: ComponentProps<typeof DealerComparisonChartView>) {
  return (
    <Suspense fallback={skeleton}>
      <LazyDealerComparison {...props} />
    </Suspense>
  );
}

export function StatusTrendChart(props: ComponentProps<typeof StatusTrendChartView>) {
  return (
    <Suspense fallback={skeleton}>
      <LazyStatusTrend {...props} />
    </Suspense>
  );
}
