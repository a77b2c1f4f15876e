import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { AlertView } from '@voc/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { useCloseAlertMutation } from '../api/alerts-api';
// The alerts pages' Thai texts load with their code (not with /app/main's first load).
import '../../../i18n/alerts-texts';

/** Close an alert with a note saying what was done (required; the api's field message shows under the box). */
export function CloseAlertDialog({ alert, onDone }: { alert: AlertView | null; onDone: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [close, closing] = useCloseAlertMutation();

  const submit = async () => {
    if (!alert) return;
    if (!note.trim()) {
      setError(translate('errors.field.required'));
      return;
    }
    const answer = await close({ id: alert.id, note: note.trim() });
    if ('error' in answer && answer.error) {
      const details = (answer.error as { data?: { error?: { details?: Array<{ field: string; message: string }> } } }).data?.error?.details;
      const field = details?.find((d) => d.field === 'note');
      if (field) setError(translate(field.message));
      return;
    }
    setNote('');
    setError(null);
    onDone();
  };

  return (
    <Dialog open={alert !== null} onClose={onDone} fullWidth maxWidth="sm" aria-labelledby="close-alert-title">
      <DialogTitle id="close-alert-title">{t('alerts.close.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          multiline
          minRows={3}
          fullWidth
          required
          margin="dense"
          label={t('alerts.close.note')}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            if (error) setError(null);
          }}
          error={error !== null}
          helperText={error ?? t('alerts.close.noteHint')}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone} disabled={closing.isLoading}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={closing.isLoading}>
          {t('alerts.close.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
