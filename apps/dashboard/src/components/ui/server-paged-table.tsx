import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type ColumnDef,
  type OnChangeFn,
  type PaginationState,
  type RowData,
  functionalUpdate,
  rowPaginationFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Paging is the server's (manual): the table holds the page from the address. */
export const PAGED_TABLE_FEATURES = tableFeatures({ rowPaginationFeature });
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
  loading: boolean;
  caption: string;
}

/** One page of a server-paged list, its pager below; a row click opens the row's page. */
export function ServerPagedTable<T extends RowData>({ columns, rows, total, page, limit, pageSizes, onPageChange, onLimitChange, getRowId, rowPath, loading, caption }: ServerPagedTableProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pagination: PaginationState = useMemo(() => ({ pageIndex: page - 1, pageSize: limit }), [page, limit]);
  const data = useMemo(() => rows ?? [], [rows]);

  const onPaginationChange: OnChangeFn<PaginationState> = (updater) => {
    const next = functionalUpdate(updater, pagination);
    if (next.pageSize !== pagination.pageSize) onLimitChange(next.pageSize);
    else onPageChange(next.pageIndex + 1);
  };

  const table = useTable({
    features: PAGED_TABLE_FEATURES,
    columns: columns as ColumnDef<PagedTableFeatures, T>[],
    data,
    getRowId,
    state: { pagination },
    onPaginationChange,
    manualPagination: true,
    rowCount: total,
  });

  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={caption} aria-busy={loading}>
          <TableHead>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => (
                  <TableCell key={header.id} sx={{ fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'grey.100' }}>
                    <table.FlexRender header={header} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableHead>
          <TableBody>
            {table.getRowModel().rows.map((row) => (
              <TableRow
                key={row.id}
                hover
                onClick={rowPath ? () => navigate(rowPath(row.original)) : undefined}
                sx={rowPath ? { cursor: 'pointer' } : undefined}
              >
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
        page={Math.min(page - 1, Math.max(0, Math.ceil(total / limit) - 1))}
        rowsPerPage={limit}
        rowsPerPageOptions={[...pageSizes]}
        onPageChange={(_event, next) => table.setPageIndex(next)}
        onRowsPerPageChange={(event) => table.setPageSize(Number(event.target.value))}
        labelRowsPerPage={t('table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('table.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(`table.page.${type}`)}
      />
    </>
  );
}
