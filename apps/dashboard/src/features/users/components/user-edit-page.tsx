import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGetUserQuery } from '../api/users-api';
import { userFormValuesOf } from '../utils/user-form-values';
import { USER_SEARCH_PATH } from '../utils/user-paths';
import { UserForm } from './user-form';
import { UserHistoryCard } from './user-history-card';
import { UserPageHeader } from './user-page-header';

interface UserEditPageProps {
  userId: string;
  listTitle: string;
  /** The signed-in user's id: their own type, status, groups and permissions are not theirs to change. */
  selfId: string;
  dealerPath?: (dealerId: string) => string;
  /** Shown when there is no such user (404). */
  notFound: ReactNode;
}

/** `/app/user/{id}` (SPEC.md §2 "user create/edit with permissions"): the form, then the change history. */
export function UserEditPage({ userId, listTitle, selfId, dealerPath, notFound }: UserEditPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user, error, isLoading } = useGetUserQuery(userId);

  if (isLoading) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  if (!user) {
    const missing = error && 'status' in error && (error.status === 404 || error.status === 400);
    return missing ? notFound : <Alert severity="error">{t('errors.internal')}</Alert>;
  }

  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Stack spacing={2}>
      <UserPageHeader title={t('users.edit.title', { name })} listTitle={listTitle} user={user} dealerPath={dealerPath} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2, alignItems: 'start' }}>
        <UserForm
          key={user.updated_at}
          mode="edit"
          userId={user._id}
          userName={name}
          self={user._id === selfId}
          initial={userFormValuesOf(user)}
          onSaved={() => undefined}
          onCancel={() => navigate(USER_SEARCH_PATH)}
        />
        <UserHistoryCard history={user.history} dealer={user.dealer} />
      </Box>
    </Stack>
  );
}
