import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import type { StatusTrendPoint } from '@voc/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartBox } from '../../../components/reports/chart-box';
import { useTimeAxis } from '../../../components/reports/time-axis';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { TREND_STATUSES, type TrendRange, type TrendStatus, statusTrendRows } from '../utils/chart-data';
import { formatCount, formatDayKey } from '../../../lib/reports/number-format';
import { TREND_STATUS_COLORS } from '../utils/status-palette';
import { useChartTooltipStyle } from '../../../components/charts/chart-tooltip-style';

type Series = 'open' | TrendStatus;

/** The chart's width that is not plot: the right margin and the value axis. */
const TREND_INSET_PX = 16 + 48;

/** Completed (B) counts every ticket ever closed: it would flatten the others, so it starts hidden. */
const INITIALLY_SHOWN: Series[] = ['open', 'W', 'C', 'S', 'T', 'R'];

/** Tickets standing in each status at each day's end, with the open total as the red main line. */
/** `points` undefined while the answer is on its way: a skeleton, never "no data". */
export function StatusTrendChart({ points, range }: { points: readonly StatusTrendPoint[] | undefined; range: TrendRange }) {
  const tooltipStyle = useChartTooltipStyle();
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const locale = i18n.language;
  const rows = useMemo(() => (points ? statusTrendRows(points, range) : []), [points, range]);
  const [shown, setShown] = useState<Series[]>(INITIALLY_SHOWN);
  const time = useTimeAxis(
    useMemo(() => rows.map((row) => formatDayKey(row.day, locale)), [rows, locale]),
    TREND_INSET_PX,
  );
  const series: Array<{ key: Series; name: string; color: string }> = [
    { key: 'open', name: t('kpiDashboard.trend.open'), color: theme.palette.primary.main },
    ...TREND_STATUSES.map((status) => ({ key: status as Series, name: `${status} · ${t(`ticketStatus.${status}`)}`, color: TREND_STATUS_COLORS[status] })),
  ];
  const toggle = (key: Series) => setShown((current) => (current.includes(key) ? current.filter((k) => k !== key) : [...current, key]));

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap role="group" aria-label={t('kpiDashboard.trend.series')} sx={{ flexWrap: 'wrap' }}>
        {series.map((line) => {
          const on = shown.includes(line.key);
          return (
            <Chip
              key={line.key}
              size="small"
              label={line.name}
              onClick={() => toggle(line.key)}
              aria-pressed={on}
              variant={on ? 'filled' : 'outlined'}
              icon={<Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: on ? line.color : 'transparent', border: 2, borderColor: line.color, ml: '6px !important' }} />}
              sx={{ fontWeight: line.key === 'open' ? 700 : 400 }}
            />
          );
        })}
      </Stack>
      <ChartBox
        label={t('kpiDashboard.trend.label')}
        height={300}
        data={points}
        empty={() => rows.length === 0}
        measureRef={time.ref}
        chart={() => (
          <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={(day: string) => formatDayKey(day, locale)} {...time.axis} />
            <YAxis allowDecimals={false} width={48} tickFormatter={(value: number) => formatCount(value, locale)} />
            <Tooltip {...tooltipStyle}
              labelFormatter={(day) => formatDayKey(String(day), locale)}
              formatter={(value, name) => [formatCount(typeof value === 'number' ? value : null, locale), name]}
            />
            {series.map((line) => (
              <Line
                key={line.key}
                dataKey={line.key}
                name={line.name}
                stroke={line.color}
                strokeWidth={line.key === 'open' ? 3 : 1.5}
                dot={false}
                hide={!shown.includes(line.key)}
                isAnimationActive={false}
                connectNulls={false}
              />
            ))}
          </LineChart>
        )}
      />
    </Stack>
  );
}
