import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ReportGrouping } from '@voc/contracts';
import { type KeyboardEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartSkeleton } from '../../../components/reports/chart-skeleton';
import { CategoryTickText, useCategoryAxis } from '../../../components/reports/category-axis';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, type XAxisTickContentProps, YAxis } from 'recharts';
import type { AttainmentBar } from '../utils/chart-data';
import { formatCount, formatPercent } from '../../../lib/reports/number-format';

interface AttainmentChartProps {
  bars: AttainmentBar[];
  grouping: ReportGrouping;
  /** The KPI's name, for the accessible label. */
  kpiName: string;
  /** The whole scope's rate, drawn as a dashed line to read each bar against. */
  totalRate: number | null;
  onOpen: (bar: AttainmentBar) => void;
  /** No answer for these filters yet: a skeleton, not "no data". */
  loading?: boolean;
}

function BarTooltip({ active, payload }: { active?: boolean; payload?: ReadonlyArray<{ payload?: AttainmentBar }> }) {
  const { t, i18n } = useTranslation();
  const bar = payload?.[0]?.payload;
  if (!active || !bar) return null;
  return (
    <Paper elevation={3} sx={{ p: 1.5, maxWidth: 320 }}>
      <Typography variant="subtitle2">{bar.fullName}</Typography>
      <Typography variant="body2">
        {t('kpiDashboard.attainment.rate')}: <strong>{formatPercent(bar.rate, i18n.language)}</strong>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('reports.metOfDecided', { met: formatCount(bar.met, i18n.language), decided: formatCount(bar.decided, i18n.language) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('kpiDashboard.count')}: {formatCount(bar.tickets, i18n.language)}
      </Typography>
    </Paper>
  );
}

/**
 * One KPI's attainment per group as red bars. A bar, or its name under it (a button, so the
 * keyboard reaches it too), opens the next level.
 */
export function AttainmentChart({ bars, grouping, kpiName, totalRate, onOpen, loading = false }: AttainmentChartProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const locale = i18n.language;
  const names = useMemo(() => bars.map((bar) => bar.name), [bars]);
  // The plot is the frame less the margins (16 px right) and the value axis (52 px).
  const axis = useCategoryAxis(names, 68);
  const { layout } = axis;
  // The rates above the bars need about 44 px a bar to stay apart.
  const rateLabels = layout.angle === 0 && layout.maxLabelPx >= 44;

  const renderTick = ({ x, y, payload }: XAxisTickContentProps) => {
    const bar = bars[payload.index];
    if (!bar) return null;
    const open = () => bar.drillable && onOpen(bar);
    const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        open();
      }
    };
    return (
      <g
        transform={`translate(${x},${y})`}
        {...(bar.drillable
          ? { role: 'button', tabIndex: 0, 'aria-label': t('kpiDashboard.attainment.open', { name: bar.fullName }), onClick: open, onKeyDown, style: { cursor: 'pointer' } }
          : {})}
        className="attainment-tick"
      >
        <CategoryTickText layout={layout} full={bar.fullName} shown={axis.shown(payload.index)} fill={bar.drillable ? theme.palette.primary.dark : theme.palette.text.secondary} underline={bar.drillable} />
      </g>
    );
  };

  if (bars.length === 0 && loading) return <ChartSkeleton height={300} />;
  if (bars.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 8, textAlign: 'center' }}>
        {t('errors.noData')}
      </Typography>
    );
  }

  return (
    <Box
      ref={axis.ref}
      role="figure"
      aria-label={t('kpiDashboard.attainment.label', { kpi: kpiName })}
      data-grouping={grouping}
      sx={{ width: '100%', height: 270 + layout.height, '& .attainment-tick:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 } }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={bars} margin={{ top: 20, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="key" interval={layout.interval} tick={renderTick} height={layout.height} />
          <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} width={52} tickFormatter={(value: number) => formatPercent(value, locale).replace(/[.,]0(?=\D*$)/, '')} />
          <Tooltip content={<BarTooltip />} cursor={{ fill: theme.palette.action.hover }} />
          {totalRate !== null && <ReferenceLine y={totalRate} stroke={theme.palette.text.secondary} strokeDasharray="6 4" ifOverflow="extendDomain" />}
          <Bar dataKey="rate" fill={theme.palette.primary.main} isAnimationActive={false} maxBarSize={56} onClick={(_data, index) => bars[index] && bars[index].drillable && onOpen(bars[index])}>
            {bars.map((bar) => (
              <Cell key={bar.key} cursor={bar.drillable ? 'pointer' : 'default'} />
            ))}
            {rateLabels && <LabelList dataKey="rate" position="top" fontSize={12} formatter={(value) => formatPercent(typeof value === 'number' ? value : null, locale)} />}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
