import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserView } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { dealerLabel } from '../../../lib/dealers/dealer-label';
import { USER_SEARCH_PATH } from '../utils/user-paths';
import { ActiveFlagChip } from './active-flag-chip';

interface UserPageHeaderProps {
  title: string;
  listTitle: string;
  /** The user edited, for their type, status and dealer. */
  user?: UserView;
  /** Where a dealer's page is, for those who may open it. */
  dealerPath?: (dealerId: string) => string;
}

/** The way back to the search, the page's heading, and what kind of account it is. */
export function UserPageHeader({ title, listTitle, user, dealerPath }: UserPageHeaderProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack spacing={1}>
      <BackLink to={USER_SEARCH_PATH} label={t('users.detail.back', { list: listTitle })} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {user && <Chip size="small" variant="outlined" label={t(`userType.${user.type}`)} />}
        {user && <ActiveFlagChip flag={user.active_flag} />}
      </Stack>
      {user?.dealer && (
        <Typography color="text.secondary">
          {dealerPath ? (
            <Link component={RouterLink} to={dealerPath(user.dealer._id)}>
              {dealerLabel(user.dealer, i18n.language)}
            </Link>
          ) : (
            dealerLabel(user.dealer, i18n.language)
          )}
        </Typography>
      )}
    </Stack>
  );
}
