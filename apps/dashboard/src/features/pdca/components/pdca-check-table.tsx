import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PdcaMonthView } from '@voc/contracts';
import { PDCA_MEASURES } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { formatMonthKey, formatPercent, NO_VALUE } from '../../../lib/reports/number-format';
import { useAppSelector } from '../../../lib/store/store-hooks';
import { selectLocale } from '../../../lib/store/ui-slice';

/** Check: the missed month and the months after it, from the projections (never typed). */
export function PdcaCheckTable({ months }: { months: readonly PdcaMonthView[] }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  return (
    <Table size="small" aria-label={t('pdca.check.table')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('pdca.column.month')}</TableCell>
          <TableCell align="right">{t('pdca.column.attainment')}</TableCell>
          {PDCA_MEASURES.map((measure) => (
            <TableCell key={measure} align="right">
              {t(`pdca.measure.${measure}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {months.map((month) => (
          <TableRow key={month.month}>
            <TableCell>{formatMonthKey(month.month, locale)}</TableCell>
            <TableCell align="right">{formatPercent(month.kpi_attainment, locale)}</TableCell>
            {month.measures.map((m) => (
              <TableCell key={m.measure} align="right" sx={{ color: m.missed ? 'error.main' : undefined, fontWeight: m.missed ? 600 : undefined }}>
                {m.value === null ? NO_VALUE : m.measure === 'nps' ? String(m.value) : formatPercent(m.value, locale)}
                {m.missed && ` (${t('pdca.check.target', { target: m.target })})`}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
