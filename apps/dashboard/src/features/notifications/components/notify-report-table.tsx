import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { NotifyGrouping, NotifyReportRow } from '@voc/contracts';
import type { NotifyMeasures } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMonthKey } from '../../../lib/reports/number-format';
import { TotalRow } from '../../../components/ui/total-row';

const MEASURES = ['requested', 'sent', 'delivered', 'failed'] as const;

function Numbers({ counts, locale }: { counts: NotifyMeasures; locale: string }) {
  return (
    <>
      {MEASURES.map((measure) => (
        <TableCell key={measure}>{formatCount(counts[measure], locale)}</TableCell>
      ))}
    </>
  );
}

/** One row per month, channel and region, area or dealer: requested, sent, delivered, failed; the total last. */
export function NotifyReportTable({ rows, total, grouping, caption }: { rows: readonly NotifyReportRow[]; total: NotifyMeasures; grouping: NotifyGrouping; caption: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <TableContainer>
      <Table size="small" aria-label={caption} sx={{ '& td, & th': { textAlign: 'right' }, '& .text-cell': { textAlign: 'left' } }}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'grey.100' } }}>
            <TableCell className="text-cell">{t('notify.col.month')}</TableCell>
            <TableCell className="text-cell">{t('notify.col.channel')}</TableCell>
            <TableCell className="text-cell">{t(`reports.groupBy.${grouping}`)}</TableCell>
            {MEASURES.map((measure) => (
              <TableCell key={measure}>{t(`notify.col.${measure}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.month}/${row.channel}/${row.key}`}>
              <TableCell className="text-cell">{formatMonthKey(row.month, locale)}</TableCell>
              <TableCell className="text-cell">{t(`notify.channel.${row.channel}`)}</TableCell>
              <TableCell component="th" scope="row" className="text-cell">
                {locale === 'en-US' ? row.label_en : row.label}
              </TableCell>
              <Numbers counts={row} locale={locale} />
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TotalRow>
            <TableCell component="th" scope="row" className="text-cell" colSpan={3}>
              {t('notify.total')}
            </TableCell>
            <Numbers counts={total} locale={locale} />
          </TotalRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
