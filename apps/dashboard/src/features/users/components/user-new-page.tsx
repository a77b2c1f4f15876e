import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { uuidParam } from '../../../lib/url-params';
import { useDealerByIdQuery } from '../../../lib/dealers/dealer-lookup-api';
import { blankUserFormValues } from '../utils/user-form-values';
import { USER_SEARCH_PATH, userPath } from '../utils/user-paths';
import { UserForm } from './user-form';
import { UserPageHeader } from './user-page-header';

/**
 * `/app/user/new`: a new account; `?dealer={id}` (from a dealer's page) starts a dealer-staff
 * account at that dealer. Once saved, the user's page.
 */
export function UserNewPage({ listTitle }: { listTitle: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const dealerId = uuidParam(search.get('dealer'));
  const { data: dealer, isLoading } = useDealerByIdQuery(dealerId ?? '', { skip: !dealerId });

  return (
    <Stack spacing={2}>
      <UserPageHeader title={dealer ? t('users.new.staffTitle', { code: dealer.dealer_code }) : t('users.new.title')} listTitle={listTitle} />
      {isLoading ? (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : (
        <UserForm
          key={dealer?._id ?? 'blank'}
          mode="create"
          initial={blankUserFormValues(dealer ?? null)}
          onSaved={(user) => navigate(userPath(user._id), { replace: true })}
          onCancel={() => navigate(USER_SEARCH_PATH)}
        />
      )}
    </Stack>
  );
}
