/** The KPIs with a deadline, each a share of tickets that met it (SPEC.md §9). KPI4 is an average. */
export const RATE_KPIS = ['kpi2a', 'kpi2', 'kpi3', 'kpi4a', 'kpi5a', 'kpi5b', 'kpi5c'] as const;
export type RateKpi = (typeof RATE_KPIS)[number];

/** Every KPI the legend explains, in the report's column order. */
export const LEGEND_KPIS = ['kpi2a', 'kpi2', 'kpi3', 'kpi4a', 'kpi4', 'kpi5a', 'kpi5b', 'kpi5c'] as const;
