import Chip from '@mui/material/Chip';
import { createColumnHelper } from '@tanstack/react-table';
import type { DeletedTicketView } from '@voc/contracts';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type PagedTableFeatures, ServerPagedTable } from '../../../components/ui/server-paged-table';
import { formatDate, formatDateTime } from '../../../lib/date-format';

const helper = createColumnHelper<PagedTableFeatures, DeletedTicketView>();

export const DELETED_TICKET_PAGE_SIZES = [20, 50, 100] as const;

function deletedTicketColumns(t: TFunction) {
  return helper.columns([
    helper.accessor('deleted_at', { header: () => t('ticketDeletions.column.deletedAt'), cell: (info) => formatDateTime(info.getValue()) }),
    helper.accessor((row) => (row.deleted_by ? `${row.deleted_by.name} (${t(`userType.${row.deleted_by.type}`)})` : t('ticketDeletions.notRecorded')), {
      id: 'deletedBy',
      header: () => t('ticketDeletions.column.deletedBy'),
    }),
    helper.accessor('reason', { header: () => t('ticketDeletions.column.reason'), cell: (info) => info.getValue() ?? t('ticketDeletions.notRecorded') }),
    helper.accessor('case_no', { header: () => t('ticketDeletions.column.caseNo') }),
    helper.accessor((row) => `${t(`ticketType.${row.type}`)} · ${t(`ticketSource.${row.source}`)}`, { id: 'kind', header: () => t('ticketDeletions.column.kind') }),
    helper.accessor((row) => `${row.dealer_code} ${row.dealer_name} ${row.branch_name}`.trim(), { id: 'dealer', header: () => t('ticketDeletions.column.dealer') }),
    helper.accessor('status', { header: () => t('ticketDeletions.column.status'), cell: (info) => t(`ticketStatus.${info.getValue()}`) }),
    helper.accessor('created_date', { header: () => t('ticketDeletions.column.received'), cell: (info) => formatDate(info.getValue()) }),
    helper.accessor('effect', {
      header: () => t('ticketDeletions.column.effect'),
      cell: (info) =>
        info.getValue() === 'stays_in_final_month' ? (
          <Chip size="small" color="info" variant="outlined" label={t('ticketDeletions.effect.stays_in_final_month', { date: formatDate(info.row.original.month_frozen_on) })} />
        ) : (
          <Chip size="small" variant="outlined" label={t('ticketDeletions.effect.leaves_open_month')} />
        ),
    }),
  ]);
}

interface DeletedTicketTableProps {
  rows: DeletedTicketView[] | undefined;
  total: number;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  loading: boolean;
  caption: string;
}

/** One page of deleted tickets, newest deletion first: who, when, why, which ticket, and what became of its figures. */
export function DeletedTicketTable({ rows, total, page, limit, onPageChange, onLimitChange, loading, caption }: DeletedTicketTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(() => deletedTicketColumns(t), [t]);
  return (
    <ServerPagedTable
      columns={columns}
      rows={rows}
      total={total}
      page={page}
      limit={limit}
      pageSizes={DELETED_TICKET_PAGE_SIZES}
      onPageChange={onPageChange}
      onLimitChange={onLimitChange}
      getRowId={(row) => row._id}
      loading={loading}
      caption={caption}
    />
  );
}
