import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../lib/store/store-hooks';
import { authApi } from '../../../lib/session/auth-api';
import { sessionExpired } from '../../../lib/session/auth-slice';
import { profileFailureEndsSession } from '../../../lib/session/session-end';
import { appShown } from '../../../lib/first-view/first-view-handover';

/**
 * First entry to /app with a stored session but no user yet: fetch the profile (SPEC.md §2).
 * Only a 401 (expired or revoked token) drops the stored session and signs out (SPEC.md §4 read
 * with issue 16): a request aborted by a reload or Back, a network failure or a server error
 * keeps the session and offers to try again.
 */
export function ProfileLoader() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // The call itself is made (and kept) by the route around this page, which starts it before this
  // page's code is in; here its state is read, so an early failure is not asked for a second time.
  const { error, isError, isFetching } = authApi.endpoints.getProfile.useQueryState();
  const refetch = () => dispatch(authApi.endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }));
  const tokenRefused = isError && profileFailureEndsSession(error);

  useEffect(() => {
    if (tokenRefused) dispatch(sessionExpired());
  }, [dispatch, tokenRefused]);
  const offersRetry = isError && !tokenRefused && !isFetching;
  useEffect(() => {
    // A light first view of /app/main in front (issue 15) gives way to the failure.
    if (offersRetry) appShown();
  }, [offersRetry]);

  if (offersRetry) {
    return (
      <Stack role="alert" spacing={2} sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }}>
        <Typography>{t('profile.failed')}</Typography>
        <Button variant="contained" onClick={() => void refetch()}>
          {t('profile.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack role="status" spacing={2} sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-hidden />
      <Typography>{t('profile.loading')}</Typography>
    </Stack>
  );
}
