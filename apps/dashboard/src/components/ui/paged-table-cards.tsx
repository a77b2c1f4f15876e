import Card from '@mui/material/Card';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactTable, RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PagedTableFeatures } from './server-paged-table';

interface PagedTableCardsProps<T extends RowData> {
  table: ReactTable<PagedTableFeatures, T>;
  loading: boolean;
  caption: string;
  rowPath?: (row: T) => string;
  rowState?: unknown;
}

/**
 * A server-paged list as cards, for narrow screens (issue 16: dealer staff work tickets on
 * phones): one card a row, each column a label and its value, the whole card opening the row's
 * page (its link the keyboard way). The same columns and cells as the table, so nothing shown differs but the layout.
 */
export function PagedTableCards<T extends RowData>({ table, loading, caption, rowPath, rowState }: PagedTableCardsProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rows = table.getRowModel().rows;
  return (
    <Stack component="ul" aria-label={caption} aria-busy={loading} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => {
        const fields = (
          <CardContent component="dl" sx={{ m: 0, py: 1.5, display: 'grid', gridTemplateColumns: 'minmax(6rem, 40%) 1fr', columnGap: 1.5, rowGap: 0.75 }}>
            {row.getAllCells().map((cell) => (
              <Box key={cell.id} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {/* The header text of the column (its header cell renders it the same way). */}
                  <table.FlexRender header={table.getFlatHeaders().find((header) => header.column.id === cell.column.id)!} />
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                  <table.FlexRender cell={cell} />
                </Typography>
              </Box>
            ))}
          </CardContent>
        );
        return (
          <li key={row.id}>
            {/* Like a table row: a click anywhere opens the row, the link in it is the keyboard way. */}
            <Card
              variant="outlined"
              onClick={rowPath ? () => navigate(rowPath(row.original), rowState === undefined ? undefined : { state: rowState }) : undefined}
              sx={rowPath ? { cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } } : undefined}
            >
              {fields}
            </Card>
          </li>
        );
      })}
      {!loading && rows.length === 0 && (
        <li>
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {t('errors.noData')}
          </Typography>
        </li>
      )}
    </Stack>
  );
}
