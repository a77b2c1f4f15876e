import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/store-hooks';
import { useGetProfileQuery } from '../api/auth-api';
import { sessionExpired } from '../stores/auth-slice';

/**
 * First entry to /app with a stored session but no user yet: fetch the profile (SPEC.md §2).
 * If that fails the stored session is dropped and the user is signed out (SPEC.md §4).
 */
export function ProfileLoader() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { isError } = useGetProfileQuery();

  useEffect(() => {
    if (!isError) return;
    dispatch(sessionExpired());
  }, [dispatch, isError]);

  return (
    <Stack role="status" spacing={2} sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-hidden />
      <Typography>{t('profile.loading')}</Typography>
    </Stack>
  );
}
