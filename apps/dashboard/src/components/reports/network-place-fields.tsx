import { DEALER_REGIONS, type DealerRegion, type TicketType, regionLabel } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../ui/choice-field';
import { areaOptions } from '../../lib/reports/report-filters';
import { type ReportScope, areaInScope, scopePickers } from '../../lib/reports/report-scope';
import type { NetworkPlace } from '../../lib/reports/network-place';
import { FilterSlot } from './filter-slot';
import { ReportDealerPicker } from './report-dealer-picker';

interface NetworkPlaceFieldsProps {
  value: NetworkPlace;
  onChange: (change: Partial<NetworkPlace>) => void;
  scope: ReportScope;
  /** The report's type: its areas (sale or service) and dealers are offered; '' offers both. */
  type: TicketType | '';
  /** Whether a dealer may be picked (the VOC outlet and entity pages list dealers as rows instead). */
  dealerPicker?: boolean;
}

/**
 * The region, area and dealer pickers the user's scope leaves open (a dealer sees its own branch
 * only), as every report offers them.
 */
export function NetworkPlaceFields({ value, onChange, scope, type, dealerPicker = true }: NetworkPlaceFieldsProps) {
  const { t } = useTranslation();
  const pickers = scopePickers(scope);
  const areas = areaOptions(type || 'all', value.region).filter((code) => areaInScope(scope, code));
  // The dealer picker looks inside what is chosen, or inside the user's single region or area.
  const region = value.region || (scope.level === 'region' && scope.regions.length === 1 ? scope.regions[0] : '');
  const area = value.area_code || (scope.level === 'area' && scope.areas.length === 1 ? scope.areas[0] : '');
  return (
    <>
      {pickers.region && (
        <FilterSlot>
          <ChoiceField
            label={t('reports.field.region')}
            value={value.region}
            emptyLabel={t('reports.region.all')}
            choices={DEALER_REGIONS.map((code) => ({ value: code, label: regionLabel(code) }))}
            onChange={(picked) => onChange({ region: picked as DealerRegion | '' })}
          />
        </FilterSlot>
      )}
      {pickers.area && (
        <FilterSlot>
          <ChoiceField
            label={t('reports.field.area')}
            value={areas.includes(value.area_code) ? value.area_code : ''}
            emptyLabel={t('reports.area.all')}
            choices={areas.map((code) => ({ value: code, label: code }))}
            onChange={(area_code) => onChange({ area_code })}
          />
        </FilterSlot>
      )}
      {dealerPicker && pickers.dealer && (
        <FilterSlot wide>
          <ReportDealerPicker value={value.dealer_id} onChange={(dealer_id) => onChange({ dealer_id })} within={{ type: type || 'all', region, area_code: area }} />
        </FilterSlot>
      )}
    </>
  );
}
