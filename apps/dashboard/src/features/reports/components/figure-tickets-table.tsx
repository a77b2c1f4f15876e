import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { FigureTicketRow } from '@voc/contracts';
import type { FigureTicketSort, TicketSource } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TimeLeftText } from '../../../components/ui/time-left-text';
import { formatDateTime } from '../../../lib/date-format';
import { NoDataRow } from '../../../components/ui/no-data-row';
import { ReportTicketCells, ReportTicketHeadings, metText } from './report-ticket-cells';

/** A ticket's page sits under its list (the tickets feature's ticketDetailPath; features do not import each other). */
const ticketPath = (row: FigureTicketRow) => `/app/ticket/${listOf(row.source)}/${row.type}/${row.ticket_id}`;
const listOf = (source: TicketSource) => (source === 'survey' || source === 'callcenter' ? source : 'hotsheet');

interface FigureTicketsTableProps {
  rows: FigureTicketRow[] | undefined;
  loading: boolean;
  caption: string;
  now: Date;
  /** A KPI figure's list: whether each ticket met the KPI. */
  showMet: boolean;
  sort: FigureTicketSort;
  order: 'asc' | 'desc';
  onSort: (sort: FigureTicketSort) => void;
}

/** The tickets behind a figure: who and where, when received, the next deadline and the time left to it. */
export function FigureTicketsTable({ rows, loading, caption, now, showMet, sort, order, onSort }: FigureTicketsTableProps) {
  const { t } = useTranslation();
  const sortable = (column: FigureTicketSort, label: string) => (
    <TableCell sortDirection={sort === column ? order : false}>
      <TableSortLabel active={sort === column} direction={sort === column ? order : 'asc'} onClick={() => onSort(column)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
  const columns = showMet ? 9 : 8;
  return (
    <TableContainer>
      <Table size="small" aria-label={caption} aria-busy={loading}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'grey.100' } }}>
            <ReportTicketHeadings />
            <TableCell>{t('tickets.field.status')}</TableCell>
            {sortable('received_at', t('caseClosed.col.received'))}
            <TableCell>{t('figureTickets.col.nextDue')}</TableCell>
            {sortable('time_left', t('figureTickets.col.timeLeft'))}
            {showMet && <TableCell>{t('figureTickets.col.met')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {(rows ?? []).map((row) => (
            <TableRow key={row.ticket_id} hover>
              <ReportTicketCells
                row={row}
                caseNo={
                  <Link component={RouterLink} to={ticketPath(row)} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {row.case_no ?? row.ticket_id}
                  </Link>
                }
              />
              <TableCell>{t(`ticketStatus.${row.status}`)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.received_at)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.next_due_at ? formatDateTime(row.next_due_at) : '–'}</TableCell>
              <TableCell>
                <TimeLeftText due={row.next_due_at} now={now} />
              </TableCell>
              {showMet && <TableCell>{metText(t, row.met)}</TableCell>}
            </TableRow>
          ))}
          {!loading && rows?.length === 0 && <NoDataRow columns={columns} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
