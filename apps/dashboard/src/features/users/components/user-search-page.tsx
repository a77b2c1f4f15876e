import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useListUsersQuery } from '../api/users-api';
import { useUserSearchParams } from '../hooks/use-user-search-params';
import { NEW_USER_PATH } from '../utils/user-paths';
import { userSearchQueryOf } from '../utils/user-search-params';
import { UserSearchForm } from './user-search-form';
import { UserTable } from './user-table';

/** `/app/user` (SPEC.md §2 "User search"), for csn: search by any field, the results paged on the server. */
export function UserSearchPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const [params, change] = useUserSearchParams();
  const { data, isFetching } = useListUsersQuery(userSearchQueryOf(params));

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Button component={RouterLink} to={NEW_USER_PATH} variant="contained" startIcon={<PersonAddAlt1OutlinedIcon />}>
          {t('users.new.open')}
        </Button>
      </Stack>
      <UserSearchForm params={params} onChange={change} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Stack direction="row" sx={{ px: 2, py: 1 }}>
          <Typography variant="body2" color="text.secondary" role="status">
            {data ? t('users.list.total', { total: data.total }) : t('common.loading')}
          </Typography>
        </Stack>
        {isFetching ? <LinearProgress aria-label={t('common.loading')} /> : <LinearProgress variant="determinate" value={0} sx={{ visibility: 'hidden' }} aria-hidden />}
        <UserTable rows={data?.result} total={data?.total ?? 0} params={params} onChange={change} loading={isFetching} caption={title} />
      </Paper>
    </Stack>
  );
}
