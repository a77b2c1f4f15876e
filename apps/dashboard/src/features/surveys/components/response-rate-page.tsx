import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import type { SignedInUser, SurveyType } from '@voc/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportTitle } from '../../../components/reports/report-title';
import { useAppDispatch } from '../../../lib/store/store-hooks';
import { SectionCard } from '../../../components/ui/section-card';
import { todayInBangkok } from '../../../lib/date-format';
import { ExcelDownloadButton } from '../../../components/downloads/excel-download-button';
import { DataAsOf } from '../../../components/reports/data-as-of';
import { DrillBreadcrumbs } from '../../../components/reports/drill-breadcrumbs';
import { reportScopeOf } from '../../../lib/reports/report-scope';
import { surveyReportsRefreshed, useResponseRateReportQuery } from '../api/survey-reports-api';
import { useResponseRateFilters } from '../hooks/use-response-rate-filters';
import { type DateRangeErrors, type ResponseRateFilters, dateRangeErrors, responseRateQueryOf, rollingThreeMonths } from '../utils/response-rate-filters';
import { drillUp } from '../../../lib/reports/drill-down';
import { changePlace } from '../../../lib/reports/network-place';
import { openRow, placeGrouping } from '../utils/survey-place';
import { ResponseRateFiltersForm } from './response-rate-filters-form';
import { ResponseRateTable } from './response-rate-table';
import { ResponseRateTrendChart } from './response-rate-trend-chart';
import { SurveySyncStatus } from './survey-sync-status';
import { useReportFilterChips } from '../../../components/reports/use-report-filter-chips';

/**
 * `/app/ticket/survey/report/responserate/{showroom|service}` (SPEC.md §2, §5, §9): the six
 * numbers and the response rate per region, opened down to areas and dealers, for a date range
 * (required, checked with the domain's rule before anything is sent). It opens on the rolling
 * three months; the applied filters live in the address, the form holds a draft until sent.
 */
export function ResponseRatePage({ title, type, user }: { title: string; type: SurveyType; user: SignedInUser }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const scope = useMemo(() => reportScopeOf(user), [user]);
  const [defaults] = useState(() => rollingThreeMonths(todayInBangkok()));
  const [applied, setApplied] = useResponseRateFilters(defaults);
  const grouping = placeGrouping(applied, scope);
  const query = responseRateQueryOf(type, applied, grouping);
  const chips = useReportFilterChips(applied);
  const report = useResponseRateReportQuery(query ?? skipToken);

  const appliedKey = JSON.stringify(applied);
  const [shownKey, setShownKey] = useState(appliedKey);
  const [draft, setDraft] = useState<ResponseRateFilters>(applied);
  const [errors, setErrors] = useState<DateRangeErrors>(() => dateRangeErrors(applied));
  // The address changed (back button, a row opened, a link): the form shows it.
  if (appliedKey !== shownKey) {
    setShownKey(appliedKey);
    setDraft(applied);
    setErrors(dateRangeErrors(applied));
  }

  const submit = () => {
    const found = dateRangeErrors(draft);
    setErrors(found);
    const valid = Object.keys(found).length === 0;
    if (valid) setApplied(draft);
    return valid;
  };
  const clear = () => setApplied({ ...defaults, region: '', area_code: '', dealer_id: '' });
  const change = (patch: Partial<ResponseRateFilters>) => {
    setDraft((current) => ({ ...changePlace(current, patch), from: patch.from ?? current.from, to: patch.to ?? current.to }));
    if (patch.from !== undefined || patch.to !== undefined) setErrors({});
  };
  const data = report.currentData;
  const noCases = data !== undefined && data.total.received === 0 && data.rows.every((row) => row.received === 0);

  return (
    <Stack spacing={2}>
      <ReportTitle title={title} />
      <ResponseRateFiltersForm value={draft} errors={errors} onChange={change} onSubmit={submit} onClear={clear} chips={chips} scope={scope} type={type} />

      {query && (
        <>
          <Stack direction="row" useFlexGap spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
            <Stack spacing={0}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('responseRate.range', { from: query.from, to: query.to })}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="survey-basis">
                {t('responseRate.basis')}
              </Typography>
              <DataAsOf asOf={report.data?.data_as_of} onRefresh={() => dispatch(surveyReportsRefreshed())} />
              <SurveySyncStatus sync={report.data?.survey_sync} type={report.data?.type} />
            </Stack>
            <ExcelDownloadButton request={{ url: '/tickets/report/excel/responserate', params: { ...query } }} label={t('exports.downloadExcel')} />
          </Stack>
          {report.isFetching && <LinearProgress aria-label={t('common.loading')} />}

          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Stack sx={{ px: 2, pt: 1.5 }}>
              <DrillBreadcrumbs filters={applied} onUp={(level) => setApplied({ ...applied, ...drillUp(applied, level) })} />
              {grouping !== 'dealer' && !noCases && (
                <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 1 }}>
                  {t('surveyReports.rowHint')}
                </Typography>
              )}
            </Stack>
            {noCases ? (
              <Alert severity="info" sx={{ m: 2 }}>
                {t('responseRate.empty')}
              </Alert>
            ) : data ? (
              <ResponseRateTable
                rows={data.rows}
                total={data.total}
                grouping={data.group_by}
                caption={t('responseRate.table', { grouping: t(`reports.groupBy.${data.group_by}`) })}
                onOpen={(key) => setApplied({ ...applied, ...openRow(applied, data.group_by, key) })}
              />
            ) : null}
          </Paper>

          <SectionCard title={t('responseRate.trend.title')}>
            <ResponseRateTrendChart report={noCases ? { ...data, trend: [] } : data} />
          </SectionCard>
        </>
      )}
    </Stack>
  );
}
