import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { KPI_GROUPINGS, type KpiGrouping, type SignedInUser, type VocGrouping } from '@voc/contracts';
import { COMPLAINT_CATEGORY_GROUPS, latestCompleteMonth, type VocReportName } from '@voc/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportTitle } from '../../../components/reports/report-title';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { ExcelDownloadButton } from '../../../components/downloads/excel-download-button';
import { DataAsOf } from '../../../components/reports/data-as-of';
import { FrozenPeriodNote } from '../../../components/reports/frozen-period-note';
import { formatCount } from '../../../lib/reports/number-format';
import { DrillBreadcrumbs } from '../../../components/reports/drill-breadcrumbs';
import { ReportPeriodText } from '../../../components/reports/report-period-text';
import { drillDown, drillUp } from '../../../lib/reports/drill-down';
import { reportsRefreshed } from '../../../lib/reports/freshness-api';
import { currentYearMonth, yearOptions } from '../../../lib/reports/report-calendar';
import { EMPTY_FILTERS, type ReportFilters } from '../../../lib/reports/report-filters';
import { useReportFilterForm } from '../../../lib/reports/filter-form/use-report-filter-form';
import { allowedTicketTypes, reportScopeOf } from '../../../lib/reports/report-scope';
import { useAppDispatch } from '../../../lib/store/store-hooks';
import { useVocReportQuery } from '../api/voc-reports-api';
import { vocFilterRules } from '../utils/voc-filter-rules';
import { vocQueryOf } from '../utils/voc-query';
import { VOC_VARIANTS } from '../utils/voc-report-variants';
import { VocBarChart } from './voc-bar-chart';
import { VocCategoriesTable } from './voc-categories-table';
import { ReportFilterFields } from '../../../components/reports/report-filter-fields';
import { VocModeTiles } from './voc-mode-tiles';
import { VocRowsTable, useVocRowLabel } from './voc-rows-table';
import { ReportFilterPanel } from '../../../components/reports/report-filter-panel';
import { useReportFilterChips } from '../../../components/reports/use-report-filter-chips';

const CHART_BARS = 15;

/**
 * The VOC report pages (SPEC.md §2): Quick VOC (`/app/report/quickvoc`: the month at a glance,
 * by region → area → dealer, a click opens the next level), sales and service VOC by outlet and
 * by entity, and complaints by car model or segment (the car-model master). Month and year are required (checked before anything
 * is sent); the applied filters live in the address; each page downloads what it shows as xlsx.
 */
