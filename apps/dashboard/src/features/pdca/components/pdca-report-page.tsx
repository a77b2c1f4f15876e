import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PdcaReportType } from '@voc/contracts';
import { PDCA_STATES, type PdcaState, reportDownloadQuery } from '@voc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExcelDownloadButton } from '../../../components/downloads/excel-download-button';
import { DataAsOf } from '../../../components/reports/data-as-of';
import { todayInBangkok } from '../../../lib/date-format';
import { reportDownloadUrl } from '../../../lib/reports/filter-form/report-download-urls';
import { formatMonthKey } from '../../../lib/reports/number-format';
import { useAppSelector } from '../../../lib/store/store-hooks';
import { selectLocale } from '../../../lib/store/ui-slice';
import { usePdcaReportQuery, type PdcaReportParams } from '../api/pdca-api';
import { pdcaPlanPath } from '../utils/pdca-paths';
import { PdcaMeasuresText } from './pdca-measures-text';
import { PdcaOwedFigureCell } from './pdca-owed-figure-cell';
import { PdcaStateChip } from './pdca-state-chip';
import { DateField } from '../../../components/ui/date-field';

interface Filters {
  from_created_date: string;
  to_created_date: string;
  state: PdcaState | '';
}

const paramsOf = (type: PdcaReportType, filters: Filters): PdcaReportParams => ({
  type,
  ...(filters.from_created_date ? { from_created_date: filters.from_created_date } : {}),
  ...(filters.to_created_date ? { to_created_date: filters.to_created_date } : {}),
  ...(filters.state ? { state: filters.state } : {}),
});

/**
 * `/app/report/pdca/{showroom|service}` (SPEC.md §2, §3; issue 14): dealer branches × months with
 * the plan's status and the KPI before (the missed month) and after (the next one), filtered by
 * created date (the day a month's plan became owed: the first of the month after) and status;
 * downloaded as PDCA_{Service|Sales}_{DDMMYY}.xlsx. Without dates: the last six months that are over.
 * A row opens its plan for users who review plans (`canOpenPlans`: the PDCA work page is theirs).
 */
export function PdcaReportPage({ title, type, canOpenPlans }: { title: string; type: PdcaReportType; canOpenPlans: boolean }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const navigate = useNavigate();
  const empty: Filters = { from_created_date: '', to_created_date: '', state: '' };
  const [draft, setDraft] = useState<Filters>(empty);
  const [applied, setApplied] = useState<Filters>(empty);
  const params = paramsOf(type, applied);
  // The download: the domain's rule for the report's filters (they are the form's, not the address's).
  const downloadPage = { download: 'pdca', type } as const;
  const download = { url: reportDownloadUrl(downloadPage), params: reportDownloadQuery(downloadPage, new URLSearchParams({ ...applied }), 'all', { today: todayInBangkok(), closed: null }) };
  const report = usePdcaReportQuery(params);
  const data = report.currentData;
  const ticketType = type === 'service' ? 'service' : 'showroom';

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          component="form"
          aria-label={t('pdca.report.filters')}
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            setApplied(draft);
          }}
        >
          <DateField size="small" label={t('pdca.report.from')} value={draft.from_created_date} onChange={(day) => setDraft({ ...draft, from_created_date: day })} sx={{ width: 190 }} />
          <DateField size="small" label={t('pdca.report.to')} value={draft.to_created_date} onChange={(day) => setDraft({ ...draft, to_created_date: day })} sx={{ width: 190 }} />
          <TextField select size="small" label={t('pdca.column.state')} value={draft.state} onChange={(e) => setDraft({ ...draft, state: e.target.value as PdcaState | '' })} sx={{ minWidth: 180 }}>
            <MenuItem value="">{t('pdca.report.allStates')}</MenuItem>
            {PDCA_STATES.map((state) => (
              <MenuItem key={state} value={state}>
                {t(`pdca.state.${state}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained">
            {t('pdca.report.search')}
          </Button>
          <Button
            onClick={() => {
              setDraft(empty);
              setApplied(empty);
            }}
          >
            {t('pdca.report.clear')}
          </Button>
        </Stack>
      </Paper>
      <Stack direction="row" useFlexGap spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label={t('pdca.report.counts')}>
          {data &&
            PDCA_STATES.map((state) => <Chip key={state} size="small" variant="outlined" label={`${t(`pdca.state.${state}`)}: ${data.counts[state]}`} data-count-state={state} />)}
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <DataAsOf asOf={data?.data_as_of} onRefresh={() => void report.refetch()} />
          <ExcelDownloadButton request={download} label={t('exports.downloadExcel')} />
        </Stack>
      </Stack>
      {report.isFetching && <LinearProgress aria-label={t('common.loading')} />}
      {data && data.result.length === 0 && <Alert severity="info">{t('pdca.report.empty')}</Alert>}
      {data && data.result.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('pdca.report.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('pdca.column.dealer')}</TableCell>
                <TableCell>{t('pdca.column.region')}</TableCell>
                <TableCell>{t('pdca.column.month')}</TableCell>
                <TableCell>{t('pdca.column.missed')}</TableCell>
                <TableCell>{t('pdca.column.state')}</TableCell>
                <TableCell align="right">{t('pdca.column.kpiBefore')}</TableCell>
                <TableCell align="right">{t('pdca.column.kpiAfter')}</TableCell>
                <TableCell align="right">{t('pdca.column.returns')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.result.map((row) => (
                <TableRow
                  key={`${row.dealer._id}-${row.month}`}
                  hover
                  sx={canOpenPlans ? { cursor: 'pointer' } : undefined}
                  data-report-dealer={row.dealer.dealer_code}
                  onClick={canOpenPlans ? () => navigate(pdcaPlanPath({ dealer: row.dealer._id, type: ticketType, month: row.month })) : undefined}
                >
                  <TableCell>
                    {row.dealer.dealer_code} {locale === 'en-US' ? row.dealer.branch_name_en || row.dealer.branch_name : row.dealer.branch_name}
                  </TableCell>
                  <TableCell>
                    {row.region ?? '–'} / {row.area_code ?? '–'}
                  </TableCell>
                  <TableCell>{formatMonthKey(row.month, locale)}</TableCell>
                  <TableCell>
                    <PdcaMeasuresText measures={row.missed} />
                  </TableCell>
                  <TableCell>
                    <PdcaStateChip state={row.shown_state} />
                  </TableCell>
                  <TableCell align="right">
                    <PdcaOwedFigureCell row={row} when="before" />
                  </TableCell>
                  <TableCell align="right">
                    <PdcaOwedFigureCell row={row} when="after" />
                  </TableCell>
                  <TableCell align="right">{row.returns}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
