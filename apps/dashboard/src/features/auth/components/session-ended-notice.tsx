import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/store/store-hooks';
import { selectSessionEnded } from '../../../lib/session/auth-slice';

/** On the sign-in page after the session ended by itself (401 from the profile): say why. */
export function SessionEndedNotice() {
  const { t } = useTranslation();
  const ended = useAppSelector(selectSessionEnded);
  if (!ended) return null;
  return (
    <Alert severity="info" role="status">
      {t('auth.sessionEnded')}
    </Alert>
  );
}
