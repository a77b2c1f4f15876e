import Typography from '@mui/material/Typography';
import { isFewCases } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { FewCasesMark } from '../../../components/reports/few-cases-mark';
import { formatPoints } from '../../../lib/reports/number-format';

/**
 * A change against the previous period in percent: more complaints in red, fewer in green; "new"
 * when there was nothing before (and a dash when there is nothing now either). A change against
 * fewer than 5 cases before carries the "few cases" mark (issue 32).
 */
export function VocChangeText({ change, now, previous }: { change: number | null; now: number; previous: number }) {
  const { t, i18n } = useTranslation();
  if (change === null && now === 0) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        –
      </Typography>
    );
  }
  if (change === null) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {t('vocReports.change.none')}
      </Typography>
    );
  }
  return (
    <>
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: change > 0 ? 'error.main' : change < 0 ? 'success.dark' : 'text.secondary' }}>
        {formatPoints(change, i18n.language)}%
      </Typography>
      {isFewCases(previous) && <FewCasesMark />}
    </>
  );
}
