import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { TicketActivityView } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { activityText } from '../utils/activity-text';

interface OthersChangesNoticeProps {
  changes: TicketActivityView[];
  /** Reads the ticket again (the notice then goes: the page is current). */
  onShowLatest: () => void;
}

/** "Someone else changed this ticket" (issue 32): who changed what, before the user saves over it. */
export function OthersChangesNotice({ changes, onShowLatest }: OthersChangesNoticeProps) {
  const { t } = useTranslation();
  if (changes.length === 0) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="others-changes"
      action={
        <Button color="inherit" size="small" onClick={onShowLatest}>
          {t('tickets.live.showLatest')}
        </Button>
      }
    >
      <strong>{t('tickets.live.title')}</strong>
      <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
        {changes.slice(0, 5).map((entry) => (
          <li key={entry.position}>
            {t('tickets.live.entry', { name: entry.actor_name ?? t('tickets.activity.system'), what: activityText(entry, t), at: formatDateTime(entry.occurred_at) })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
