import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '../../../lib/reports/number-format';

export interface VocBar {
  key: string;
  /** The whole label (the tooltip's). */
  name: string;
  now: number;
  previous: number;
}

/** An axis label short enough to sit under its bar: a dealer's code, or the first characters. */
function shortLabel(name: string): string {
  const code = /^[A-Z]\d{3,}\b/.exec(name)?.[0];
  if (code) return code;
  return name.length > 14 ? `${name.slice(0, 13)}…` : name;
}

const PREVIOUS_COLOR = '#9e9e9e';

/** Bars of the period (red) beside the previous period (grey); a click on a bar opens it when `onOpen` is given. */
export function VocBarChart({ bars, label, onOpen }: { bars: readonly VocBar[]; label: string; onOpen?: (key: string) => void }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const count = (value: unknown) => formatCount(typeof value === 'number' ? value : null, i18n.language);
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', height: 300 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...bars]} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" interval={0} tick={{ fontSize: 11 }} tickFormatter={(value: string) => shortLabel(value)} />
          <YAxis allowDecimals={false} width={48} tickFormatter={(value: number) => count(value)} />
          <Tooltip formatter={(value, name) => [count(value), name]} />
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
