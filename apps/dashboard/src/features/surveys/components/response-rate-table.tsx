import TableCell from '@mui/material/TableCell';
import type { ResponseRateCounts, ResponseRateRow, SurveyGrouping } from '@voc/contracts';
import { RESPONSE_RATE_STEPS } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../../lib/reports/number-format';
import { SurveyPlaceTable } from './survey-place-table';

interface ResponseRateTableProps {
  rows: readonly ResponseRateRow[];
  total: ResponseRateCounts;
  grouping: SurveyGrouping;
  caption: string;
  onOpen: (key: string) => void;
}

function Numbers({ counts, locale }: { counts: ResponseRateCounts; locale: string }) {
  return (
    <>
      {RESPONSE_RATE_STEPS.map((step) => (
        <TableCell key={step}>{formatCount(counts[step], locale)}</TableCell>
      ))}
      <TableCell>{formatCount(counts.pending, locale)}</TableCell>
      <TableCell sx={{ fontWeight: 700 }}>{formatPercent(counts.rate, locale)}</TableCell>
      <TableCell>{formatPercent(counts.outcome_rate, locale)}</TableCell>
    </>
  );
}

/**
 * One row per region, area or dealer: the six numbers (SPEC.md §2), the cases still pending, the
 * rate over cases sent and the rate over cases with an outcome; the total last.
 */
export function ResponseRateTable(props: ResponseRateTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <SurveyPlaceTable
      {...props}
      headings={
        <>
          {RESPONSE_RATE_STEPS.map((step) => (
            <TableCell key={step}>{t(`responseRate.col.${step}`)}</TableCell>
          ))}
          <TableCell>{t('responseRate.col.pending')}</TableCell>
          <TableCell>{t('responseRate.col.rate')}</TableCell>
          <TableCell>{t('responseRate.col.outcomeRate')}</TableCell>
        </>
      }
      figures={(counts) => <Numbers counts={counts} locale={i18n.language} />}
    />
  );
}
