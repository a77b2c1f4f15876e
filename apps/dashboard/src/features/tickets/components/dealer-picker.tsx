import type { TicketType } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { DealerPicker as SharedDealerPicker } from '../../../components/dealers/dealer-picker';
import type { DealerLookupItem } from '../../../lib/dealers/dealer-lookup-api';

/** How many branches the picker offers at once. */
const PICKER_LIMIT = 50;

interface DealerPickerProps {
  label: string;
  value: DealerLookupItem | null;
  onChange: (dealer: DealerLookupItem | null) => void;
  /** Only branches that may receive new tickets. */
  openOnly?: boolean;
  type?: TicketType;
  required?: boolean;
  error?: string;
  helperText?: string;
  size?: 'small' | 'medium';
}

/** The ticket forms' and lists' dealer branch picker. */
export function DealerPicker({ openOnly = false, type, helperText, ...props }: DealerPickerProps) {
  const { t } = useTranslation();
  return <SharedDealerPicker {...props} lookup={{ openOnly, type, limit: PICKER_LIMIT }} hint={helperText ?? t('dealerPicker.hint')} noneText={t('dealerPicker.none')} />;
}
