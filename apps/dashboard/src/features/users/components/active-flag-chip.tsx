import Chip from '@mui/material/Chip';
import type { ActiveFlag } from '@voc/domain';
import { useTranslation } from 'react-i18next';

/** Active (1) or inactive (0); `data-active-flag` carries the value. */
export function ActiveFlagChip({ flag }: { flag: ActiveFlag }) {
  const { t } = useTranslation();
  return <Chip size="small" color={flag === 1 ? 'success' : 'default'} variant={flag === 1 ? 'filled' : 'outlined'} label={t(`activeFlag.${flag}`)} data-active-flag={flag} />;
}
