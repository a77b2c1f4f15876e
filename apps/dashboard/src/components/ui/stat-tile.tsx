import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface StatTileProps {
  label: string;
  /** undefined while loading (a skeleton is shown). */
  value: string | undefined;
  hint?: string;
  tone?: 'default' | 'error' | 'warning';
  /** A figure to compare with (a dealer's area, say), under the hint. */
  compare?: string;
}

/** One key figure of a dashboard or report: a list item labelled by its title. */
export function StatTile({ label, value, hint, tone = 'default', compare }: StatTileProps) {
  const labelId = useId();
  const color = tone === 'error' ? 'error.main' : tone === 'warning' ? 'warning.dark' : 'text.primary';
  return (
    <Paper component="li" variant="outlined" aria-labelledby={labelId} sx={{ p: 2, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {value === undefined ? (
        <Skeleton variant="text" width="60%" sx={{ fontSize: '2.125rem' }} />
      ) : (
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, color, lineHeight: 1.2 }}>
          {value}
        </Typography>
      )}
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
      {compare && (
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
          {compare}
        </Typography>
      )}
    </Paper>
  );
}
