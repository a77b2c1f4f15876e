import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SignedInUser, SurveyType } from '@voc/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card';
import { todayInBangkok } from '../../../lib/date-format';
import { formatPercent } from '../../../lib/reports/number-format';
import { currentYearMonth } from '../../../lib/reports/report-calendar';
import { reportScopeOf } from '../../../lib/reports/report-scope';
import { useResponseRateReportQuery, useSurveyScoresReportQuery } from '../api/survey-reports-api';
import { rollingThreeMonths } from '../utils/response-rate-filters';
import { EVERY_PLACE } from '../../../lib/reports/network-place';
import { placeGrouping } from '../utils/survey-place';
import { formatNps } from './survey-score-tiles';
import { SurveySyncStatus } from './survey-sync-status';

export const RESPONSE_RATE_PATH = (type: SurveyType) => `/app/ticket/survey/report/responserate/${type}`;
export const SURVEY_SCORES_PATH = '/app/ticket/survey/report/scores';

function Figure({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {value === undefined ? (
        <Skeleton variant="text" width={80} sx={{ fontSize: '1.75rem' }} />
      ) : (
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {value}
        </Typography>
      )}
    </Box>
  );
}

/** One survey type's NPS and response rate over the rolling three months, in the user's scope. */
function SurveyTypeSummary({ type, user }: { type: SurveyType; user: SignedInUser }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const groupBy = placeGrouping(EVERY_PLACE, reportScopeOf(user));
  const [month] = useState(currentYearMonth);
  const [range] = useState(() => rollingThreeMonths(todayInBangkok()));
  const scores = useSurveyScoresReportQuery({ type, period: '3months', ...month, group_by: groupBy });
  const rates = useResponseRateReportQuery({ type, ...range, group_by: groupBy });
  const failed = (query: { isError: boolean }) => (query.isError ? '–' : undefined);
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }} data-testid={`survey-summary-${type}`}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t(`reports.type.${type}`)}
      </Typography>
      <Stack direction="row" spacing={4} sx={{ mb: 1 }}>
        <Figure label={t('surveyCard.nps')} value={scores.data ? formatNps(scores.data.total.nps, locale) : failed(scores)} />
        <Figure label={t('surveyCard.rate')} value={rates.data ? formatPercent(rates.data.total.rate, locale) : failed(rates)} />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={RESPONSE_RATE_PATH(type)}>
          {t('surveyCard.openRate')}
        </Link>
        <Link component={RouterLink} to={`${SURVEY_SCORES_PATH}?type=${type}`}>
          {t('surveyCard.openScores')}
        </Link>
      </Stack>
      <SurveySyncStatus sync={rates.data?.survey_sync} />
    </Paper>
  );
}

/** The survey card of /app/main: per type the user's menu offers, NPS and response rate of the rolling three months. */
export function SurveySummaryCard({ user, types }: { user: SignedInUser; types: readonly SurveyType[] }) {
  const { t } = useTranslation();
  if (types.length === 0) return null;
  return (
    <SectionCard title={t('surveyCard.title')}>
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: `repeat(${types.length}, 1fr)` } }}>
        {types.map((type) => (
          <SurveyTypeSummary key={type} type={type} user={user} />
        ))}
      </Box>
    </SectionCard>
  );
}
