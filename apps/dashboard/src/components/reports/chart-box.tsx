import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactElement, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveContainer } from 'recharts';
import { ChartSkeleton } from './chart-skeleton';

interface ChartBoxProps<D> {
  /** Names the chart (an image to a screen reader). */
  label: string;
  height: number;
  /** The chart's numbers; undefined until they come. */
  data: D | undefined;
  /** Whether the numbers hold nothing to draw. */
  empty?: (data: D) => boolean;
  /** The box whose width a time axis measures. */
  measureRef?: Ref<HTMLDivElement>;
  /** The chart of the numbers. */
  chart: (data: D) => ReactElement;
}

/** A chart's box: a skeleton while its numbers load (never "No data" for an answer not yet come), "No data" when they hold none, else the chart at the box's size. */
export function ChartBox<D>({ label, height, data, empty, measureRef, chart }: ChartBoxProps<D>) {
  const { t } = useTranslation();
  return (
    <Box ref={measureRef} role="img" aria-label={label} sx={{ width: '100%', height }}>
      {data === undefined ? (
        <ChartSkeleton height={height} />
      ) : empty?.(data) ? (
        // About the middle of the box.
        <Typography color="text.secondary" sx={{ pt: (height - 60) / 20, textAlign: 'center' }}>
          {t('errors.noData')}
        </Typography>
      ) : (
        <ResponsiveContainer width="100%" height="100%">
          {chart(data)}
        </ResponsiveContainer>
      )}
    </Box>
  );
}
