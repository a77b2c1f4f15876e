import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  type ColumnDef,
  type OnChangeFn,
  type PaginationState,
  type RowData,
  type SortingState,
  functionalUpdate,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { PagedTableCards } from './paged-table-cards';
import { PagedTablePager } from './paged-table-pager';
import { NoDataRow } from './no-data-row';

/** Paging and sorting are the server's (manual): the table holds the page and order from the address. */
export const PAGED_TABLE_FEATURES = tableFeatures({ rowSortingFeature, rowPaginationFeature });
export type PagedTableFeatures = typeof PAGED_TABLE_FEATURES;

// Columns keep their own value types (helper.columns answers `any` for them too).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PagedTableColumns<T extends RowData> = ReadonlyArray<ColumnDef<PagedTableFeatures, T, any>>;

export interface ServerPagedTableProps<T extends RowData> {
  columns: PagedTableColumns<T>;
  rows: T[] | undefined;
  total: number;
  /** From 1. */
  page: number;
  limit: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  getRowId: (row: T) => string;
  /** Where a row click leads (a link in the row gives the keyboard way). */
  rowPath?: (row: T) => string;
  /** History state the row click carries (e.g. the list's address, for a way back). */
  rowState?: unknown;
  /** Server sorting by one column: header clicks call onChange; without it no column sorts. */
  sort?: { id: string; desc: boolean; onChange: (sort: { id: string; desc: boolean }) => void };
  loading: boolean;
  caption: string;
}

/**
 * One page of a server-paged list, its pager below; a row click opens the row's page. Below the
 * `md` breakpoint (900 px) the rows show as cards, so a phone never scrolls a table sideways.
 */
export function ServerPagedTable<T extends RowData>({ columns, rows, total, page, limit, pageSizes, onPageChange, onLimitChange, getRowId, rowPath, rowState, sort, loading, caption }: ServerPagedTableProps<T>) {
  const navigate = useNavigate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const pagination: PaginationState = useMemo(() => ({ pageIndex: page - 1, pageSize: limit }), [page, limit]);
  const data = useMemo(() => rows ?? [], [rows]);
  const sorting: SortingState = useMemo(() => (sort ? [{ id: sort.id, desc: sort.desc }] : []), [sort]);

  const onPaginationChange: OnChangeFn<PaginationState> = (updater) => {
    const next = functionalUpdate(updater, pagination);
    if (next.pageSize !== pagination.pageSize) onLimitChange(next.pageSize);
    else onPageChange(next.pageIndex + 1);
  };
  const onSortingChange: OnChangeFn<SortingState> = (updater) => {
    const [next] = functionalUpdate(updater, sorting);
    if (next && sort) sort.onChange({ id: next.id, desc: next.desc });
  };

  const table = useTable({
    features: PAGED_TABLE_FEATURES,
    columns: columns as ColumnDef<PagedTableFeatures, T>[],
    data,
    getRowId,
    state: { pagination, sorting },
    onPaginationChange,
    onSortingChange,
    enableSorting: Boolean(sort),
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    enableMultiSort: false,
    enableSortingRemoval: false,
  });

  const pager = (
    <PagedTablePager
      total={total}
      pageIndex={page - 1}
      limit={limit}
      pageSizes={pageSizes}
      onPageIndexChange={(next) => table.setPageIndex(next)}
      onLimitChange={(next) => table.setPageSize(next)}
    />
  );

  if (narrow) {
    return (
      <>
        <PagedTableCards table={table} loading={loading} caption={caption} rowPath={rowPath} rowState={rowState} />
        {pager}
      </>
    );
  }

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
                    <TableCell key={header.id} sortDirection={sorted || false} sx={{ fontWeight: 700, bgcolor: 'grey.100', verticalAlign: 'bottom' }}>
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
              <TableRow
                key={row.id}
                hover
                onClick={rowPath ? () => navigate(rowPath(row.original), rowState === undefined ? undefined : { state: rowState }) : undefined}
                sx={rowPath ? { cursor: 'pointer' } : undefined}
              >
                {row.getAllCells().map((cell) => (
                  <TableCell key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {!loading && rows?.length === 0 && <NoDataRow columns={columns.length} />}
          </TableBody>
        </Table>
      </TableContainer>
      {pager}
    </>
  );
}
