import TableCell from '@mui/material/TableCell';
import type { SurveyGrouping, SurveyScores, SurveyScoresRow } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../../lib/reports/number-format';
import { formatNps } from './survey-score-tiles';
import { SurveyPlaceTable } from './survey-place-table';

interface SurveyScoresTableProps {
  rows: readonly SurveyScoresRow[];
  total: SurveyScores;
  grouping: SurveyGrouping;
  caption: string;
  onOpen: (key: string) => void;
}

const COLUMNS = ['responses', 'nps', 'top2box', 'bottom6', 'satisfaction', 'recovery', 'notEligible'] as const;

function Scores({ scores, locale }: { scores: SurveyScores; locale: string }) {
  return (
    <>
      <TableCell>{formatCount(scores.responses, locale)}</TableCell>
      <TableCell sx={{ fontWeight: 700 }}>{formatNps(scores.nps, locale)}</TableCell>
      <TableCell>{formatPercent(scores.top2box_rate, locale)}</TableCell>
      <TableCell>{formatPercent(scores.bottom6_rate, locale)}</TableCell>
      <TableCell>{formatPercent(scores.satisfaction_rate, locale)}</TableCell>
      <TableCell>{formatPercent(scores.recovery.rate, locale)}</TableCell>
      <TableCell>{formatCount(scores.recovery.not_eligible, locale)}</TableCell>
    </>
  );
}

/** The places ranked by NPS (the api's order and rank), with the total last. */
export function SurveyScoresTable(props: SurveyScoresTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <SurveyPlaceTable
      {...props}
      ranked
      headings={COLUMNS.map((column) => (
        <TableCell key={column}>{t(`surveyScores.col.${column}`)}</TableCell>
      ))}
      figures={(scores) => <Scores scores={scores} locale={i18n.language} />}
    />
  );
}
