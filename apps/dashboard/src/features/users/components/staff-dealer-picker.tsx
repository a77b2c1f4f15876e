import { useTranslation } from 'react-i18next';
import { DealerPicker } from '../../../components/dealers/dealer-picker';
import type { DealerLookupItem } from '../../../lib/dealers/dealer-lookup-api';

/** How many branches the picker offers at once. */
const PICKER_LIMIT = 50;

interface StaffDealerPickerProps {
  label: string;
  value: DealerLookupItem | null;
  onChange: (dealer: DealerLookupItem | null) => void;
  required?: boolean;
  disabled?: boolean;
  /** A translated message. */
  error?: string;
  helperText?: string;
  size?: 'small' | 'medium';
  name?: string;
}

/** The user form's dealer branch (the dealer a staff account belongs to). */
export function StaffDealerPicker({ helperText, size = 'small', ...props }: StaffDealerPickerProps) {
  const { t } = useTranslation();
  return <DealerPicker {...props} size={size} lookup={{ limit: PICKER_LIMIT }} hint={helperText ?? t('users.dealer.hint')} noneText={t('users.dealer.none')} />;
}
