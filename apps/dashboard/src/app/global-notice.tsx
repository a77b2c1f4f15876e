import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslateMessage } from '../i18n/use-translate-message';
import { useAppDispatch, useAppSelector } from '../lib/store/store-hooks';
import { noticeClosed, selectNotice } from '../lib/store/ui-slice';

const SHOWN_MS = 6000;

/** The store's passing success notice: a corner message that blocks nothing and goes by itself. */
export function GlobalNotice() {
  const dispatch = useAppDispatch();
  const translate = useTranslateMessage();
  const notice = useAppSelector(selectNotice);
  const close = () => dispatch(noticeClosed());
  return (
    <Snackbar open={notice !== null} autoHideDuration={SHOWN_MS} onClose={(_event, reason) => reason !== 'clickaway' && close()} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity="success" variant="filled" onClose={close} role="status" sx={{ width: '100%' }}>
        {notice ? translate(notice.text ?? '', notice.params) : ''}
      </Alert>
    </Snackbar>
  );
}
