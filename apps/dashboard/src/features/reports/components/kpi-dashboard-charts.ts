// The KPI dashboard's charts (recharts), one chunk fetched apart from the dashboard: the key
// figures show without waiting for it (lazy-kpi-charts.tsx).
export { AgeingChart } from './ageing-chart';
export { AttainmentChart } from './attainment-chart';
export { DealerComparisonChart } from './dealer-comparison-chart';
export { StatusTrendChart } from './status-trend-chart';
