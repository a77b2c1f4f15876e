import type { ChangeHistoryEntry } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { ChangeHistoryCard } from '../../../components/ui/change-history-card';
import { DEALER_HISTORY_ORDER, dealerFieldLabel, dealerValueText } from '../utils/dealer-history-fields';

/** Who changed the dealer, when, and what (for csn and nissan; the api answers it only to them). */
export function DealerHistoryCard({ history }: { history: readonly ChangeHistoryEntry[] }) {
  const { t } = useTranslation();
  return (
    <ChangeHistoryCard
      entries={history}
      fieldOrder={DEALER_HISTORY_ORDER}
      fieldLabel={(field) => dealerFieldLabel(t, field)}
      valueText={(field, value) => dealerValueText(t, field, value)}
    />
  );
}
