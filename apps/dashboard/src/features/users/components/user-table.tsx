import { createColumnHelper } from '@tanstack/react-table';
import type { UserView } from '@voc/contracts';
import { USER_GROUPS } from '@voc/domain';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagedTable, type ListTableProps } from '../../../components/ui/list-paged-table';
import { RowLink } from '../../../components/ui/row-link';
import type { PagedTableFeatures } from '../../../components/ui/server-paged-table';
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
        <RowLink to={userPath(info.row.original._id)} wrap>
          {info.getValue()}
        </RowLink>
      ),
    }),
    helper.accessor((user) => user.email ?? user.passport_id ?? '', { id: 'signInName', header: () => t('users.column.signInName') }),
    helper.accessor('type', { header: () => t('users.field.type'), cell: (info) => t(`userType.${info.getValue()}`) }),
    helper.accessor((user) => (user.dealer ? dealerLabel(user.dealer, language) : ''), { id: 'dealer', header: () => t('users.field.dealer') }),
    helper.accessor((user) => USER_GROUPS.filter((group) => user.group[group]).map((group) => t(`userGroup.${group}`)).join(', '), { id: 'group', header: () => t('users.field.group') }),
    helper.accessor('active_flag', { header: () => t('users.field.active_flag'), cell: (info) => <ActiveFlagChip flag={info.getValue()} /> }),
  ]);
}

/** One page of users in first-name order; a row opens the user's page. */
export function UserTable(props: ListTableProps<UserView, UserSearchParams>) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => userColumns(t, i18n.language), [t, i18n.language]);
  return <ListPagedTable {...props} columns={columns} pageSizes={USER_PAGE_SIZES} getRowId={(user) => user._id} rowPath={(user) => userPath(user._id)} />;
}
