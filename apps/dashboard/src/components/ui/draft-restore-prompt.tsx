import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-format';

interface DraftRestorePromptProps {
  /** When the draft was last written. */
  savedAt: string;
  /** What the draft is, in a few words (a customer's name), if anything. */
  summary?: string;
  onRestore: () => void;
  onDiscard: () => void;
}

/** "An unsaved draft was found": restore it, or discard it. */
export function DraftRestorePrompt({ savedAt, summary, onRestore, onDiscard }: DraftRestorePromptProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Alert severity="warning" role="region" aria-labelledby={titleId}>
      <AlertTitle id={titleId}>{t('draft.title')}</AlertTitle>
      {t('draft.text', { time: formatDateTime(savedAt) })}
      {summary ? ` ${summary}` : ''}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onRestore}>
          {t('draft.restore')}
        </Button>
        <Button onClick={onDiscard} color="inherit">
          {t('draft.discard')}
        </Button>
      </Stack>
    </Alert>
  );
}
