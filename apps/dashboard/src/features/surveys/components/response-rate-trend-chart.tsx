import { useTheme } from '@mui/material/styles';
import type { ResponseRateReport } from '@voc/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox } from '../../../components/reports/chart-box';
import { useTimeAxis } from '../../../components/reports/time-axis';
import { formatCount, formatPercent } from '../../../lib/reports/number-format';
import { formatTrendKey, trendStep } from '../utils/trend-keys';
import { useChartTooltipStyle } from '../../../components/charts/chart-tooltip-style';

/** The chart's width that is not plot: the right margin and the two value axes. */
const TREND_INSET_PX = 8 + 48 + 52;

/** Surveys sent (bars) and the response rate (the red line, right axis) per day or month of the range. */
export function ResponseRateTrendChart({ report }: { report: Pick<ResponseRateReport, 'from' | 'to' | 'trend'> | undefined }) {
  const tooltipStyle = useChartTooltipStyle();
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const locale = i18n.language;
  const step = report ? trendStep(report.from, report.to) : 'month';
  const label = (key: unknown) => formatTrendKey(String(key), step, locale);
  const time = useTimeAxis(
    useMemo(() => (report?.trend ?? []).map((point) => formatTrendKey(point.key, step, locale)), [report, step, locale]),
    TREND_INSET_PX,
  );
  return (
    <ChartBox
      label={t('responseRate.trend.label')}
      height={300}
      data={report}
      empty={(answer) => answer.trend.length === 0}
      measureRef={time.ref}
      chart={(answer) => (
        <ComposedChart data={answer.trend} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="key" tickFormatter={label} {...time.axis} />
          <YAxis yAxisId="count" allowDecimals={false} width={48} tickFormatter={(value: number) => formatCount(value, locale)} />
          <YAxis yAxisId="rate" orientation="right" domain={[0, 100]} width={52} tickFormatter={(value: number) => formatPercent(value, locale)} />
          <Tooltip {...tooltipStyle}
            labelFormatter={label}
            formatter={(value, name, item) => [item.dataKey === 'rate' ? formatPercent(typeof value === 'number' ? value : null, locale) : formatCount(typeof value === 'number' ? value : null, locale), name]}
          />
          <Legend />
          <Bar yAxisId="count" dataKey="sent" name={t('responseRate.col.sent')} fill={theme.palette.grey[400]} isAnimationActive={false} />
          <Line yAxisId="rate" dataKey="rate" name={t('responseRate.col.rate')} stroke={theme.palette.primary.main} strokeWidth={3} dot={{ r: 3 }} connectNulls={false} isAnimationActive={false} />
        </ComposedChart>
      )}
    />
  );
}
