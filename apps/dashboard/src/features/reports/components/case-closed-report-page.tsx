import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import { skipToken } from '@reduxjs/toolkit/query';
import type { SignedInUser } from '@voc/contracts';
import { latestCompleteMonth } from '@voc/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportUser } from '../../../lib/reports/use-report-user';
import { ExcelDownloadButton } from '../../../components/downloads/excel-download-button';
import { DataAsOf } from '../../../components/reports/data-as-of';
import { StatTile } from '../../../components/ui/stat-tile';
import { reportsRefreshed } from '../../../lib/reports/freshness-api';
import { formatCount, formatDays, formatPercent } from '../../../lib/reports/number-format';
import { EMPTY_FILTERS, type ReportFilters, kpiQueryOf } from '../../../lib/reports/report-filters';
import { useAppDispatch } from '../../../lib/store/store-hooks';
import { useCaseClosedReportQuery, type CaseClosedQuery } from '../api/kpi-reports-api';
import { reportFilterRules } from '../../../lib/reports/filter-form/report-filter-rules';
import { useReportFilterForm } from '../../../lib/reports/filter-form/use-report-filter-form';
import { CaseClosedTable } from './case-closed-table';
import { ReportFilterFields } from '../../../components/reports/report-filter-fields';
import { ReportTitle } from '../../../components/reports/report-title';
import { ReportFilterPanel } from '../../../components/reports/report-filter-panel';
import { useReportFilterChips } from '../../../components/reports/use-report-filter-chips';

const PAGE_SIZE = 50;

/**
 * `/app/report/caseclosed`: the tickets completed in the month (Thai time), each with its days to
 * close and who held the time (the dealer until the proposal went for approval, head office while
 * it waited), the month's averages, and the case-closed spreadsheet of the same month and filters.
 */
export function CaseClosedReportPage({ title, user }: { title: string; user: SignedInUser }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const dispatch = useAppDispatch();
  const { scope, types, today, years } = useReportUser(user);
  const defaults = useMemo<ReportFilters>(() => ({ ...EMPTY_FILTERS, ...latestCompleteMonth(today), type: types.length === 1 ? types[0] : 'all' }), [types, today]);
  const rules = useMemo(() => reportFilterRules({ defaults, years, types, download: { page: { download: 'caseclosed' }, scope } }), [defaults, years, types, scope]);
  const form = useReportFilterForm(rules);
  const { applied, appliedKey } = form;
  const chips = useReportFilterChips(applied, { period: false, mode: false });
  const kpiQuery = kpiQueryOf(applied);
  // Other filters start from the first page.
  const [paging, setPaging] = useState({ key: appliedKey, page: 0 });
  const page = paging.key === appliedKey ? paging.page : 0;
  const setPage = (next: number) => setPaging({ key: appliedKey, page: next });

  const query: CaseClosedQuery | null = kpiQuery
    ? { year: kpiQuery.year, month: kpiQuery.month, type: kpiQuery.type, source: kpiQuery.source, region: kpiQuery.region, area_code: kpiQuery.area_code, dealer_id: kpiQuery.dealer_id, page: page + 1, limit: PAGE_SIZE }
    : null;
  const report = useCaseClosedReportQuery(query ?? skipToken);
  const summary = report.currentData?.summary;

  return (
    <Stack spacing={2}>
      <ReportTitle title={title} />
      <ReportFilterPanel chips={chips} onSubmit={form.apply}>
        <ReportFilterFields value={form.draft} onChange={form.change} scope={scope} types={types} years={years} errors={form.errors} required monthOnly />
      </ReportFilterPanel>

      {!query ? (
        <Alert severity="info">{t('ticketKpi.intro')}</Alert>
      ) : (
        <>
          <Box component="ul" aria-label={t('caseClosed.summary')} sx={{ m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}>
            <StatTile label={t('caseClosed.tile.completed')} value={report.currentData ? formatCount(report.currentData.total, locale) : undefined} />
            <StatTile label={`${t('kpi.kpi4')} · ${t('kpi.kpi4.title')}`} value={summary ? formatDays(summary.avg_days_to_close, locale) : undefined} />
            <StatTile
              label={`${t('kpi.kpi4a')} · ${t('kpi.kpi4a.title')}`}
              value={summary ? formatPercent(summary.kpi4a.rate, locale) : undefined}
              hint={summary ? t('reports.metOfDecided', { met: formatCount(summary.kpi4a.met, locale), decided: formatCount(summary.kpi4a.decided, locale) }) : undefined}
            />
            <StatTile label={t('kpi.held.to_proposal_avg_days.title')} value={summary ? formatDays(summary.held.to_proposal_avg_days, locale) : undefined} />
            <StatTile label={t('kpi.held.approval_wait_avg_days.title')} value={summary ? formatDays(summary.held.approval_wait_avg_days, locale) : undefined} />
          </Box>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Stack direction="row" useFlexGap spacing={2} sx={{ p: 2, justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' }}>
              <DataAsOf asOf={report.data?.data_as_of} onRefresh={() => dispatch(reportsRefreshed())} />
              {form.download && <ExcelDownloadButton request={form.download} label={t('exports.downloadExcel')} />}
            </Stack>
            {report.isFetching && <LinearProgress aria-label={t('common.loading')} />}
            <CaseClosedTable rows={report.currentData?.result} loading={report.isFetching} caption={t('caseClosed.table')} />
            <TablePagination
              component="div"
              count={report.currentData?.total ?? 0}
              page={page}
              onPageChange={(_event, next) => setPage(next)}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
              labelDisplayedRows={({ from, to, count }) => t('caseClosed.rows', { from, to, count })}
            />
          </Paper>
        </>
      )}
    </Stack>
  );
}
