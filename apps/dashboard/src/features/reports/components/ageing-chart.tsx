import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { OpenTicketsSummary } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { ChartSkeleton } from '../../../components/reports/chart-skeleton';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AGE_BUCKETS, type AgeBucket, ageingBars } from '../utils/chart-data';
import { formatCount } from '../../../lib/reports/number-format';

const isKnownBucket = (bucket: string): bucket is AgeBucket => (AGE_BUCKETS as readonly string[]).includes(bucket);

/** Open tickets by how long ago they arrived (KPI4a wants them closed within 5 days). */
export function AgeingChart({ summary }: { summary: Pick<OpenTicketsSummary, 'ageing'> | undefined }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const locale = i18n.language;
  if (!summary) return <ChartSkeleton height={300} />;
  const data = ageingBars(summary).map((entry) => ({ ...entry, name: isKnownBucket(entry.bucket) ? t(`kpiDashboard.age.${entry.bucket}`) : entry.bucket }));
  return (
    <Box role="img" aria-label={t('kpiDashboard.ageing.label')} sx={{ width: '100%', height: 300 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 20, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" interval={0} tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} width={44} tickFormatter={(value: number) => formatCount(value, locale)} />
          <Tooltip formatter={(value) => [formatCount(typeof value === 'number' ? value : null, locale), t('kpiDashboard.count')]} cursor={{ fill: theme.palette.action.hover }} />
          <Bar dataKey="count" name={t('kpiDashboard.count')} fill={theme.palette.primary.main} isAnimationActive={false} maxBarSize={64}>
            <LabelList dataKey="count" position="top" fontSize={12} formatter={(value) => formatCount(typeof value === 'number' ? value : null, locale)} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
