import TextField from '@mui/material/TextField';
import type { DealerStatus, GeoRegion } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { AreaFilterFields } from '../../../components/ui/area-filter-fields';
import { ChoiceField } from '../../../components/ui/choice-field';
import { SearchButtons, SearchForm } from '../../../components/ui/search-form';
import { useSearchTexts } from '../../../lib/hooks/use-search-texts';
import { dealerStatusChoices, geoRegionChoices } from '../utils/dealer-choices';
import { DEFAULT_DEALER_LIST_PARAMS, type DealerFilterText, type DealerListParams } from '../utils/dealer-list-params';
import { ProvinceFilter } from './province-filter';

interface DealerListFiltersProps {
  params: DealerListParams;
  onChange: (change: Partial<DealerListParams>) => void;
}

const TEXTS: readonly DealerFilterText[] = ['dealer_code', 'name'];

/**
 * The dealer list's filters (GET /api/dealers): code and name apply on Search (or Enter), the
 * choices at once. Areas are offered inside the chosen region.
 */
export function DealerListFilters({ params, onChange }: DealerListFiltersProps) {
  const { t } = useTranslation();
  const { texts, setText, trimmed, clear } = useSearchTexts(params, TEXTS);
  const any = t('dealers.filter.any');

  return (
    <SearchForm label={t('dealers.filters')} onSearch={() => onChange(trimmed())}>
      <TextField
        size="small"
        label={t('dealers.field.dealer_code')}
        value={texts.dealer_code}
        onChange={(event) => setText('dealer_code', event.target.value)}
        slotProps={{ htmlInput: { maxLength: 40 } }}
        helperText={t('dealers.filter.codeHint')}
      />
      <TextField
        size="small"
        label={t('dealers.filter.name')}
        value={texts.name}
        onChange={(event) => setText('name', event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        helperText={t('dealers.filter.nameHint')}
        sx={{ gridColumn: { lg: 'span 2' } }}
      />
      <ChoiceField label={t('dealers.field.status')} value={params.status} choices={dealerStatusChoices(t)} onChange={(status) => onChange({ status: status as '' | DealerStatus })} emptyLabel={any} />
      <AreaFilterFields value={params} onChange={onChange} labelOf={(field) => t(`dealers.field.${field}`)} emptyLabel={any} />
      <ChoiceField label={t('dealers.field.dealer_region')} value={params.dealer_region} choices={geoRegionChoices(t)} onChange={(region) => onChange({ dealer_region: region as '' | GeoRegion })} emptyLabel={any} />
      <ProvinceFilter params={params} onChange={onChange} />
      <SearchButtons
        searchLabel={t('dealers.filter.apply')}
        clearLabel={t('dealers.filter.clear')}
        onClear={() => {
          clear();
          onChange({ ...DEFAULT_DEALER_LIST_PARAMS, limit: params.limit });
        }}
        sx={{ gridColumn: { lg: 'span 2' }, justifyContent: { lg: 'flex-end' }, alignItems: 'flex-start' }}
      />
    </SearchForm>
  );
}
