import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { VocCategoryFigure } from '@voc/contracts';
import { isFewCases } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { FewCasesMark } from '../../../components/reports/few-cases-mark';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { formatCount, formatPercent } from '../../../lib/reports/number-format';
import { VocChangeText } from './voc-change';

/**
 * Complaints by category code (most first): group, now, before, change and share of all complaints.
 * A change against fewer than 5 complaints before, and every share when the period has fewer than 5
 * complaints in all, carry the "few cases" mark (issue 32).
 */
export function VocCategoriesTable({ categories }: { categories: readonly VocCategoryFigure[] }) {
  const { t, i18n } = useTranslation();
  const translate = useTranslateMessage();
  // Every code with complaints is a row: their sum is the period's complaints, the shares' base.
  const fewInAll = isFewCases(categories.reduce((sum, figure) => sum + figure.now, 0));
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t('vocReports.categories.title')}>
      <Table size="small" aria-label={t('vocReports.categories.title')} sx={{ '& td, & th': { textAlign: 'right' }, '& .voc-text': { textAlign: 'left' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('vocReports.col.rank')}</TableCell>
            <TableCell className="voc-text">{t('vocReports.col.category')}</TableCell>
            <TableCell className="voc-text">{t('vocReports.col.categoryGroup')}</TableCell>
            <TableCell>{t('vocReports.col.complaints')}</TableCell>
            <TableCell>{t('vocReports.col.previous')}</TableCell>
            <TableCell>{t('vocReports.col.change')}</TableCell>
            <TableCell>{t('vocReports.col.share')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {categories.length === 0 && (
            <TableRow>
              <TableCell colSpan={7} sx={{ textAlign: 'center !important', color: 'text.secondary' }}>
                {t('vocReports.empty')}
              </TableCell>
            </TableRow>
          )}
          {categories.map((figure) => (
            <TableRow key={figure.code} hover>
              <TableCell>{figure.rank}</TableCell>
              <TableCell component="th" scope="row" className="voc-text">
                {figure.code} {translate(`category.${figure.code}`)}
              </TableCell>
              <TableCell className="voc-text">{translate(`category.group.${figure.group}`)}</TableCell>
              <TableCell>{formatCount(figure.now, i18n.language)}</TableCell>
              <TableCell>{formatCount(figure.previous, i18n.language)}</TableCell>
              <TableCell>
                <VocChangeText change={figure.change} now={figure.now} previous={figure.previous} />
              </TableCell>
              <TableCell>
                {formatPercent(figure.share, i18n.language)}
                {fewInAll && figure.share !== null && <FewCasesMark />}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
