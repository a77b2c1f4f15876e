import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CaseClosedRow } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { formatDays } from '../../../lib/reports/number-format';
import { NoDataRow } from '../../../components/ui/no-data-row';
import { ReportTicketCells, ReportTicketHeadings, metText } from './report-ticket-cells';

/** The month's completed tickets: when received and completed, days to close, and who held them. */
export function CaseClosedTable({ rows, loading, caption }: { rows: CaseClosedRow[] | undefined; loading: boolean; caption: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <TableContainer>
      <Table size="small" aria-label={caption} aria-busy={loading} sx={{ '& td.number, & th.number': { textAlign: 'right' } }}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'grey.100' } }}>
            <ReportTicketHeadings />
            <TableCell>{t('caseClosed.col.received')}</TableCell>
            <TableCell>{t('caseClosed.col.closed')}</TableCell>
            <TableCell className="number">{t('caseClosed.col.days')}</TableCell>
            <TableCell className="number">{t('kpi.held.to_proposal_avg_days')}</TableCell>
            <TableCell className="number">{t('kpi.held.approval_wait_avg_days')}</TableCell>
            <TableCell>{t('kpi.kpi4a')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(rows ?? []).map((row) => (
            <TableRow key={row.ticket_id} hover>
              <ReportTicketCells row={row} />
              <TableCell>{formatDateTime(row.received_at)}</TableCell>
              <TableCell>{formatDateTime(row.closed_at)}</TableCell>
              <TableCell className="number">{formatDays(row.days_to_close, locale)}</TableCell>
              <TableCell className="number">{formatDays(row.to_proposal_days, locale)}</TableCell>
              <TableCell className="number">{formatDays(row.approval_wait_days, locale)}</TableCell>
              <TableCell>{metText(t, row.kpi4a)}</TableCell>
            </TableRow>
          ))}
          {!loading && rows?.length === 0 && <NoDataRow columns={10} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
