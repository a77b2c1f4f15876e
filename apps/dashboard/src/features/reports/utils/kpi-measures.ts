/** The KPIs with a deadline, each a share of tickets that met it (SPEC.md §9). KPI4 is an average. */
export const RATE_KPIS = ['kpi2a', 'kpi2', 'kpi3', 'kpi4a', 'kpi5a', 'kpi5b', 'kpi5c'] as const;
export type RateKpi = (typeof RATE_KPIS)[number];

/** Every KPI the legend explains, in the report's column order. */
export const LEGEND_KPIS = ['kpi2a', 'kpi2', 'kpi3', 'kpi4a', 'kpi4a_dealer', 'kpi4', 'kpi5a', 'kpi5b', 'kpi5c'] as const;

/** The dealer's own KPI4a (issue 31): KPI4a counting only the time the dealer held the ticket, shown beside KPI4a. */
export const DEALER_KPI = 'kpi4a_dealer' as const;
