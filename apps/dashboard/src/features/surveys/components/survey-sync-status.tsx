import SyncIcon from '@mui/icons-material/Sync';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SurveySyncState } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { useTranslateMessage } from '../../../i18n/use-translate-message';

/**
 * "Survey service last synced …": survey figures are only as fresh as the last sync with the car
 * maker's survey service. When the last attempt failed, it says so with the failure in words.
 */
export function SurveySyncStatus({ sync }: { sync: SurveySyncState | undefined }) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  if (!sync) return null;
  const failed = sync.last_error !== null;
  const text = failed
    ? t('surveyReports.sync.failed', { when: formatDateTime(sync.last_attempt_at) || '–', error: translateMessage(sync.last_error ?? '') })
    : sync.last_success_at
      ? t('surveyReports.sync.lastSuccess', { when: formatDateTime(sync.last_success_at) })
      : t('surveyReports.sync.never');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: failed ? 'warning.dark' : 'text.secondary', minHeight: 34 }}>
      {failed ? <SyncProblemIcon fontSize="small" aria-hidden /> : <SyncIcon fontSize="small" aria-hidden />}
      <Typography variant="body2" component="p" data-testid="survey-sync">
        {text}
      </Typography>
    </Stack>
  );
}
