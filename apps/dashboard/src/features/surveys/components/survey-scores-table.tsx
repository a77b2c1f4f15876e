import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SurveyGrouping, SurveyScores, SurveyScoresRow } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../../lib/reports/number-format';
import { canOpenRow } from '../utils/survey-place';
import { PlaceNameCell, rowLabel } from './place-name-cell';
import { formatNps } from './survey-score-tiles';

interface SurveyScoresTableProps {
  rows: readonly SurveyScoresRow[];
  total: SurveyScores;
  grouping: SurveyGrouping;
  caption: string;
  onOpen: (key: string) => void;
}

const COLUMNS = ['responses', 'nps', 'top2box', 'bottom6', 'satisfaction', 'recovery', 'notEligible'] as const;

function Scores({ scores, locale }: { scores: SurveyScores; locale: string }) {
  return (
    <>
      <TableCell>{formatCount(scores.responses, locale)}</TableCell>
      <TableCell sx={{ fontWeight: 700 }}>{formatNps(scores.nps, locale)}</TableCell>
      <TableCell>{formatPercent(scores.top2box_rate, locale)}</TableCell>
      <TableCell>{formatPercent(scores.bottom6_rate, locale)}</TableCell>
      <TableCell>{formatPercent(scores.satisfaction_rate, locale)}</TableCell>
      <TableCell>{formatPercent(scores.recovery.rate, locale)}</TableCell>
      <TableCell>{formatCount(scores.recovery.not_eligible, locale)}</TableCell>
    </>
  );
}

/** The places ranked by NPS (the api's order and rank), with the total last. */
export function SurveyScoresTable({ rows, total, grouping, caption, onOpen }: SurveyScoresTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <TableContainer>
      <Table size="small" aria-label={caption} sx={{ '& td, & th': { textAlign: 'right' }, '& .place-cell': { textAlign: 'left', minWidth: grouping === 'dealer' ? 220 : 110 } }}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'grey.100', verticalAlign: 'bottom', lineHeight: 1.3 } }}>
            <TableCell>{t('surveyScores.col.rank')}</TableCell>
            <TableCell className="place-cell">{t(`reports.groupBy.${grouping}`)}</TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{t(`surveyScores.col.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const open = canOpenRow(grouping, row.key) ? () => onOpen(row.key) : null;
            return (
              <TableRow key={row.key} hover={Boolean(open)} onClick={open ?? undefined} sx={{ cursor: open ? 'pointer' : undefined }}>
                <TableCell>{row.rank ?? '–'}</TableCell>
                <TableCell component="th" scope="row" className="place-cell">
                  <PlaceNameCell name={rowLabel(row, locale)} onOpen={open} />
                </TableCell>
                <Scores scores={row} locale={locale} />
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ bgcolor: 'grey.50', '& td, & th': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem', borderTop: 2, borderColor: 'divider' } }}>
            <TableCell />
            <TableCell component="th" scope="row" className="place-cell">
              {t('surveyReports.total')}
            </TableCell>
            <Scores scores={total} locale={locale} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
