import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReportGrouping, SignedInUser } from '@voc/contracts';
import { latestCompleteMonth, type ReportDownloadPage, type ReportMode, type TicketType } from '@voc/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../lib/store/store-hooks';
import { ExcelDownloadButton } from '../../../components/downloads/excel-download-button';
import { reportsRefreshed } from '../../../lib/reports/freshness-api';
import { useKpiReportQuery } from '../api/kpi-reports-api';
import { reportFilterRules } from '../../../lib/reports/filter-form/report-filter-rules';
import { useReportFilterForm } from '../../../lib/reports/filter-form/use-report-filter-form';
import { currentYearMonth, yearOptions } from '../../../lib/reports/report-calendar';
import { EMPTY_FILTERS, type ReportFilters, kpiQueryOf } from '../../../lib/reports/report-filters';
import { allowedTicketTypes, reportScopeOf, topGrouping } from '../../../lib/reports/report-scope';
import { formatMonthKey } from '../../../lib/reports/number-format';
import { attainmentBars } from '../utils/chart-data';
import { RATE_KPIS, type RateKpi } from '../utils/kpi-measures';
import { DataAsOf } from '../../../components/reports/data-as-of';
import { FrozenPeriodNote } from '../../../components/reports/frozen-period-note';
import { formatCount } from '../../../lib/reports/number-format';
import { AttainmentChart } from './attainment-chart';
import { KpiLegend } from './kpi-legend';
import { KpiReportTable } from './kpi-report-table';
import { ReportFilterFields } from '../../../components/reports/report-filter-fields';
import { ReportPeriodText } from '../../../components/reports/report-period-text';
import { ReportTitle } from '../../../components/reports/report-title';
import { ReportFilterPanel } from '../../../components/reports/report-filter-panel';
import { useReportFilterChips } from '../../../components/reports/use-report-filter-chips';

/** What sets one KPI page apart from another. */
export interface KpiPageVariant {
  /** The groupings offered, the first the default unless the scope's top level is among them. */
  groupings: readonly ReportGrouping[];
  /** A type and mode the page is about (the VOC KPI pages: survey tickets of one type). */
  fixed?: { type: TicketType; mode: ReportMode };
  /** The spreadsheet of the page's figures (libs/domain's report download). */
  download: Extract<ReportDownloadPage, { download: 'kpi' }>;
  /** Draw the attainment of one KPI per group above the table. */
  chart?: boolean;
}

/**
 * A KPI report page (SPEC.md §2, §5): the filter form (month and year required, checked before
 * anything is sent), then KPI attainment per group with the totals, who held KPI4's time and the
 * KPI legend. The applied filters live in the address; the form holds a draft until sent. It
 * opens on the latest complete month, shown at once; its spreadsheet downloads from the report's
 * header with the same filters.
 */
