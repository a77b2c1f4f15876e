import Box from '@mui/material/Box';
import type { KpiReportRow } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartSkeleton } from '../../../components/reports/chart-skeleton';
import { formatMonthKey } from '../../../lib/reports/number-format';
import { RATE_KPIS } from '../utils/kpi-measures';
import { KPI_TREND_COLORS } from '../utils/kpi-trend-palette';

/** Every rate KPI month by month (a gap where a month decided nothing). */
export function KpiTrendChart({ months, label }: { months: readonly KpiReportRow[] | undefined; label: string }) {
  const { t, i18n } = useTranslation();
  if (!months) return <ChartSkeleton height={260} />;
  const rows = months.map((row) => ({ month: formatMonthKey(row.key, i18n.language), ...Object.fromEntries(RATE_KPIS.map((kpi) => [kpi, row[kpi].rate])) }));
  return (
    <Box role="img" aria-label={label} className="kpi-trend-chart" sx={{ width: '100%', height: 260 }}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tick={{ fontSize: 11 }} />
          <YAxis domain={[0, 100]} unit="%" tick={{ fontSize: 11 }} width={44} />
          <Tooltip formatter={(value) => (typeof value === 'number' ? `${value}%` : '–')} />
          <Legend wrapperStyle={{ fontSize: 11 }} />
          {RATE_KPIS.map((kpi) => (
            <Line key={kpi} type="monotone" dataKey={kpi} name={t(`kpi.${kpi}`)} stroke={KPI_TREND_COLORS[kpi]} strokeWidth={2} dot={{ r: 2 }} connectNulls={false} isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
