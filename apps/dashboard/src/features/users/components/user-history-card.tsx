import type { ChangeHistoryEntry, SignedInDealer } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { ChangeHistoryCard } from '../../../components/ui/change-history-card';
import { USER_HISTORY_ORDER, userFieldLabel, userValueText } from '../utils/user-history-fields';

/** Who changed the account, when, and what; a password change shows only that it changed. */
export function UserHistoryCard({ history, dealer }: { history: readonly ChangeHistoryEntry[]; dealer: SignedInDealer | null }) {
  const { t } = useTranslation();
  return (
    <ChangeHistoryCard
      entries={history}
      fieldOrder={USER_HISTORY_ORDER}
      fieldLabel={(field) => userFieldLabel(t, field)}
      valueText={(field, value) => userValueText(t, field, value, dealer)}
    />
  );
}
