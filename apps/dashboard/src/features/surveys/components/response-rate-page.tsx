import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import type { SignedInUser, SurveyType } from '@voc/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportRangeBar } from '../../../components/reports/report-range-bar';
import { ReportTitle } from '../../../components/reports/report-title';
import { useAppDispatch } from '../../../lib/store/store-hooks';
import { SectionCard } from '../../../components/ui/section-card';
import { todayInBangkok } from '../../../lib/date-format';
import { DataAsOf } from '../../../components/reports/data-as-of';
import { reportScopeOf } from '../../../lib/reports/report-scope';
import { surveyReportsRefreshed, useResponseRateReportQuery } from '../api/survey-reports-api';
import { useReportFilterForm } from '../../../lib/reports/filter-form/use-report-filter-form';
import { responseRateFilterRules } from '../utils/response-rate-filter-rules';
import { responseRateQueryOf, rollingThreeMonths } from '../utils/response-rate-filters';
import { openRow, placeGrouping } from '../utils/survey-place';
import { ResponseRateFiltersForm } from './response-rate-filters-form';
import { ResponseRateTable } from './response-rate-table';
import { ResponseRateTrendChart } from './response-rate-trend-chart';
import { SurveySyncStatus } from './survey-sync-status';
import { useReportFilterChips } from '../../../components/reports/use-report-filter-chips';
import { SurveyPlacePanel } from './survey-place-panel';

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
  const rules = useMemo(() => responseRateFilterRules(type, defaults, scope), [type, defaults, scope]);
  const form = useReportFilterForm(rules);
  const { applied, setApplied } = form;
  const grouping = placeGrouping(applied, scope);
  const query = responseRateQueryOf(type, applied, grouping);
  const chips = useReportFilterChips(applied);
  const report = useResponseRateReportQuery(query ?? skipToken);
  const data = report.currentData;
  const noCases = data !== undefined && data.total.received === 0 && data.rows.every((row) => row.received === 0);

  return (
    <Stack spacing={2}>
      <ReportTitle title={title} />
      <ResponseRateFiltersForm value={form.draft} errors={form.errors} onChange={form.change} onSubmit={form.apply} onClear={form.reset} chips={chips} scope={scope} type={type} />

      {query && (
        <>
          <ReportRangeBar range={t('responseRate.range', { from: query.from, to: query.to })} download={form.download}>
            <Typography variant="body2" color="text.secondary" data-testid="survey-basis">
              {t('responseRate.basis')}
            </Typography>
            <DataAsOf asOf={report.data?.data_as_of} onRefresh={() => dispatch(surveyReportsRefreshed())} />
            <SurveySyncStatus sync={report.data?.survey_sync} type={report.data?.type} />
          </ReportRangeBar>
          {report.isFetching && <LinearProgress aria-label={t('common.loading')} />}

          <SurveyPlacePanel place={applied} onPlace={setApplied} rowHint={grouping !== 'dealer' && !noCases}>
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
          </SurveyPlacePanel>

          <SectionCard title={t('responseRate.trend.title')}>
            <ResponseRateTrendChart report={noCases ? { ...data, trend: [] } : data} />
          </SectionCard>
        </>
      )}
    </Stack>
  );
}
