import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import type { KpiReportRow } from '@voc/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, type XAxisTickContentProps, YAxis } from 'recharts';
import { CategoryTickText, useCategoryAxis } from '../../../components/reports/category-axis';
import { comparisonRows } from '../utils/chart-data';
import { formatPercent, formatPoints } from '../../../lib/reports/number-format';
import { SECONDARY_SERIES_COLOR } from '../utils/status-palette';
import { useChartTooltipStyle } from '../../../components/charts/chart-tooltip-style';

interface DealerComparisonChartProps {
  dealer: KpiReportRow | undefined;
  area: KpiReportRow | undefined;
  areaCode: string;
}

/** A dealer's KPI rates (red) next to its area's (grey), then the same as a table with the difference. */
export function DealerComparisonChart({ dealer, area, areaCode }: DealerComparisonChartProps) {
  const tooltipStyle = useChartTooltipStyle();
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const locale = i18n.language;
  const rows = useMemo(() => comparisonRows(dealer, area), [dealer, area]);
  const data = useMemo(() => rows.map((row) => ({ ...row, name: t(`kpi.${row.kpi}`) })), [rows, t]);
  const dealerName = t('kpiDashboard.compare.dealer');
  const areaName = t('kpiDashboard.compare.area', { area: areaCode });
  const names = useMemo(() => data.map((entry) => entry.name), [data]);
  // The plot is the frame less the margins (16 px right) and the value axis (52 px).
  const axis = useCategoryAxis(names, 68);
  const renderTick = ({ x, y, payload }: XAxisTickContentProps) => (
    <g transform={`translate(${x},${y})`}>
      <CategoryTickText layout={axis.layout} full={names[payload.index] ?? String(payload.value)} shown={axis.shown(payload.index)} fill={theme.palette.text.secondary} />
    </g>
  );
  const percent = (value: unknown) => formatPercent(typeof value === 'number' ? value : null, locale);
  return (
    <>
      <Box ref={axis.ref} role="img" aria-label={t('kpiDashboard.compare.label', { area: areaCode })} sx={{ width: '100%', height: 270 + axis.layout.height }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" interval={axis.layout.interval} tick={renderTick} height={axis.layout.height} />
            <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} width={52} tickFormatter={(value: number) => percent(value).replace(/[.,]0(?=\D*$)/, '')} />
            <Tooltip {...tooltipStyle} formatter={(value, name) => [percent(value), name]} />
            <Legend />
            <Bar dataKey="dealer" name={dealerName} fill={theme.palette.primary.main} isAnimationActive={false} maxBarSize={36} />
            <Bar dataKey="area" name={areaName} fill={SECONDARY_SERIES_COLOR} isAnimationActive={false} maxBarSize={36} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Table size="small" aria-label={t('kpiDashboard.compare.title', { area: areaCode })} sx={{ mt: 1, '& td, & th': { textAlign: 'right' }, '& th[scope="row"], & thead th:first-of-type': { textAlign: 'left' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('kpiDashboard.compare.kpi')}</TableCell>
            <TableCell>{dealerName}</TableCell>
            <TableCell>{areaName}</TableCell>
            <TableCell>{t('kpiDashboard.compare.difference')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.kpi}>
              <TableCell component="th" scope="row">
                {t(`kpi.${row.kpi}`)} · {t(`kpi.${row.kpi}.title`)}
              </TableCell>
              <TableCell>{formatPercent(row.dealer, locale)}</TableCell>
              <TableCell>{formatPercent(row.area, locale)}</TableCell>
              <TableCell sx={{ color: row.difference === null || row.difference === 0 ? 'text.secondary' : row.difference > 0 ? 'success.dark' : 'error.main', fontWeight: 600 }}>
                {formatPoints(row.difference, locale)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
