import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SignedInUser } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatDate } from '../../../lib/date-format';
import { formatMonthKey, formatPercent } from '../../../lib/reports/number-format';
import { useAppSelector } from '../../../lib/store/store-hooks';
import { selectLocale } from '../../../lib/store/ui-slice';
import { usePdcaWorkQuery } from '../api/pdca-api';
import { pdcaPlanPath } from '../utils/pdca-paths';
import { PdcaMeasuresText } from './pdca-measures-text';
import { PdcaStateChip } from './pdca-state-chip';

/**
 * `/app/pdca` (issue 14): dealer staff see the months their branch owes a development plan for
 * (a KPI or NPS missed its target) and their plans; area and region managers and head office see
 * the plans written in their area, region or network, those waiting for review first.
 */
export function PdcaWorkPage({ title, user }: { title: string; user: SignedInUser }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const navigate = useNavigate();
  const work = usePdcaWorkQuery({});
  const author = user.type === 'dealer';
  const rows = work.data ?? [];

  return (
    <Stack spacing={2}>
      <PageHeading title={title} intro={author ? t('pdca.work.authorHint') : t('pdca.work.reviewerHint')} />
      {work.isFetching && <LinearProgress aria-label={t('common.loading')} />}
      {work.isSuccess && rows.length === 0 && <Alert severity="info">{author ? t('pdca.work.emptyAuthor') : t('pdca.work.emptyReviewer')}</Alert>}
      {rows.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('pdca.work.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('pdca.column.month')}</TableCell>
                {!author && <TableCell>{t('pdca.column.dealer')}</TableCell>}
                <TableCell>{t('pdca.column.type')}</TableCell>
                <TableCell>{t('pdca.column.missed')}</TableCell>
                <TableCell align="right">{t('pdca.column.kpiBefore')}</TableCell>
                <TableCell>{t('pdca.column.state')}</TableCell>
                <TableCell>{t('pdca.column.due')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={`${row.dealer._id}-${row.type}-${row.month}`} hover data-plan-month={row.month}>
                  <TableCell>{formatMonthKey(row.month, locale)}</TableCell>
                  {!author && (
                    <TableCell>
                      {row.dealer.dealer_code} {locale === 'en-US' ? row.dealer.branch_name_en || row.dealer.branch_name : row.dealer.branch_name}
                    </TableCell>
                  )}
                  <TableCell>{t(`pdca.kind.${row.type}`)}</TableCell>
                  <TableCell>
                    <PdcaMeasuresText measures={row.missed} />
                  </TableCell>
                  <TableCell align="right">{formatPercent(row.kpi_before, locale)}</TableCell>
                  <TableCell>
                    <PdcaStateChip state={row.shown_state} />
                  </TableCell>
                  <TableCell>{row.state === 'accepted' || row.state === 'submitted' ? '–' : formatDate(row.due_at)}</TableCell>
                  <TableCell align="right">
                    <Button size="small" variant={row.abilities.length ? 'contained' : 'text'} onClick={() => navigate(pdcaPlanPath({ dealer: row.dealer._id, type: row.type, month: row.month }))}>
                      {row.abilities.includes('accept') ? t('pdca.work.review') : row.abilities.includes('submit') ? t('pdca.work.write') : t('pdca.work.open')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
