import SyncIcon from '@mui/icons-material/Sync';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SurveySyncState, SurveyType } from '@voc/contracts';
import { USER_MANAGERS } from '@voc/domain';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { useSignedInUser } from '../../../lib/session/use-signed-in-user';
import { useTranslateMessage } from '../../../i18n/use-translate-message';

// The list is csn's and opened rarely: its table and pager stay out of the dashboard's first load.
const SurveyHeldItemsDialog = lazy(() => import('./survey-held-items-dialog').then((m) => ({ default: m.SurveyHeldItemsDialog })));

/**
 * "Survey service last synced …": survey figures are only as fresh as the last sync with the car
 * maker's survey service. When the last attempt failed, it says so with the failure in words; when
 * the sync holds items (unknown dealer, unreadable), it says how many, and csn may list them.
 */
export function SurveySyncStatus({ sync, type }: { sync: SurveySyncState | undefined; type?: SurveyType }) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const user = useSignedInUser();
  const [listOpen, setListOpen] = useState(false);
  if (!sync) return null;
  const failed = sync.last_error !== null;
  const text = failed
    ? t('surveyReports.sync.failed', { when: formatDateTime(sync.last_attempt_at) || '–', error: translateMessage(sync.last_error ?? '') })
    : sync.last_success_at
      ? t('surveyReports.sync.lastSuccess', { when: formatDateTime(sync.last_success_at) })
      : t('surveyReports.sync.never');
  const held = sync.held_items ?? 0;
  const mayList = type !== undefined && USER_MANAGERS.includes(user.type);
  return (
    <Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: failed ? 'warning.dark' : 'text.secondary', minHeight: 34 }}>
        {failed ? <SyncProblemIcon fontSize="small" aria-hidden /> : <SyncIcon fontSize="small" aria-hidden />}
        <Typography variant="body2" component="p" data-testid="survey-sync">
          {text}
        </Typography>
      </Stack>
      {held > 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'warning.dark' }}>
          <Typography variant="body2" component="p" data-testid="survey-held">
            {t('surveyReports.held.count', { count: held })}
          </Typography>
          {mayList && (
            <Button size="small" onClick={() => setListOpen(true)}>
              {t('surveyReports.held.show')}
            </Button>
          )}
        </Stack>
      )}
      {mayList && listOpen && (
        <Suspense fallback={null}>
          <SurveyHeldItemsDialog type={type} open={listOpen} onClose={() => setListOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
