import Box from '@mui/material/Box';
import type { KpiReportRow } from '@voc/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartSkeleton } from '../../../components/reports/chart-skeleton';
import { useTimeAxis } from '../../../components/reports/time-axis';
import { formatMonthKey } from '../../../lib/reports/number-format';
import { RATE_KPIS } from '../utils/kpi-measures';
import { KPI_TREND_COLORS } from '../utils/kpi-trend-palette';
import { useChartTooltipStyle } from '../../../components/charts/chart-tooltip-style';

/** The chart's width that is not plot: the right margin and the value axis. */
const TREND_INSET_PX = 16 + 44;

/** Every rate KPI month by month (a gap where a month decided nothing). */
export function KpiTrendChart({ months, label }: { months: readonly KpiReportRow[] | undefined; label: string }) {
  const tooltipStyle = useChartTooltipStyle();
  const { t, i18n } = useTranslation();
  const rows = useMemo(
    () => (months ?? []).map((row) => ({ month: formatMonthKey(row.key, i18n.language), ...Object.fromEntries(RATE_KPIS.map((kpi) => [kpi, row[kpi].rate])) })),
    [months, i18n.language],
  );
  const time = useTimeAxis(
    useMemo(() => rows.map((row) => row.month), [rows]),
    TREND_INSET_PX,
  );
  if (!months) return <ChartSkeleton height={260} />;
  return (
    <Box ref={time.ref} role="img" aria-label={label} className="kpi-trend-chart" sx={{ width: '100%', height: 260 }}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" {...time.axis} />
          <YAxis domain={[0, 100]} unit="%" tick={{ fontSize: 11 }} width={44} />
          <Tooltip {...tooltipStyle} formatter={(value) => (typeof value === 'number' ? `${value}%` : '–')} />
          <Legend wrapperStyle={{ fontSize: 11 }} />
          {RATE_KPIS.map((kpi) => (
            <Line key={kpi} type="monotone" dataKey={kpi} name={t(`kpi.${kpi}`)} stroke={KPI_TREND_COLORS[kpi]} strokeWidth={2} dot={{ r: 2 }} connectNulls={false} isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
