import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { FEW_CASES_BELOW } from '@voc/domain';
import { useTranslation } from 'react-i18next';
// The Thai texts shown here load with this code (not with /app/main's first load).
import '../../i18n/saved-views-texts';

/**
 * The visible "few cases" mark under a rate that rests on fewer than FEW_CASES_BELOW cases (issue
 * 32; whether it does is libs/domain's isFewCases), with the reason as its tooltip; it takes the
 * keyboard's focus so the tooltip is reachable without a mouse.
 */
export function FewCasesMark() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('kpi.fewCases.hint', { n: FEW_CASES_BELOW })} describeChild>
      <Typography component="span" variant="caption" tabIndex={0} sx={{ display: 'block', whiteSpace: 'nowrap', color: 'text.primary', fontWeight: 700, textDecoration: 'underline dotted' }} data-few-cases>
        {t('kpi.fewCases')}
      </Typography>
    </Tooltip>
  );
}
