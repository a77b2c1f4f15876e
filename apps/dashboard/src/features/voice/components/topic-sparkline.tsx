import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Line, LineChart, YAxis } from 'recharts';

/** A topic's share per month, drawn small beside its row; the row's text says the figures, so the drawing is decoration. */
export function TopicSparkline({ points }: { points: Array<{ month: string; share: number | null }> }) {
  const theme = useTheme();
  if (points.length < 2) return null;
  return (
    <Box aria-hidden sx={{ width: 96, height: 28 }}>
      <LineChart accessibilityLayer={false} width={96} height={28} data={points} margin={{ top: 2, right: 2, bottom: 2, left: 2 }}>
        <YAxis hide domain={[0, 'dataMax']} />
        <Line dataKey="share" stroke={theme.palette.primary.main} strokeWidth={2} dot={false} connectNulls={false} isAnimationActive={false} />
      </LineChart>
    </Box>
  );
}
