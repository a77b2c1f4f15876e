import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PagedResultsProps {
  /** How many the list holds, once known. */
  total: number | undefined;
  /** The count in words ("12 dealers"). */
  totalText: (total: number) => string;
  loading: boolean;
  /** The page of rows (a paged table). */
  children: ReactNode;
}

/**
 * The frame of a server-paged list: how many it holds (a status line a screen reader hears), a
 * bar while a page loads (its place kept when idle, so the rows never jump), then the rows.
 */
export function PagedResults({ total, totalText, loading, children }: PagedResultsProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Stack direction="row" sx={{ px: 2, py: 1 }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {total === undefined ? t('common.loading') : totalText(total)}
        </Typography>
      </Stack>
      {loading ? <LinearProgress aria-label={t('common.loading')} /> : <LinearProgress variant="determinate" value={0} sx={{ visibility: 'hidden' }} aria-hidden />}
      {children}
    </Paper>
  );
}
