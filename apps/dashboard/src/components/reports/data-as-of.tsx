import RefreshIcon from '@mui/icons-material/Refresh';
import ScheduleIcon from '@mui/icons-material/Schedule';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-format';
import { formatCount } from '../../lib/reports/number-format';

interface DataAsOfProps {
  /** The projections' freshness of the answer (ISO instant); null or undefined when unknown. */
  asOf: string | null | undefined;
  /** Ticket changes the reports have not taken in yet. */
  pending?: number;
  onRefresh?: () => void;
}

/**
 * "ข้อมูล ณ … (Data as of …)": reports read projections that follow the ticket log a moment
 * behind, so every report says how fresh its numbers are, in Bangkok time.
 */
export function DataAsOf({ asOf, pending = 0, onRefresh }: DataAsOfProps) {
  const { t, i18n } = useTranslation();
  const when = formatDateTime(asOf);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', minHeight: 34 }}>
      <ScheduleIcon fontSize="small" aria-hidden />
      <Typography variant="body2" component="p" data-testid="data-as-of">
        {when ? t('reports.dataAsOf', { when }) : t('reports.dataAsOf.unknown')}
        {pending > 0 && ` · ${t('reports.dataLag', { shown: formatCount(pending, i18n.language) })}`}
      </Typography>
      {onRefresh && (
        <Tooltip title={t('reports.refresh')}>
          <IconButton size="small" onClick={onRefresh} aria-label={t('reports.refresh')}>
            <RefreshIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
