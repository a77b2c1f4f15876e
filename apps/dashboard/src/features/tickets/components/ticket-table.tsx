import { createColumnHelper } from '@tanstack/react-table';
import { TICKET_SORT_FIELDS, type TicketSortField, type TicketView } from '@voc/contracts';
import { type TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ListPagedTable, type ListTableProps } from '../../../components/ui/list-paged-table';
import { RowLink } from '../../../components/ui/row-link';
import type { PagedTableFeatures } from '../../../components/ui/server-paged-table';
import { formatDateTime } from '../../../lib/date-format';
import { dealerNames } from '../../../lib/dealers/dealer-label';
import { PAGE_SIZES, type TicketListParams } from '../utils/ticket-list-params';
import { type FromListState, ticketDetailPath } from '../utils/ticket-paths';
import { TicketStatusChip } from './ticket-status-chip';

const helper = createColumnHelper<PagedTableFeatures, TicketView>();

const isSortField = (id: string): id is TicketSortField => (TICKET_SORT_FIELDS as readonly string[]).includes(id);

function ticketColumns(t: TFunction, language: string, fromList: FromListState) {
  return helper.columns([
    helper.accessor('case_no', {
      header: () => t('tickets.field.case_no'),
      cell: (info) => (
        <RowLink to={ticketDetailPath(info.row.original)} state={fromList}>
          {info.getValue()}
        </RowLink>
      ),
    }),
    helper.accessor('created_oa_date', {
      header: () => t('tickets.field.created_oa_date'),
      cell: (info) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(info.getValue())}</span>,
      sortDescFirst: true,
    }),
    helper.accessor('name', { header: () => t('tickets.field.name') }),
    helper.accessor('tel', { header: () => t('tickets.field.tel'), enableSorting: false, cell: (info) => <span style={{ whiteSpace: 'nowrap' }}>{info.getValue()}</span> }),
    helper.accessor((ticket) => ticket.dealer.dealer_code, {
      id: 'dealer',
      header: () => t('tickets.field.dealer'),
      enableSorting: false,
      cell: (info) => {
        const { dealer } = info.row.original;
        return (
          <>
            <strong>{dealer.dealer_code}</strong> {dealerNames(dealer, language).branch}
          </>
        );
      },
    }),
    helper.accessor('car_model', { header: () => t('tickets.field.car_model'), enableSorting: false }),
    helper.accessor('status', {
      header: () => t('tickets.field.status'),
      cell: (info) => <TicketStatusChip status={info.getValue()} />,
    }),
    helper.accessor('updated_date', {
      header: () => t('tickets.field.updated_date'),
      cell: (info) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(info.getValue())}</span>,
      sortDescFirst: true,
    }),
  ]);
}

/** One page of tickets; header clicks sort on the server, a row click opens the ticket. */
export function TicketTable(props: ListTableProps<TicketView, TicketListParams>) {
  const { params, onChange } = props;
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const fromList: FromListState = useMemo(() => ({ listSearch: search }), [search]);
  const columns = useMemo(() => ticketColumns(t, i18n.language, fromList), [t, i18n.language, fromList]);
  const sort = useMemo(
    () => ({
      id: params.sort,
      desc: params.order === 'desc',
      onChange: (next: { id: string; desc: boolean }) => {
        if (isSortField(next.id)) onChange({ sort: next.id, order: next.desc ? 'desc' : 'asc' });
      },
    }),
    [params.sort, params.order, onChange],
  );
  return (
    <ListPagedTable {...props} columns={columns} pageSizes={PAGE_SIZES} getRowId={(ticket) => ticket._id} rowPath={ticketDetailPath} rowState={fromList} sort={sort} />
  );
}
