import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { StatusReportRow } from '@voc/contracts';
import type { TicketStatus } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { REPORT_STATUSES } from '../utils/status-report-totals';

interface StatusReportTableProps {
  rows: readonly StatusReportRow[];
  totals: { counts: Record<TicketStatus, number>; total: number };
  caption: string;
}

/** Dealers down, statuses across, with each dealer's total and the totals row. */
export function StatusReportTable({ rows, totals, caption }: StatusReportTableProps) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  const number = (n: number) => n.toLocaleString();
  return (
    <TableContainer>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'grey.100' } }}>
            <TableCell>{t('tickets.field.dealer_code')}</TableCell>
            <TableCell>{t('tickets.field.dealer')}</TableCell>
            <TableCell>{t('tickets.field.branch')}</TableCell>
            {REPORT_STATUSES.map((status) => (
              <TableCell key={status} align="right">
                <Tooltip title={t(`ticketStatus.${status}`)}>
                  <abbr title={t(`ticketStatus.${status}`)} style={{ textDecoration: 'none' }}>
                    {status}
                  </abbr>
                </Tooltip>
              </TableCell>
            ))}
            <TableCell align="right">{t('statusReport.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.dealer_id} hover>
              <TableCell>{row.dealer_code}</TableCell>
              <TableCell>{english ? row.dealer_name_en || row.dealer_name : row.dealer_name}</TableCell>
              <TableCell>{english ? row.branch_name_en || row.branch_name : row.branch_name}</TableCell>
              {REPORT_STATUSES.map((status) => (
                <TableCell key={status} align="right" sx={row.counts[status] ? undefined : { color: 'text.disabled' }}>
                  {number(row.counts[status] ?? 0)}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {number(row.total)}
              </TableCell>
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={REPORT_STATUSES.length + 4} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                {t('errors.noData')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
        {rows.length > 0 && (
          <TableFooter>
            <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
              <TableCell colSpan={3}>{t('statusReport.total')}</TableCell>
              {REPORT_STATUSES.map((status) => (
                <TableCell key={status} align="right">
                  {number(totals.counts[status])}
                </TableCell>
              ))}
              <TableCell align="right">{number(totals.total)}</TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
