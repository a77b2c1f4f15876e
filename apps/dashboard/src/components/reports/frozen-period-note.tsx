import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportFreeze } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-format';
import { formatCount } from '../../lib/reports/number-format';

interface FrozenPeriodNoteProps {
  freeze: ReportFreeze | null | undefined;
  /** The report's figures as they stand now (late changes in), one sentence; shown beside the final ones. */
  now?: string;
  /** One line beside the period (a page that must print on one sheet). */
  compact?: boolean;
}

/**
 * Month-end freezing on a report (issue 13): "final, frozen on …" over a period whose months have
 * closed, and the late changes next to the final figures, never inside them.
 */
export function FrozenPeriodNote({ freeze, now, compact = false }: FrozenPeriodNoteProps) {
  const { t, i18n } = useTranslation();
  if (!freeze || freeze.frozen_months.length === 0) return null;
  const when = formatDateTime(freeze.frozen_months[freeze.frozen_months.length - 1].frozen_on);
  const late = freeze.late_tickets > 0 ? t('reports.freeze.late', { count: formatCount(freeze.late_tickets, i18n.language) }) : t('reports.freeze.lateNone');
  if (compact) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }} data-testid="frozen-period">
        <LockIcon fontSize="small" aria-hidden />
        <Typography variant="body2" component="p" title={late}>
          {freeze.final ? t('reports.freeze.final', { when }) : t('reports.freeze.partial', { count: formatCount(freeze.frozen_months.length, i18n.language), when })}
        </Typography>
      </Stack>
    );
  }
  return (
    <Alert severity="info" icon={<LockIcon fontSize="inherit" />} data-testid="frozen-period" sx={{ my: 1 }}>
      <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
        {freeze.final ? t('reports.freeze.final', { when }) : t('reports.freeze.partial', { count: formatCount(freeze.frozen_months.length, i18n.language), when })}
      </Typography>
      <Typography variant="body2" component="p" data-testid="late-changes">
        {late}
        {freeze.late_tickets > 0 && now ? ` ${now}` : ''}
      </Typography>
    </Alert>
  );
}
