import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { skipToken } from '@reduxjs/toolkit/query';
import type { SignedInUser } from '@voc/contracts';
import { latestCompleteMonth } from '@voc/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportUser } from '../../../lib/reports/use-report-user';
import { useAppDispatch } from '../../../lib/store/store-hooks';
import { reportsRefreshed } from '../../../lib/reports/freshness-api';
import { useKpiSummaryQuery } from '../api/kpi-reports-api';
import { reportFilterRules } from '../../../lib/reports/filter-form/report-filter-rules';
import { useReportFilterForm } from '../../../lib/reports/filter-form/use-report-filter-form';
import { EMPTY_FILTERS, type ReportFilters, kpiQueryOf } from '../../../lib/reports/report-filters';
import { DataAsOf } from '../../../components/reports/data-as-of';
import { FrozenPeriodNote } from '../../../components/reports/frozen-period-note';
import { ReportPeriodText } from '../../../components/reports/report-period-text';
import { KpiLegend } from './kpi-legend';
import { KpiReportTable } from './kpi-report-table';
import { KpiSummaryPrintStyles } from './kpi-summary-print-styles';
import { KpiTrendChart } from './kpi-trend-chart';
import { ReportFilterFields } from '../../../components/reports/report-filter-fields';
import { SaveViewButton } from '../../../components/saved-views/save-view-button';
import { ReportFilterPanel } from '../../../components/reports/report-filter-panel';
import { useReportFilterChips } from '../../../components/reports/use-report-filter-chips';

/**
 * `/app/report/kpisummary`: the management KPI summary. Every KPI (2a, 2, 3, 4a, 4 with who held
 * its time, 5a, 5b, 5c) per region over the chosen period, and the last 12 months' trend of every
 * KPI, on one page that prints on one landscape sheet. Filters in the address, month and year
 * required, the user's scope, "data as of".
 */
export function KpiSummaryPage({ title, user }: { title: string; user: SignedInUser }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { scope, types, today, years } = useReportUser(user);
  const defaults = useMemo<ReportFilters>(() => ({ ...EMPTY_FILTERS, ...latestCompleteMonth(today), type: types.length === 1 ? types[0] : 'all' }), [types, today]);
  const rules = useMemo(() => reportFilterRules({ defaults, years, types }), [defaults, years, types]);
  const form = useReportFilterForm(rules);
  const chips = useReportFilterChips(form.applied);
  const query = kpiQueryOf(form.applied);
  const summary = useKpiSummaryQuery(query ?? skipToken);

  return (
    <Stack spacing={2} className="kpi-summary">
      <KpiSummaryPrintStyles />
      <Stack direction="row" useFlexGap spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <ReportPeriodText period={summary.data?.period} />
          <DataAsOf asOf={summary.data?.data_as_of} onRefresh={() => dispatch(reportsRefreshed())} />
          <FrozenPeriodNote freeze={summary.data?.freeze} compact />
          <Button className="no-print" variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!summary.data}>
            {t('kpiSummary.print')}
          </Button>
          <SaveViewButton className="no-print" />
        </Stack>
      </Stack>

      <ReportFilterPanel className="no-print" chips={chips} onSubmit={form.apply}>
        <ReportFilterFields value={form.draft} onChange={form.change} scope={scope} types={types} years={years} errors={form.errors} required />
      </ReportFilterPanel>

      {!query ? (
        <Alert severity="info">{t('ticketKpi.intro')}</Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, p: 2, pb: 0 }}>
              {t('kpiSummary.byRegion')}
            </Typography>
            {summary.isFetching && <LinearProgress aria-label={t('common.loading')} />}
            <KpiReportTable rows={summary.currentData?.regions} total={summary.currentData?.total} grouping="region" caption={t('kpiSummary.byRegion')} loading={summary.isFetching} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              {t('kpiSummary.trend')}
            </Typography>
            <KpiTrendChart months={summary.currentData?.trend} label={t('kpiSummary.trend')} />
          </Paper>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <KpiReportTable rows={summary.currentData?.trend} total={undefined} grouping="month" caption={t('kpiSummary.trendTable')} loading={summary.isFetching} />
          </Paper>
        </>
      )}
      <Box className="no-print">
        <KpiLegend />
      </Box>
    </Stack>
  );
}
