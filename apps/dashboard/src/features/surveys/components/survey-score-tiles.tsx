import Box from '@mui/material/Box';
import type { SurveyScores } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../../components/ui/stat-tile';
import { formatCount, formatPercent, formatPoints } from '../../../lib/reports/number-format';

/** NPS as its points with a sign (+42.5, −3.0): a difference of two shares, not a share. */
export function formatNps(value: number | null | undefined, locale: string): string {
  return formatPoints(value, locale);
}

interface SurveyScoreTilesProps {
  scores: SurveyScores | undefined;
  /** A dealer user's area, shown under each figure. */
  benchmark?: (SurveyScores & { name: string }) | null;
}

/** The period's key scores: NPS, Top2Box, Bottom6, satisfaction and recovery. */
export function SurveyScoreTiles({ scores, benchmark }: SurveyScoreTilesProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const against = (text: string) => (benchmark ? `${benchmark.name}: ${text}` : undefined);
  const recoveryHint = (recovery: SurveyScores['recovery']) =>
    [
      t('surveyScores.recoveryHint', { recovered: formatCount(recovery.recovered, locale), eligible: formatCount(recovery.eligible, locale) }),
      // Bottom6 responses that raised no ticket are shown apart: they never count as not recovered.
      ...(recovery.not_eligible > 0 ? [t('surveyScores.notEligibleHint', { notEligible: formatCount(recovery.not_eligible, locale) })] : []),
    ].join(' · ');
  const responses = scores ? t('surveyScores.responsesHint', { responses: formatCount(scores.responses, locale) }) : undefined;
  return (
    <Box component="ul" aria-label={t('surveyScores.tiles')} sx={{ m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' } }}>
      <StatTile label={t('surveyScores.col.nps')} value={scores ? formatNps(scores.nps, locale) : undefined} hint={responses} compare={benchmark ? against(formatNps(benchmark.nps, locale)) : undefined} />
      <StatTile label={t('surveyScores.col.top2box')} value={scores ? formatPercent(scores.top2box_rate, locale) : undefined} compare={benchmark ? against(formatPercent(benchmark.top2box_rate, locale)) : undefined} />
      <StatTile label={t('surveyScores.col.bottom6')} value={scores ? formatPercent(scores.bottom6_rate, locale) : undefined} compare={benchmark ? against(formatPercent(benchmark.bottom6_rate, locale)) : undefined} />
      <StatTile label={t('surveyScores.col.satisfaction')} value={scores ? formatPercent(scores.satisfaction_rate, locale) : undefined} compare={benchmark ? against(formatPercent(benchmark.satisfaction_rate, locale)) : undefined} />
      <StatTile
        label={t('surveyScores.col.recovery')}
        value={scores ? formatPercent(scores.recovery.rate, locale) : undefined}
        hint={scores ? recoveryHint(scores.recovery) : undefined}
        compare={benchmark ? against(formatPercent(benchmark.recovery.rate, locale)) : undefined}
      />
    </Box>
  );
}