export function KpiReportPage({ title, user, variant }: { title: string; user: SignedInUser; variant: KpiPageVariant }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const groupingLabelId = useId();
  const scope = useMemo(() => reportScopeOf(user), [user]);
  const allowed = useMemo(() => allowedTicketTypes(user), [user]);
  const types = useMemo(() => (variant.fixed ? [variant.fixed.type] : allowed), [variant.fixed, allowed]);
  const [today] = useState(currentYearMonth);
  const years = useMemo(() => yearOptions(today), [today]);
  const defaults = useMemo<ReportFilters>(() => {
    const top = topGrouping(scope);
    return {
      ...EMPTY_FILTERS,
      ...latestCompleteMonth(today),
      type: types.length === 1 ? types[0] : 'all',
      mode: variant.fixed?.mode ?? EMPTY_FILTERS.mode,
      group_by: variant.groupings.includes(top) ? top : variant.groupings[0],
    };
  }, [types, scope, today, variant]);
  const rules = useMemo(
    () => reportFilterRules({ defaults, years, types, fixed: variant.fixed && { mode: variant.fixed.mode, type: variant.fixed.type, source: '' }, startYear: today.year, download: { page: variant.download, scope } }),
    [defaults, years, types, variant, today, scope],
  );
  const form = useReportFilterForm(rules);
  const { applied, setApplied: setFilters } = form;
  const query = kpiQueryOf(applied, { groupBy: applied.group_by });
  const [kpi, setKpi] = useState<RateKpi>('kpi2a');

  const chips = useReportFilterChips(applied, { mode: !variant.fixed });
  const report = useKpiReportQuery(query ?? skipToken);
  const bars = useMemo(
    () => attainmentBars(report.currentData?.result ?? [], applied.group_by, kpi, (key) => formatMonthKey(key, i18n.language), i18n.language).map((bar) => ({ ...bar, drillable: false })),
    [report.currentData, applied.group_by, kpi, i18n.language],
  );

  const regroup = (groupBy: ReportGrouping) => {
    form.change({ group_by: groupBy });
    if (query) setFilters({ ...applied, group_by: groupBy });
  };

  return (
    <Stack spacing={2}>
      <ReportTitle title={title} />

      <ReportFilterPanel chips={chips} onSubmit={form.apply} onClear={form.reset}>
        <ReportFilterFields value={form.draft} onChange={form.change} scope={scope} types={types} years={years} errors={form.errors} required fixedMode={Boolean(variant.fixed)} />
      </ReportFilterPanel>

      {!query ? (
        <Alert severity="info">{t('ticketKpi.intro')}</Alert>
      ) : (
        <>
          {variant.chart && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Stack direction="row" useFlexGap spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {t('kpiReport.chart', { grouping: t(`reports.groupBy.${applied.group_by}`) })}
                </Typography>
                <ToggleButtonGroup size="small" exclusive value={kpi} onChange={(_event, next: RateKpi | null) => next && setKpi(next)} aria-label={t('kpiDashboard.attainment.kpi')} sx={{ flexWrap: 'wrap' }}>
                  {RATE_KPIS.map((code) => (
                    <ToggleButton key={code} value={code} title={t(`kpi.${code}.title`)} sx={{ px: 1.25, py: 0.25 }}>
                      {t(`kpi.${code}`)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Stack>
              <AttainmentChart
                bars={bars}
                grouping={applied.group_by}
                kpiName={`${t(`kpi.${kpi}`)} · ${t(`kpi.${kpi}.title`)}`}
                totalRate={report.currentData?.total[kpi].rate ?? null}
                onOpen={() => undefined}
                loading={report.isFetching || report.isUninitialized}
              />
            </Paper>
          )}
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Stack direction="row" useFlexGap spacing={2} sx={{ p: 2, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography id={groupingLabelId} variant="body2" sx={{ fontWeight: 600 }}>
                  {t('reports.groupBy')}
                </Typography>
                <ToggleButtonGroup size="small" exclusive value={applied.group_by} onChange={(_event, next: ReportGrouping | null) => next && regroup(next)} aria-labelledby={groupingLabelId}>
                  {variant.groupings.map((grouping) => (
                    <ToggleButton key={grouping} value={grouping} sx={{ px: 1.5 }}>
                      {t(`reports.groupBy.${grouping}`)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Stack>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <ReportPeriodText period={report.data?.period} />
                <DataAsOf asOf={report.data?.data_as_of} onRefresh={() => dispatch(reportsRefreshed())} />
                {form.download && <ExcelDownloadButton request={form.download} label={t('exports.downloadExcel')} />}
              </Stack>
            </Stack>
            {report.isFetching && <LinearProgress aria-label={t('common.loading')} />}
            <Box sx={{ px: 2 }}>
              <FrozenPeriodNote
                freeze={report.currentData?.freeze}
                now={
                  report.currentData?.freeze
                    ? t('reports.freeze.kpiNow', {
                        tickets: formatCount(report.currentData.freeze.total_now.tickets, i18n.language),
                        closed: formatCount(report.currentData.freeze.total_now.closed, i18n.language),
                        cancelled: formatCount(report.currentData.freeze.total_now.cancelled, i18n.language),
                      })
                    : undefined
                }
              />
            </Box>
            <KpiReportTable
              rows={report.currentData?.result}
              total={report.currentData?.total}
              grouping={applied.group_by}
              caption={t('ticketKpi.table', { grouping: t(`reports.groupBy.${applied.group_by}`) })}
              loading={report.isFetching}
            />
            <Typography variant="caption" component="p" color="text.secondary" sx={{ p: 1.5 }}>
              {t('ticketKpi.cellHint')}
            </Typography>
          </Paper>
        </>
      )}

      <KpiLegend />
    </Stack>
  );
}
