import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import {
  type OnChangeFn,
  type PaginationState,
  type SortingState,
  createColumnHelper,
  functionalUpdate,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { TICKET_SORT_FIELDS, type TicketSortField, type TicketView } from '@voc/contracts';
import { type TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/date-format';
import { dealerNames } from '../utils/dealer-label';
import { PAGE_SIZES, type TicketListParams } from '../utils/ticket-list-params';
import { type FromListState, ticketDetailPath } from '../utils/ticket-paths';
import { TicketStatusChip } from './ticket-status-chip';

/** Sorting and paging are the server's (manual): the table only holds the state, from the URL. */
const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
const helper = createColumnHelper<typeof features, TicketView>();

const isSortField = (id: string): id is TicketSortField => (TICKET_SORT_FIELDS as readonly string[]).includes(id);

function ticketColumns(t: TFunction, language: string, fromList: FromListState) {
  return helper.columns([
    helper.accessor('case_no', {
      header: () => t('tickets.field.case_no'),
      cell: (info) => (
        <Link component={RouterLink} to={ticketDetailPath(info.row.original)} state={fromList} onClick={(event) => event.stopPropagation()} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {info.getValue()}
        </Link>
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

const NO_ROWS: TicketView[] = [];

interface TicketTableProps {
  rows: TicketView[] | undefined;
  total: number;
  params: TicketListParams;
  onChange: (change: Partial<TicketListParams>) => void;
  loading: boolean;
  caption: string;
}

/** One page of tickets; header clicks sort on the server, a row click opens the ticket. */
export function TicketTable({ rows, total, params, onChange, loading, caption }: TicketTableProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const fromList: FromListState = useMemo(() => ({ listSearch: search }), [search]);
  const columns = useMemo(() => ticketColumns(t, i18n.language, fromList), [t, i18n.language, fromList]);
  const sorting: SortingState = useMemo(() => [{ id: params.sort, desc: params.order === 'desc' }], [params.sort, params.order]);
  const pagination: PaginationState = useMemo(() => ({ pageIndex: params.page - 1, pageSize: params.limit }), [params.page, params.limit]);

  const onSortingChange: OnChangeFn<SortingState> = (updater) => {
    const [next] = functionalUpdate(updater, sorting);
    if (next && isSortField(next.id)) onChange({ sort: next.id, order: next.desc ? 'desc' : 'asc' });
  };
  const onPaginationChange: OnChangeFn<PaginationState> = (updater) => {
    const next = functionalUpdate(updater, pagination);
    if (next.pageSize !== pagination.pageSize) onChange({ limit: next.pageSize });
    else onChange({ page: next.pageIndex + 1 });
  };

  const table = useTable({
    features,
    columns,
    data: rows ?? NO_ROWS,
    getRowId: (ticket) => ticket._id,
    state: { sorting, pagination },
    onSortingChange,
    onPaginationChange,
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    enableMultiSort: false,
    enableSortingRemoval: false,
  });

  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={caption} aria-busy={loading}>
          <TableHead>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <TableCell key={header.id} sortDirection={sorted || false} sx={{ fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'grey.100' }}>
                      {header.column.getCanSort() ? (
                        <TableSortLabel active={Boolean(sorted)} direction={sorted || 'asc'} onClick={header.column.getToggleSortingHandler()}>
                          <table.FlexRender header={header} />
                        </TableSortLabel>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableHead>
          <TableBody>
            {table.getRowModel().rows.map((row) => (
              <TableRow key={row.id} hover onClick={() => navigate(ticketDetailPath(row.original), { state: fromList })} sx={{ cursor: 'pointer' }}>
                {row.getAllCells().map((cell) => (
                  <TableCell key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {!loading && rows?.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                    {t('errors.noData')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.min(params.page - 1, Math.max(0, Math.ceil(total / params.limit) - 1))}
        rowsPerPage={params.limit}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_event, page) => table.setPageIndex(page)}
        onRowsPerPageChange={(event) => table.setPageSize(Number(event.target.value))}
      />
    </>
  );
}