export function VocReportPage({ title, user, report }: { title: string; user: SignedInUser; report: VocReportName }) {
  const { t, i18n } = useTranslation();
  const translate = useTranslateMessage();
  const dispatch = useAppDispatch();
  const variant = VOC_VARIANTS[report];
  const scope = useMemo(() => reportScopeOf(user), [user]);
  const types = useMemo(() => (variant.type ? [variant.type] : allowedTicketTypes(user)), [user, variant.type]);
  const [today] = useState(currentYearMonth);
  const years = useMemo(() => yearOptions(today), [today]);
  const defaults = useMemo<ReportFilters>(() => ({ ...EMPTY_FILTERS, ...latestCompleteMonth(today), type: types.length === 1 ? types[0] : 'all' }), [types, today]);
  const rules = useMemo(
    () => vocFilterRules({ defaults, years, types, choices: variant.choices, startYear: today.year, download: { page: { download: 'voc', report }, scope } }),
    [defaults, years, types, variant, today, report, scope],
  );
  const form = useReportFilterForm(rules);
  const { applied, setApplied } = form;
  const setFilters = (next: ReportFilters) => setApplied({ ...next, by: applied.by });
  const chips = useReportFilterChips(applied, { mode: report !== 'callcenter' });
  const query = vocQueryOf(variant, applied, scope, applied.by);
  const grouping = query?.by ?? 'region';
  const rowLabel = useVocRowLabel(grouping);

  const answer = useVocReportQuery(query ?? skipToken);
  const data = answer.currentData;
  const groups = (variant.type ? COMPLAINT_CATEGORY_GROUPS[variant.type] : [...COMPLAINT_CATEGORY_GROUPS.showroom, ...COMPLAINT_CATEGORY_GROUPS.service]).map((g) => g.group);
  // Quick VOC opens the next level of the network; the other pages list fixed rows.
  const drillable = report === 'quickvoc' && (KPI_GROUPINGS as readonly string[]).includes(grouping) && grouping !== 'month';
  const open = drillable ? (key: string) => setFilters(drillDown(applied, grouping as KpiGrouping, key)) : undefined;

  const rowBars = (data?.result ?? []).slice(0, CHART_BARS).map((row) => ({ key: row.key, name: rowLabel(row), now: row.tickets.now, previous: row.tickets.previous }));
  const categoryBars = (data?.categories ?? []).slice(0, 10).map((figure) => ({ key: figure.code, name: figure.code, now: figure.now, previous: figure.previous }));

  return (
    <Stack spacing={2}>
      <ReportTitle title={title} />

      <ReportFilterPanel chips={chips} onSubmit={form.apply} onClear={form.reset}>
        <ReportFilterFields
          value={form.draft}
          onChange={form.change}
          scope={scope}
          types={types}
          typePicker={!variant.type}
          years={years}
          errors={form.errors}
          required
          // The call-centre report is of one mode: no mode or source to choose.
          fixedMode={report === 'callcenter'}
          dealerPicker={report === 'quickvoc' || report === 'carmodel'}
        />
      </ReportFilterPanel>

      {!query ? (
        <Alert severity="info">{t('vocReports.intro')}</Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Stack direction="row" useFlexGap spacing={2} sx={{ p: 2, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
              {report === 'quickvoc' ? (
                <DrillBreadcrumbs filters={applied} onUp={(level) => setApplied(drillUp(applied, level))} />
              ) : (
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="h6" component="h2">
                    {t(`vocReports.rows.${grouping}`)}
                  </Typography>
                  {variant.choices.length > 0 && (
                    <ToggleButtonGroup size="small" exclusive value={grouping} onChange={(_event, next: VocGrouping | null) => next && setApplied({ ...applied, by: next })} aria-label={t('reports.groupBy')}>
                      {variant.choices.map((choice) => (
                        <ToggleButton key={choice} value={choice} sx={{ px: 1.5 }}>
                          {t(`vocReports.by.${choice}`)}
                        </ToggleButton>
                      ))}
                    </ToggleButtonGroup>
                  )}
                </Stack>
              )}
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <ReportPeriodText period={data?.period} />
                <DataAsOf asOf={data?.data_as_of} onRefresh={() => dispatch(reportsRefreshed())} />
                {form.download && <ExcelDownloadButton request={form.download} label={t('exports.downloadExcel')} />}
              </Stack>
            </Stack>
            {answer.isFetching && <LinearProgress aria-label={t('common.loading')} />}
            {data && (
              <Stack spacing={2} sx={{ px: 2, pb: 2 }}>
                <FrozenPeriodNote
                  freeze={data.freeze}
                  now={data.freeze ? t('reports.freeze.vocNow', { tickets: formatCount(data.freeze.tickets_now, i18n.language), cancelled: formatCount(data.freeze.cancelled_now, i18n.language) }) : undefined}
                />
                {report === 'quickvoc' && <VocModeTiles tickets={data.total.tickets} complaints={data.total.complaints} modes={data.modes} />}
                <VocBarChart bars={rowBars} label={t('vocReports.chart.rows', { grouping: t(`vocReports.by.${grouping}`) })} onOpen={open} />
                <Typography variant="caption" color="text.secondary">
                  {t('vocReports.previousPeriod', { from: data.previous_period.from.slice(0, 7), to: data.previous_period.to.slice(0, 7) })}
                </Typography>
              </Stack>
            )}
            <VocRowsTable rows={data?.result} total={data?.total} grouping={grouping} groups={groups} caption={t('vocReports.table', { grouping: t(`vocReports.by.${grouping}`) })} onOpen={open} />
          </Paper>

          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Typography variant="h6" component="h2" sx={{ p: 2 }}>
              {t('vocReports.categories.title')}
            </Typography>
            {data && (
              <Stack spacing={2} sx={{ px: 2, pb: 2 }}>
                <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                  {data.groups.map((group) => (
                    <Paper key={group.group} variant="outlined" sx={{ px: 1.5, py: 1 }} data-testid={`voc-group-${group.group}`}>
                      <Typography variant="body2">
                        {group.group} · {translate(`category.group.${group.group}`)}: <strong>{group.now}</strong>
                      </Typography>
                    </Paper>
                  ))}
                </Stack>
                <VocBarChart bars={categoryBars} label={t('vocReports.chart.categories')} />
                <VocCategoriesTable categories={data.categories} />
              </Stack>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
