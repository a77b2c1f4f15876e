import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The one row of a table with nothing to show: "No data", across every column. */
export function NoDataRow({ columns }: { columns: number }) {
  const { t } = useTranslation();
  return (
    <TableRow>
      {/* Centred over a table that right-aligns its number cells. */}
      <TableCell colSpan={columns} sx={{ textAlign: 'center !important' }}>
        <Typography color="text.secondary" sx={{ py: 3 }}>
          {t('errors.noData')}
        </Typography>
      </TableCell>
    </TableRow>
  );
}
