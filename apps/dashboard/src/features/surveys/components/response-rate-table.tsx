import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ResponseRateCounts, ResponseRateRow, SurveyGrouping } from '@voc/contracts';
import { RESPONSE_RATE_STEPS } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../../lib/reports/number-format';
import { canOpenRow } from '../utils/survey-place';
import { PlaceNameCell, rowLabel } from './place-name-cell';

interface ResponseRateTableProps {
  rows: readonly ResponseRateRow[];
  total: ResponseRateCounts;
  grouping: SurveyGrouping;
  caption: string;
  onOpen: (key: string) => void;
}

function Numbers({ counts, locale }: { counts: ResponseRateCounts; locale: string }) {
  return (
    <>
      {RESPONSE_RATE_STEPS.map((step) => (
        <TableCell key={step}>{formatCount(counts[step], locale)}</TableCell>
      ))}
      <TableCell>{formatCount(counts.pending, locale)}</TableCell>
      <TableCell sx={{ fontWeight: 700 }}>{formatPercent(counts.rate, locale)}</TableCell>
      <TableCell>{formatPercent(counts.outcome_rate, locale)}</TableCell>
    </>
  );
}

/**
 * One row per region, area or dealer: the six numbers (SPEC.md §2), the cases still pending, the
 * rate over cases sent and the rate over cases with an outcome; the total last.
 */
export function ResponseRateTable({ rows, total, grouping, caption, onOpen }: ResponseRateTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <TableContainer>
      <Table size="small" aria-label={caption} sx={{ '& td, & th': { textAlign: 'right' }, '& .place-cell': { textAlign: 'left', minWidth: grouping === 'dealer' ? 220 : 110 } }}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'grey.100', verticalAlign: 'bottom', lineHeight: 1.3 } }}>
            <TableCell className="place-cell">{t(`reports.groupBy.${grouping}`)}</TableCell>
            {RESPONSE_RATE_STEPS.map((step) => (
              <TableCell key={step}>{t(`responseRate.col.${step}`)}</TableCell>
            ))}
            <TableCell>{t('responseRate.col.pending')}</TableCell>
            <TableCell>{t('responseRate.col.rate')}</TableCell>
            <TableCell>{t('responseRate.col.outcomeRate')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const open = canOpenRow(grouping, row.key) ? () => onOpen(row.key) : null;
            return (
              <TableRow key={row.key} hover={Boolean(open)} onClick={open ?? undefined} sx={{ cursor: open ? 'pointer' : undefined }}>
                <TableCell component="th" scope="row" className="place-cell">
                  <PlaceNameCell name={rowLabel(row, locale)} onOpen={open} />
                </TableCell>
                <Numbers counts={row} locale={locale} />
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ bgcolor: 'grey.50', '& td, & th': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem', borderTop: 2, borderColor: 'divider' } }}>
            <TableCell component="th" scope="row" className="place-cell">
              {t('surveyReports.total')}
            </TableCell>
            <Numbers counts={total} locale={locale} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
