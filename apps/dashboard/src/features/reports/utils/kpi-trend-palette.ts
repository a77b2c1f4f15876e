import type { RateKpi } from './kpi-measures';

/** One colour per KPI in the summary's trend (red stays the theme's, for nothing else). */
export const KPI_TREND_COLORS: Record<RateKpi, string> = {
  kpi2a: '#1565C0',
  kpi2: '#64B5F6',
  kpi3: '#6A1B9A',
  kpi4a: '#2E7D32',
  kpi5a: '#EF6C00',
  kpi5b: '#00838F',
  kpi5c: '#6D4C41',
};
