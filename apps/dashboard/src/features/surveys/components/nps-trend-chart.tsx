import { useTheme } from '@mui/material/styles';
import type { SurveyScoresReport } from '@voc/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox } from '../../../components/reports/chart-box';
import { useTimeAxis } from '../../../components/reports/time-axis';
import { formatMonthKey } from '../../../lib/reports/number-format';
import { formatNps } from './survey-score-tiles';
import { useChartTooltipStyle } from '../../../components/charts/chart-tooltip-style';

/** The chart's width that is not plot: the right margin and the value axis. */
const TREND_INSET_PX = 16 + 48;

/** NPS per month of the period (−100 to 100, zero marked). */
export function NpsTrendChart({ trend }: { trend: SurveyScoresReport['trend'] | undefined }) {
  const tooltipStyle = useChartTooltipStyle();
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const locale = i18n.language;
  const month = (key: unknown) => formatMonthKey(String(key), locale);
  const time = useTimeAxis(
    useMemo(() => (trend ?? []).map((point) => formatMonthKey(point.month, locale)), [trend, locale]),
    TREND_INSET_PX,
  );
  return (
    <ChartBox
      label={t('surveyScores.trend.label')}
      height={260}
      data={trend}
      empty={(points) => points.every((point) => point.nps === null)}
      measureRef={time.ref}
      chart={(points) => (
        <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tickFormatter={month} {...time.axis} />
          <YAxis domain={[-100, 100]} width={48} />
          <ReferenceLine y={0} stroke={theme.palette.grey[500]} />
          <Tooltip {...tooltipStyle} labelFormatter={month} formatter={(value, name) => [formatNps(typeof value === 'number' ? value : null, locale), name]} />
          <Line dataKey="nps" name={t('surveyScores.col.nps')} stroke={theme.palette.primary.main} strokeWidth={3} dot={{ r: 3 }} connectNulls={false} isAnimationActive={false} />
        </LineChart>
      )}
    />
  );
}
