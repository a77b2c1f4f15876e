import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { DealerRegion, UserGroup, UserType } from '@voc/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../../components/ui/choice-field';
import { RegionAreaFields } from '../../../components/ui/region-area-fields';
import { useDealerByIdQuery } from '../../../lib/dealers/dealer-lookup-api';
import { activeFlagChoices, groupChoices, searchableTypeChoices } from '../utils/user-choices';
import { DEFAULT_USER_SEARCH_PARAMS, USER_SEARCH_TEXTS, USER_TEXT_MAX, type UserSearchParams, type UserSearchText } from '../utils/user-search-params';
import { StaffDealerPicker } from './staff-dealer-picker';

interface UserSearchFormProps {
  params: UserSearchParams;
  onChange: (change: Partial<UserSearchParams>) => void;
}

type Texts = Record<UserSearchText, string>;

const textsOf = (params: UserSearchParams): Texts => Object.fromEntries(USER_SEARCH_TEXTS.map((field) => [field, params[field]])) as Texts;
const sameTexts = (a: Texts, b: Texts) => USER_SEARCH_TEXTS.every((field) => a[field] === b[field]);

/**
 * The user search (SPEC.md §5, every field optional): names, email and passport id apply on Search
 * (or Enter), the choices at once. Types offer everything but external (SPEC.md §6).
 */
export function UserSearchForm({ params, onChange }: UserSearchFormProps) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState(textsOf(params));
  const [shown, setShown] = useState(textsOf(params));
  if (!sameTexts(textsOf(params), shown)) {
    setShown(textsOf(params));
    setTexts(textsOf(params));
  }
  const { data: chosenDealer = null } = useDealerByIdQuery(params.dealer, { skip: !params.dealer });
  const any = t('users.search.any');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(Object.fromEntries(USER_SEARCH_TEXTS.map((field) => [field, texts[field].trim()])));
  };
  const clear = () => {
    setTexts(textsOf(DEFAULT_USER_SEARCH_PARAMS));
    onChange({ ...DEFAULT_USER_SEARCH_PARAMS, limit: params.limit });
  };

  return (
    <Paper variant="outlined" component="form" role="search" aria-label={t('users.search.title')} onSubmit={submit} sx={{ p: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, minmax(0, 1fr))' } }}>
        {USER_SEARCH_TEXTS.map((field) => (
          <TextField
            key={field}
            size="small"
            label={t(`users.field.${field}`)}
            value={texts[field]}
            onChange={(event) => setTexts({ ...texts, [field]: event.target.value })}
            slotProps={{ htmlInput: { maxLength: USER_TEXT_MAX[field] } }}
          />
        ))}
        <ChoiceField label={t('users.field.type')} value={params.type} choices={searchableTypeChoices(t)} onChange={(type) => onChange({ type: type as '' | UserType })} emptyLabel={any} />
        <ChoiceField label={t('users.field.active_flag')} value={params.active_flag} choices={activeFlagChoices(t)} onChange={(flag) => onChange({ active_flag: flag as '' | '0' | '1' })} emptyLabel={any} />
        <ChoiceField label={t('users.field.group')} value={params.group} choices={groupChoices(t)} onChange={(group) => onChange({ group: group as '' | UserGroup })} emptyLabel={any} />
        <StaffDealerPicker label={t('users.field.dealer')} value={params.dealer ? chosenDealer : null} onChange={(dealer) => onChange({ dealer: dealer?._id ?? '' })} helperText="" />
        <Box sx={{ gridColumn: { sm: 'span 2' } }}>
          <RegionAreaFields
            kind="sale"
            regionLabel={t('users.field.dealer_sales_region')}
            areaLabel={t('users.field.sale_area_code')}
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
            regionLabel={t('users.field.dealer_service_region')}
            areaLabel={t('users.field.service_area_code')}
            region={params.dealer_service_region}
            area={params.service_area_code}
            onRegionChange={(region) => onChange({ dealer_service_region: region as '' | DealerRegion })}
            onAreaChange={(area) => onChange({ service_area_code: area })}
            emptyLabel={any}
            size="small"
          />
        </Box>
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          {t('users.search.apply')}
        </Button>
        <Button onClick={clear}>{t('users.search.clear')}</Button>
      </Stack>
    </Paper>
  );
}
