import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { PagedResults } from '../../../components/ui/paged-results';
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
      <PageHeading
        title={title}
        actions={
          <Button component={RouterLink} to={NEW_USER_PATH} variant="contained" startIcon={<PersonAddAlt1OutlinedIcon />}>
            {t('users.new.open')}
          </Button>
        }
      />
      <UserSearchForm params={params} onChange={change} />
      <PagedResults total={data?.total} totalText={(total) => t('users.list.total', { total })} loading={isFetching}>
        <UserTable rows={data?.result} total={data?.total ?? 0} params={params} onChange={change} loading={isFetching} caption={title} />
      </PagedResults>
    </Stack>
  );
}
