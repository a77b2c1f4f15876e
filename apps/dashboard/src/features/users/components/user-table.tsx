import Link from '@mui/material/Link';
import { createColumnHelper } from '@tanstack/react-table';
import type { UserView } from '@voc/contracts';
import { USER_GROUPS } from '@voc/domain';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type PagedTableFeatures, ServerPagedTable } from '../../../components/ui/server-paged-table';
import { dealerLabel } from '../../../lib/dealers/dealer-label';
import { userPath } from '../utils/user-paths';
import { USER_PAGE_SIZES, type UserSearchParams } from '../utils/user-search-params';
import { ActiveFlagChip } from './active-flag-chip';

const helper = createColumnHelper<PagedTableFeatures, UserView>();

function userColumns(t: TFunction, language: string) {
  return helper.columns([
    helper.accessor((user) => `${user.first_name} ${user.last_name}`.trim(), {
      id: 'name',
      header: () => t('users.column.name'),
      cell: (info) => (
        <Link component={RouterLink} to={userPath(info.row.original._id)} onClick={(event) => event.stopPropagation()} sx={{ fontWeight: 600 }}>
          {info.getValue()}
        </Link>
      ),
    }),
    helper.accessor((user) => user.email ?? user.passport_id ?? '', { id: 'signInName', header: () => t('users.column.signInName') }),
    helper.accessor('type', { header: () => t('users.field.type'), cell: (info) => t(`userType.${info.getValue()}`) }),
    helper.accessor((user) => (user.dealer ? dealerLabel(user.dealer, language) : ''), { id: 'dealer', header: () => t('users.field.dealer') }),
    helper.accessor((user) => USER_GROUPS.filter((group) => user.group[group]).map((group) => t(`userGroup.${group}`)).join(', '), { id: 'group', header: () => t('users.field.group') }),
    helper.accessor('active_flag', { header: () => t('users.field.active_flag'), cell: (info) => <ActiveFlagChip flag={info.getValue()} /> }),
  ]);
}

interface UserTableProps {
  rows: UserView[] | undefined;
  total: number;
  params: UserSearchParams;
  onChange: (change: Partial<UserSearchParams>) => void;
  loading: boolean;
  caption: string;
}

/** One page of users in first-name order; a row opens the user's page. */
export function UserTable({ rows, total, params, onChange, loading, caption }: UserTableProps) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => userColumns(t, i18n.language), [t, i18n.language]);
  return (
    <ServerPagedTable
      columns={columns}
      rows={rows}
      total={total}
      page={params.page}
      limit={params.limit}
      pageSizes={USER_PAGE_SIZES}
      onPageChange={(page) => onChange({ page })}
      onLimitChange={(limit) => onChange({ limit })}
      getRowId={(user) => user._id}
      rowPath={(user) => userPath(user._id)}
      loading={loading}
      caption={caption}
    />
  );
}
