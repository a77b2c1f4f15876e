import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { OpenTicketsSummary } from '@voc/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartSkeleton } from '../../../components/reports/chart-skeleton';
import { CategoryTickText, useCategoryAxis } from '../../../components/reports/category-axis';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, type XAxisTickContentProps, YAxis } from 'recharts';
import { AGE_BUCKETS, type AgeBucket, ageingBars } from '../utils/chart-data';
import { formatCount } from '../../../lib/reports/number-format';
import { useChartTooltipStyle } from '../../../components/charts/chart-tooltip-style';

const isKnownBucket = (bucket: string): bucket is AgeBucket => (AGE_BUCKETS as readonly string[]).includes(bucket);

/** Open tickets by how long ago they arrived (KPI4a wants them closed within 5 days). */
export function AgeingChart({ summary }: { summary: Pick<OpenTicketsSummary, 'ageing'> | undefined }) {
  const tooltipStyle = useChartTooltipStyle();
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const locale = i18n.language;
  const data = useMemo(
    () => (summary ? ageingBars(summary).map((entry) => ({ ...entry, name: isKnownBucket(entry.bucket) ? t(`kpiDashboard.age.${entry.bucket}`) : entry.bucket })) : []),
    [summary, t],
  );
  const names = useMemo(() => data.map((entry) => entry.name), [data]);
  // The plot is the frame less the margins (8 px right) and the value axis (44 px).
  const axis = useCategoryAxis(names, 52);
  if (!summary) return <ChartSkeleton height={300} />;
  const renderTick = ({ x, y, payload }: XAxisTickContentProps) => (
    <g transform={`translate(${x},${y})`}>
      <CategoryTickText layout={axis.layout} full={names[payload.index] ?? String(payload.value)} shown={axis.shown(payload.index)} fill={theme.palette.text.secondary} />
    </g>
  );
  return (
    <Box ref={axis.ref} role="img" aria-label={t('kpiDashboard.ageing.label')} sx={{ width: '100%', height: 270 + axis.layout.height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 20, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" interval={axis.layout.interval} tick={renderTick} height={axis.layout.height} />
          <YAxis allowDecimals={false} width={44} tickFormatter={(value: number) => formatCount(value, locale)} />
          <Tooltip {...tooltipStyle} formatter={(value) => [formatCount(typeof value === 'number' ? value : null, locale), t('kpiDashboard.count')]} cursor={{ fill: theme.palette.action.hover }} />
          <Bar dataKey="count" name={t('kpiDashboard.count')} fill={theme.palette.primary.main} isAnimationActive={false} maxBarSize={64}>
            <LabelList dataKey="count" position="top" fontSize={12} formatter={(value) => formatCount(typeof value === 'number' ? value : null, locale)} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
