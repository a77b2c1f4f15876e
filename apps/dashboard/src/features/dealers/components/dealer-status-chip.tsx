import Chip from '@mui/material/Chip';
import type { DealerStatus } from '@voc/domain';
import { useTranslation } from 'react-i18next';

/** Normal (open for business) or closed; `data-dealer-status` carries the code. */
export function DealerStatusChip({ status, size = 'small' }: { status: DealerStatus; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      variant={status === 'normal' ? 'filled' : 'outlined'}
      color={status === 'normal' ? 'success' : 'default'}
      label={t(`dealers.status.${status}`)}
      data-dealer-status={status}
    />
  );
}
