import Box from '@mui/material/Box';
import type { TicketStatus } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { STATUS_COLORS } from '../utils/status-colors';
import { REPORT_STATUSES } from '../utils/status-report-totals';
import { useChartTooltipStyle } from '../../../components/charts/chart-tooltip-style';

/** Tickets per status over all dealers, one coloured bar per status. */
export function StatusTotalsChart({ counts, label }: { counts: Record<TicketStatus, number>; label: string }) {
  const tooltipStyle = useChartTooltipStyle();
  const { t } = useTranslation();
  const data = REPORT_STATUSES.map((status) => ({ status, name: t(`ticketStatus.${status}`), count: counts[status] }));
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', height: 260 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="status" />
          <YAxis allowDecimals={false} width={48} />
          <Tooltip {...tooltipStyle} formatter={(value) => [value, t('statusReport.count')]} labelFormatter={(status) => `${status} · ${t(`ticketStatus.${status as TicketStatus}`)}`} />
          <Bar dataKey="count" isAnimationActive={false}>
            {data.map((entry) => (
              <Cell key={entry.status} fill={STATUS_COLORS[entry.status]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
