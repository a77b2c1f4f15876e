import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** A chart's place while its numbers load: never "No data found" for an answer not yet come. */
export function ChartSkeleton({ height = 300 }: { height?: number }) {
  const { t } = useTranslation();
  return <Skeleton variant="rounded" height={height} role="progressbar" aria-label={t('common.loading')} data-testid="chart-skeleton" />;
}
