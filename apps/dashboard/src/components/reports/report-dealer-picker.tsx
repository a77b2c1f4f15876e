import { useTranslation } from 'react-i18next';
import { type DealerLookup, useDealerByIdQuery } from '../../lib/dealers/dealer-lookup-api';
import { DealerPicker } from '../dealers/dealer-picker';

interface ReportDealerPickerProps {
  /** The chosen dealer branch id, or ''. */
  value: string;
  onChange: (dealerId: string) => void;
  /** Where to look: the ticket type and the region or area already chosen. */
  within: Omit<DealerLookup, 'search'>;
}

/** A dealer branch for the report filters, found by its code or part of its name (searched on the server). */
export function ReportDealerPicker({ value, onChange, within }: ReportDealerPickerProps) {
  const { t } = useTranslation();
  const { data: chosen = null } = useDealerByIdQuery(value, { skip: !value });
  const selected = value && chosen?._id === value ? chosen : null;
  return (
    <DealerPicker
      label={t('reports.field.dealer')}
      placeholder={t('reports.dealer.all')}
      value={selected}
      onChange={(dealer) => onChange(dealer?._id ?? '')}
      lookup={within}
      noneText={t('reports.dealer.none')}
      size="small"
    />
  );
}
