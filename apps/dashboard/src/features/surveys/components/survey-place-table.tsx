import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SurveyGrouping } from '@voc/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TotalRow } from '../../../components/ui/total-row';
import { canOpenRow } from '../utils/survey-place';
import { PlaceNameCell, rowLabel } from './place-name-cell';

interface PlaceRow {
  key: string;
  label: string;
  label_en: string;
  rank?: number | null;
}

interface SurveyPlaceTableProps<F, R extends PlaceRow & F> {
  rows: readonly R[];
  total: F;
  grouping: SurveyGrouping;
  caption: string;
  onOpen: (key: string) => void;
  /** A rank column before the place (the places ranked by NPS). */
  ranked?: boolean;
  /** The figures' column headings. */
  headings: ReactNode;
  /** A row's figures (and the total's), one cell each. */
  figures: (figures: F) => ReactNode;
}

/**
 * A survey report's places, one row per region, area or dealer with its figures and the total
 * last; a region or area row opens the level below it.
 */
export function SurveyPlaceTable<F, R extends PlaceRow & F>({ rows, total, grouping, caption, onOpen, ranked = false, headings, figures }: SurveyPlaceTableProps<F, R>) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <TableContainer>
      <Table size="small" aria-label={caption} sx={{ '& td, & th': { textAlign: 'right' }, '& .place-cell': { textAlign: 'left', minWidth: grouping === 'dealer' ? 220 : 110 } }}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'grey.100', verticalAlign: 'bottom', lineHeight: 1.3 } }}>
            {ranked && <TableCell>{t('surveyScores.col.rank')}</TableCell>}
            <TableCell className="place-cell">{t(`reports.groupBy.${grouping}`)}</TableCell>
            {headings}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const open = canOpenRow(grouping, row.key) ? () => onOpen(row.key) : null;
            return (
              <TableRow key={row.key} hover={Boolean(open)} onClick={open ?? undefined} sx={{ cursor: open ? 'pointer' : undefined }}>
                {ranked && <TableCell>{row.rank ?? '–'}</TableCell>}
                <TableCell component="th" scope="row" className="place-cell">
                  <PlaceNameCell name={rowLabel(row, locale)} onOpen={open} />
                </TableCell>
                {figures(row)}
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TotalRow>
            {ranked && <TableCell />}
            <TableCell component="th" scope="row" className="place-cell">
              {t('surveyReports.total')}
            </TableCell>
            {figures(total)}
          </TotalRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
