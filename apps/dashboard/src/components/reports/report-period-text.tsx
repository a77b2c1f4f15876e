import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { periodMonthKeys } from '../../lib/reports/report-calendar';
import { formatMonthKey } from '../../lib/reports/number-format';

/** The months an answer covers: "ต.ค. 2026" or "ส.ค. 2026 – ต.ค. 2026". */
export function ReportPeriodText({ period }: { period: { from: string; to: string } | undefined }) {
  const { t, i18n } = useTranslation();
  if (!period) return null;
  const { first, last } = periodMonthKeys(period);
  const from = formatMonthKey(first, i18n.language);
  const to = formatMonthKey(last, i18n.language);
  return (
    <Typography variant="body2" color="text.secondary" component="p">
      {first === last ? from : t('reports.periodRange', { from, to })}
    </Typography>
  );
}
