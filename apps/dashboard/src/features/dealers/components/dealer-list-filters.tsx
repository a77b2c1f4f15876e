import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { DealerRegion, DealerStatus, GeoRegion } from '@voc/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../../components/ui/choice-field';
import { RegionAreaFields } from '../../../components/ui/region-area-fields';
import { dealerStatusChoices, geoRegionChoices } from '../utils/dealer-choices';
import { DEFAULT_DEALER_LIST_PARAMS, type DealerListParams } from '../utils/dealer-list-params';
import { ProvinceFilter } from './province-filter';

interface DealerListFiltersProps {
  params: DealerListParams;
  onChange: (change: Partial<DealerListParams>) => void;
}

type TextFilters = Pick<DealerListParams, 'dealer_code' | 'name'>;

const textsOf = (params: DealerListParams): TextFilters => ({ dealer_code: params.dealer_code, name: params.name });

/**
 * The dealer list's filters (GET /api/dealers): code and name apply on Search (or Enter), the
 * choices at once. Areas are offered inside the chosen region.
 */
export function DealerListFilters({ params, onChange }: DealerListFiltersProps) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState(textsOf(params));
  const [shown, setShown] = useState(textsOf(params));
  // The address changed the texts (back button, clear): show them.
  if (params.dealer_code !== shown.dealer_code || params.name !== shown.name) {
    setShown(textsOf(params));
    setTexts(textsOf(params));
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ dealer_code: texts.dealer_code.trim(), name: texts.name.trim() });
  };
  const clear = () => {
    setTexts({ dealer_code: '', name: '' });
    onChange({ ...DEFAULT_DEALER_LIST_PARAMS, limit: params.limit });
  };
  const any = t('dealers.filter.any');

  return (
    <Paper variant="outlined" component="form" role="search" aria-label={t('dealers.filters')} onSubmit={submit} sx={{ p: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, minmax(0, 1fr))' } }}>
        <TextField
          size="small"
          label={t('dealers.field.dealer_code')}
          value={texts.dealer_code}
          onChange={(event) => setTexts({ ...texts, dealer_code: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 40 } }}
          helperText={t('dealers.filter.codeHint')}
        />
        <TextField
          size="small"
          label={t('dealers.filter.name')}
          value={texts.name}
          onChange={(event) => setTexts({ ...texts, name: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          helperText={t('dealers.filter.nameHint')}
          sx={{ gridColumn: { lg: 'span 2' } }}
        />
        <ChoiceField label={t('dealers.field.status')} value={params.status} choices={dealerStatusChoices(t)} onChange={(status) => onChange({ status: status as '' | DealerStatus })} emptyLabel={any} />
        <Box sx={{ gridColumn: { sm: 'span 2' } }}>
          <RegionAreaFields
            kind="sale"
            regionLabel={t('dealers.field.dealer_sales_region')}
            areaLabel={t('dealers.field.sale_area_code')}
            region={params.dealer_sales_region}
            area={params.sale_area_code}
            onRegionChange={(region) => onChange({ dealer_sales_region: region as '' | DealerRegion })}
            onAreaChange={(area) => onChange({ sale_area_code: area })}
            emptyLabel={any}
            size="small"
          />
        </Box>
        <Box sx={{ gridColumn: { sm: 'span 2' } }}>
          <RegionAreaFields
            kind="service"
            regionLabel={t('dealers.field.dealer_service_region')}
            areaLabel={t('dealers.field.service_area_code')}
            region={params.dealer_service_region}
            area={params.service_area_code}
            onRegionChange={(region) => onChange({ dealer_service_region: region as '' | DealerRegion })}
            onAreaChange={(area) => onChange({ service_area_code: area })}
            emptyLabel={any}
            size="small"
          />
        </Box>
        <ChoiceField label={t('dealers.field.dealer_region')} value={params.dealer_region} choices={geoRegionChoices(t)} onChange={(region) => onChange({ dealer_region: region as '' | GeoRegion })} emptyLabel={any} />
        <ProvinceFilter params={params} onChange={onChange} />
        <Stack direction="row" spacing={1} sx={{ gridColumn: { lg: 'span 2' }, justifyContent: { lg: 'flex-end' }, alignItems: 'flex-start' }}>
          <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
            {t('dealers.filter.apply')}
          </Button>
          <Button onClick={clear}>{t('dealers.filter.clear')}</Button>
        </Stack>
      </Box>
    </Paper>
  );
}
