import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, type XAxisTickContentProps, YAxis } from 'recharts';
import { CategoryTickText, useCategoryAxis } from '../../../components/reports/category-axis';
import { formatCount } from '../../../lib/reports/number-format';
import { useChartTooltipStyle } from '../../../components/charts/chart-tooltip-style';

export interface VocBar {
  key: string;
  /** The whole label (the tooltip's). */
  name: string;
  now: number;
  previous: number;
}

const PREVIOUS_COLOR = '#9e9e9e';

/** Bars of the period (red) beside the previous period (grey); a click on a bar opens it when `onOpen` is given. */
export function VocBarChart({ bars, label, onOpen }: { bars: readonly VocBar[]; label: string; onOpen?: (key: string) => void }) {
  const tooltipStyle = useChartTooltipStyle();
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const count = (value: unknown) => formatCount(typeof value === 'number' ? value : null, i18n.language);
  const names = useMemo(() => bars.map((bar) => bar.name), [bars]);
  // The plot is the frame less the margins (16 px right) and the value axis (48 px).
  const axis = useCategoryAxis(names, 64);
  const renderTick = ({ x, y, payload }: XAxisTickContentProps) => (
    <g transform={`translate(${x},${y})`}>
      <CategoryTickText layout={axis.layout} full={names[payload.index] ?? String(payload.value)} shown={axis.shown(payload.index)} fill={theme.palette.text.secondary} />
    </g>
  );
  return (
    <Box ref={axis.ref} role="img" aria-label={label} sx={{ width: '100%', height: 270 + axis.layout.height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...bars]} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" interval={axis.layout.interval} tick={renderTick} height={axis.layout.height} />
          <YAxis allowDecimals={false} width={48} tickFormatter={(value: number) => count(value)} />
          <Tooltip {...tooltipStyle} formatter={(value, name) => [count(value), name]} />
          <Legend />
          <Bar
            dataKey="now"
            name={t('vocReports.chart.now')}
            fill={theme.palette.primary.main}
            isAnimationActive={false}
            maxBarSize={36}
            cursor={onOpen ? 'pointer' : undefined}
            onClick={onOpen ? (data: { payload?: VocBar }) => data.payload && onOpen(data.payload.key) : undefined}
          />
          <Bar dataKey="previous" name={t('vocReports.chart.previous')} fill={PREVIOUS_COLOR} isAnimationActive={false} maxBarSize={36} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
