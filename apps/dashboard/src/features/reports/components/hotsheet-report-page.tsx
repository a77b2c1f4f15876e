import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import type { SignedInUser } from '@voc/contracts';
import { latestCompleteMonth, type TicketType } from '@voc/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataAsOf } from '../../../components/reports/data-as-of';
import { ReportPeriodText } from '../../../components/reports/report-period-text';
import { reportsRefreshed } from '../../../lib/reports/freshness-api';
import { currentYearMonth, yearOptions } from '../../../lib/reports/report-calendar';
import { EMPTY_FILTERS, type ReportFilters, kpiQueryOf } from '../../../lib/reports/report-filters';
import { reportScopeOf } from '../../../lib/reports/report-scope';
import { useAppDispatch } from '../../../lib/store/store-hooks';
import { useHotsheetReportQuery } from '../api/kpi-reports-api';
import { reportFilterRules } from '../../../lib/reports/filter-form/report-filter-rules';
import { useReportFilterForm } from '../../../lib/reports/filter-form/use-report-filter-form';
import { AgeingChart } from './ageing-chart';
import { HotsheetReportTable } from './hotsheet-report-table';
import { ReportFilterFields } from '../../../components/reports/report-filter-fields';
import { ReportTitle } from '../../../components/reports/report-title';
import { ReportFilterPanel } from '../../../components/reports/report-filter-panel';
import { useReportFilterChips } from '../../../components/reports/use-report-filter-chips';

/**
 * `/app/report/hotsheet/{showroom|service}`: the hot alerts (hotsheet and hotsheet import)
 * received in the period per dealer branch, where they stand, how old the open ones are, and their
 * KPI attainment, from the KPI projection. Filters in the address, month and year required.
 */
export function HotsheetReportPage({ title, user, type }: { title: string; user: SignedInUser; type: TicketType }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const scope = useMemo(() => reportScopeOf(user), [user]);
  const types = useMemo(() => [type], [type]);
  const [today] = useState(currentYearMonth);
  const years = useMemo(() => yearOptions(today), [today]);
  const defaults = useMemo<ReportFilters>(() => ({ ...EMPTY_FILTERS, ...latestCompleteMonth(today), type }), [type, today]);
  const rules = useMemo(() => reportFilterRules({ defaults, years, types, fixed: { type, mode: 'overall', source: '' } }), [defaults, years, types, type]);
  const form = useReportFilterForm(rules);
  const { applied } = form;
  const chips = useReportFilterChips(applied, { mode: false });
  const query = kpiQueryOf(applied);
  const report = useHotsheetReportQuery(query ?? skipToken);

  return (
    <Stack spacing={2}>
      <ReportTitle title={title} />
      <ReportFilterPanel chips={chips} onSubmit={form.apply}>
        <ReportFilterFields value={form.draft} onChange={form.change} scope={scope} types={types} years={years} errors={form.errors} required fixedMode />
      </ReportFilterPanel>
      {!query ? (
        <Alert severity="info">{t('ticketKpi.intro')}</Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Stack direction="row" useFlexGap spacing={2} sx={{ p: 2, justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' }}>
              <ReportPeriodText period={report.data?.period} />
              <DataAsOf asOf={report.data?.data_as_of} onRefresh={() => dispatch(reportsRefreshed())} />
            </Stack>
            {report.isFetching && <LinearProgress aria-label={t('common.loading')} />}
            <HotsheetReportTable rows={report.currentData?.result} total={report.currentData?.total} loading={report.isFetching} caption={t('hotsheetReport.table')} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              {t('hotsheetReport.ageingChart')}
            </Typography>
            <AgeingChart summary={report.currentData?.total} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
