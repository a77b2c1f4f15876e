import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { HotsheetDealerRow } from '@voc/contracts';
import { TICKET_STATUSES } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../../lib/reports/number-format';
import { AGE_BUCKETS } from '../utils/chart-data';
import { NoDataRow } from '../../../components/ui/no-data-row';

const RATES = ['kpi2a', 'kpi2', 'kpi3', 'kpi4a'] as const;

/** Per dealer: hot alerts received, where they stand by status, the open ones by age, and the KPI rates; the total last. */
export function HotsheetReportTable({ rows, total, loading, caption }: { rows: HotsheetDealerRow[] | undefined; total: HotsheetDealerRow | undefined; loading: boolean; caption: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const english = locale.startsWith('en');
  const cells = (row: HotsheetDealerRow) => (
    <>
      <TableCell className="number">{formatCount(row.kpi.tickets, locale)}</TableCell>
      {TICKET_STATUSES.map((status) => (
        <TableCell key={status} className="number">
          {formatCount(row.by_status[status], locale)}
        </TableCell>
      ))}
      {row.ageing.map((age) => (
        <TableCell key={age.bucket} className="number">
          {formatCount(age.count, locale)}
        </TableCell>
      ))}
      {RATES.map((kpi) => (
        <TableCell key={kpi} className="number">
          {formatPercent(row.kpi[kpi].rate, locale)}
        </TableCell>
      ))}
    </>
  );
  return (
    <TableContainer>
      <Table size="small" aria-label={caption} aria-busy={loading} sx={{ '& .number': { textAlign: 'right' }, '& th': { fontWeight: 700 } }}>
        <TableHead>
          <TableRow sx={{ '& th': { bgcolor: 'grey.100' } }}>
            <TableCell rowSpan={2}>{t('reports.groupBy.dealer')}</TableCell>
            <TableCell rowSpan={2} className="number">
              {t('hotsheetReport.received')}
            </TableCell>
            <TableCell colSpan={TICKET_STATUSES.length} align="center">
              {t('hotsheetReport.byStatus')}
            </TableCell>
            <TableCell colSpan={AGE_BUCKETS.length} align="center">
              {t('hotsheetReport.ageing')}
            </TableCell>
            <TableCell colSpan={RATES.length} align="center">
              {t('hotsheetReport.kpi')}
            </TableCell>
          </TableRow>
          <TableRow sx={{ '& th': { bgcolor: 'grey.100' } }}>
            {TICKET_STATUSES.map((status) => (
              <TableCell key={status} className="number">
                <Tooltip title={t(`ticketStatus.${status}`)} describeChild>
                  <span>{status}</span>
                </Tooltip>
              </TableCell>
            ))}
            {AGE_BUCKETS.map((bucket) => (
              <TableCell key={bucket} className="number">
                {t(`kpiDashboard.age.${bucket}`)}
              </TableCell>
            ))}
            {RATES.map((kpi) => (
              <TableCell key={kpi} className="number">
                <Tooltip title={t(`kpi.${kpi}.title`)} describeChild>
                  <span>{t(`kpi.${kpi}`)}</span>
                </Tooltip>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {(rows ?? []).map((row) => (
            <TableRow key={row.kpi.key} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: '400 !important' }}>
                {english ? row.kpi.label_en : row.kpi.label}
              </TableCell>
              {cells(row)}
            </TableRow>
          ))}
          {!loading && rows?.length === 0 && <NoDataRow columns={2 + TICKET_STATUSES.length + AGE_BUCKETS.length + RATES.length} />}
        </TableBody>
        {total && (rows?.length ?? 0) > 0 && (
          <TableFooter>
            <TableRow sx={{ bgcolor: 'grey.50', '& td, & th': { fontWeight: 700, color: 'text.primary' } }}>
              <TableCell component="th" scope="row">
                {t('ticketKpi.total')}
              </TableCell>
              {cells(total)}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
