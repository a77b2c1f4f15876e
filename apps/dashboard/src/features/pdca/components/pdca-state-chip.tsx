import Chip from '@mui/material/Chip';
import type { PdcaState } from '@voc/domain';
import { useTranslation } from 'react-i18next';

const COLOR: Record<PdcaState, 'default' | 'info' | 'warning' | 'success' | 'error' | 'primary'> = {
  owed: 'warning',
  draft: 'default',
  submitted: 'info',
  returned: 'primary',
  accepted: 'success',
  overdue: 'error',
};

/** A plan's state as the work page, the form and the report show it. */
export function PdcaStateChip({ state }: { state: PdcaState }) {
  const { t } = useTranslation();
  // MUI's info blue under white text is 3.9:1; its dark shade passes WCAG AA (4.5:1).
  return <Chip size="small" color={COLOR[state]} label={t(`pdca.state.${state}`)} data-state={state} sx={state === 'submitted' ? { bgcolor: 'info.dark' } : undefined} />;
}
