import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SignedInUser } from '@voc/contracts';
import { latestCompleteMonth } from '@voc/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportHeading } from '../../../components/reports/report-heading';
import { useReportUser } from '../../../lib/reports/use-report-user';
import { useAppDispatch } from '../../../lib/store/store-hooks';
import { SectionCard } from '../../../components/ui/section-card';
import { DataAsOf } from '../../../components/reports/data-as-of';
import { ReportPeriodText } from '../../../components/reports/report-period-text';
import { changeTypedPlace } from '../../../lib/reports/typed-place';
import { surveyReportsRefreshed, useSurveyScoresReportQuery } from '../api/survey-reports-api';
import { useFilterAddress } from '../../../lib/reports/filter-form/use-filter-address';
import { EVERY_PLACE } from '../../../lib/reports/network-place';
import { openRow, placeGrouping } from '../utils/survey-place';
import { type SurveyScoresFilters, scoresFiltersFromSearch, scoresQueryOf, searchFromScoresFilters } from '../utils/survey-scores-filters';
import { AnswerDistributionChart } from './answer-distribution-chart';
import { NpsTrendChart } from './nps-trend-chart';
import { rowLabel } from './place-name-cell';
import { SurveyScoreTiles } from './survey-score-tiles';
import { SurveyScoresFilterFields } from './survey-scores-filter-fields';
import { SurveyScoresTable } from './survey-scores-table';
import { SurveySyncStatus } from './survey-sync-status';
import { SurveyPlacePanel } from './survey-place-panel';

const RETURN_INTENT = [1, 2, 3, 4] as const;
const EXPERIENCE = [1, 2, 3, 4, 5] as const;

/**
 * `/app/ticket/survey/report/scores` (SPEC.md §2 survey views, §9): NPS, Top2Box, Bottom6,
 * satisfaction, recovery and the return-intent and experience answers over a period (3 months to
 * start, ending with the latest complete month), per region, area or dealer ranked by NPS, with
 * NPS per month. A dealer sees its branch against its area. Filters live in the address.
 */
export function SurveyScoresPage({ title, user }: { title: string; user: SignedInUser }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { scope, types, today, years } = useReportUser(user);
  const options = useMemo(() => ({ types, years }), [types, years]);
  const defaults = useMemo<SurveyScoresFilters>(() => ({ type: types[0], period: '3months', ...latestCompleteMonth(today), ...EVERY_PLACE }), [types, today]);
  const address = useMemo(() => ({ read: (search: URLSearchParams) => scoresFiltersFromSearch(search, defaults, options), write: (next: SurveyScoresFilters) => searchFromScoresFilters(next, defaults) }), [defaults, options]);
  const [filters, setFilters] = useFilterAddress(address);
  const grouping = placeGrouping(filters, scope);
  const report = useSurveyScoresReportQuery(scoresQueryOf(filters, grouping));
  const data = report.currentData;
  const benchmark = data?.benchmark ? { ...data.benchmark, name: rowLabel(data.benchmark, i18n.language) } : null;

  const change = (patch: Partial<SurveyScoresFilters>) => setFilters(changeTypedPlace(filters, patch));

  return (
    <Stack spacing={2}>
      <ReportHeading
        title={title}
        details={
          <>
            <ReportPeriodText period={data ? { from: data.from, to: data.to } : undefined} />
            <Typography variant="body2" color="text.secondary" data-testid="survey-basis">
              {t('surveyScores.basis')}
            </Typography>
          </>
        }
        aside={
          <Stack>
            <DataAsOf asOf={report.data?.data_as_of} onRefresh={() => dispatch(surveyReportsRefreshed())} />
            <SurveySyncStatus sync={report.data?.survey_sync} type={report.data?.type} />
          </Stack>
        }
      />
      <SurveyScoresFilterFields value={filters} onChange={change} scope={scope} types={types} years={options.years} />
      {report.isFetching && <LinearProgress aria-label={t('common.loading')} />}

      {benchmark && (
        <Typography variant="h6" component="h2">
          {t('surveyScores.benchmark.title', { area: benchmark.name })}
        </Typography>
      )}
      <SurveyScoreTiles scores={data?.total} benchmark={benchmark} />

      <SurveyPlacePanel place={filters} onPlace={setFilters} rowHint={grouping !== 'dealer'}>
        {data && (
          <SurveyScoresTable
            rows={data.rows}
            total={data.total}
            grouping={data.group_by}
            caption={t('surveyScores.table', { grouping: t(`reports.groupBy.${data.group_by}`) })}
            onOpen={(key) => setFilters({ ...filters, ...openRow(filters, data.group_by, key) })}
          />
        )}
      </SurveyPlacePanel>

      <SectionCard title={t('surveyScores.trend.title')}>
        <NpsTrendChart trend={data?.trend} />
      </SectionCard>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <SectionCard title={t('surveyScores.returnIntent')}>
          <AnswerDistributionChart
            question={t('surveyScores.returnIntent')}
            answers={RETURN_INTENT.map((answer) => t(`surveyScores.returnIntent.${answer}`))}
            counts={data?.total.return_intent}
            benchmark={benchmark ? { name: benchmark.name, counts: benchmark.return_intent } : null}
            ownName={benchmark ? t('surveyScores.benchmark.you') : t('surveyScores.answers')}
          />
        </SectionCard>
        <SectionCard title={t('surveyScores.experience')}>
          <AnswerDistributionChart
            question={t('surveyScores.experience')}
            answers={EXPERIENCE.map((answer) => t(`surveyScores.experience.${answer}`))}
            counts={data?.total.experience}
            benchmark={benchmark ? { name: benchmark.name, counts: benchmark.experience } : null}
            ownName={benchmark ? t('surveyScores.benchmark.you') : t('surveyScores.answers')}
          />
        </SectionCard>
      </Box>
    </Stack>
  );
}
