import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

interface PagedTablePagerProps {
  total: number;
  /** From 0. */
  pageIndex: number;
  limit: number;
  pageSizes: readonly number[];
  onPageIndexChange: (pageIndex: number) => void;
  onLimitChange: (limit: number) => void;
}

/**
 * The pager below a server-paged list. Its parts wrap onto a second line on a narrow screen, so
 * the next-page arrow stays on screen (issue 16: at 390 px it was 100 px beyond the edge).
 */
export function PagedTablePager({ total, pageIndex, limit, pageSizes, onPageIndexChange, onLimitChange }: PagedTablePagerProps) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(pageIndex, Math.max(0, Math.ceil(total / limit) - 1))}
      rowsPerPage={limit}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_event, next) => onPageIndexChange(next)}
      onRowsPerPageChange={(event) => onLimitChange(Number(event.target.value))}
      labelRowsPerPage={t('table.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('table.displayedRows', { from, to, count })}
      getItemAriaLabel={(type) => t(`table.page.${type}`)}
      sx={{
        overflow: 'visible',
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5, pl: { xs: 0, sm: 2 } },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
        '& .MuiTablePagination-input': { mr: { xs: 1, sm: 4 } },
        '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
      }}
    />
  );
}
