import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../../components/ui/choice-field';
import { useListDealerProvincesQuery } from '../api/dealers-api';
import { provinceField } from '../utils/dealer-choices';
import type { DealerListParams } from '../utils/dealer-list-params';

interface ProvinceFilterProps {
  params: DealerListParams;
  onChange: (change: Partial<DealerListParams>) => void;
}

/**
 * The province filter: a choice among the provinces the dealers have (GET /api/dealers/field/...),
 * Thai names in Thai and English names in English. A province chosen in the other language stays
 * shown as it is until changed.
 */
export function ProvinceFilter({ params, onChange }: ProvinceFilterProps) {
  const { t, i18n } = useTranslation();
  const field = provinceField(i18n.language);
  const { data: provinces = [] } = useListDealerProvincesQuery(field);
  const value = params.dealer_province || params.dealer_province_en;
  return (
    <ChoiceField
      label={t('dealers.field.province')}
      value={value}
      choices={provinces.map((province) => ({ value: province, label: province }))}
      onChange={(province) => onChange(province ? { [field]: province } : { dealer_province: '', dealer_province_en: '' })}
      emptyLabel={t('dealers.filter.any')}
    />
  );
}
