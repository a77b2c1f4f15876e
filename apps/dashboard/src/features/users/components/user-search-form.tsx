import TextField from '@mui/material/TextField';
import type { UserGroup, UserType } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { AreaFilterFields } from '../../../components/ui/area-filter-fields';
import { ChoiceField } from '../../../components/ui/choice-field';
import { SearchButtons, SearchForm } from '../../../components/ui/search-form';
import { useDealerByIdQuery } from '../../../lib/dealers/dealer-lookup-api';
import { useSearchTexts } from '../../../lib/hooks/use-search-texts';
import { activeFlagChoices, groupChoices, searchableTypeChoices } from '../utils/user-choices';
import { DEFAULT_USER_SEARCH_PARAMS, USER_SEARCH_TEXTS, USER_TEXT_MAX, type UserSearchParams } from '../utils/user-search-params';
import { StaffDealerPicker } from './staff-dealer-picker';

interface UserSearchFormProps {
  params: UserSearchParams;
  onChange: (change: Partial<UserSearchParams>) => void;
}

/**
 * The user search (SPEC.md §5, every field optional): names, email and passport id apply on Search
 * (or Enter), the choices at once. Types offer everything but external (SPEC.md §6).
 */
export function UserSearchForm({ params, onChange }: UserSearchFormProps) {
  const { t } = useTranslation();
  const { texts, setText, trimmed, clear } = useSearchTexts(params, USER_SEARCH_TEXTS);
  const { data: chosenDealer = null } = useDealerByIdQuery(params.dealer, { skip: !params.dealer });
  const any = t('users.search.any');

  return (
    <SearchForm
      label={t('users.search.title')}
      onSearch={() => onChange(trimmed())}
      footer={
        <SearchButtons
          searchLabel={t('users.search.apply')}
          clearLabel={t('users.search.clear')}
          onClear={() => {
            clear();
            onChange({ ...DEFAULT_USER_SEARCH_PARAMS, limit: params.limit });
          }}
          sx={{ mt: 2, justifyContent: 'flex-end' }}
        />
      }
    >
      {USER_SEARCH_TEXTS.map((field) => (
        <TextField
          key={field}
          size="small"
          label={t(`users.field.${field}`)}
          value={texts[field]}
          onChange={(event) => setText(field, event.target.value)}
          slotProps={{ htmlInput: { maxLength: USER_TEXT_MAX[field] } }}
        />
      ))}
      <ChoiceField label={t('users.field.type')} value={params.type} choices={searchableTypeChoices(t)} onChange={(type) => onChange({ type: type as '' | UserType })} emptyLabel={any} />
      <ChoiceField label={t('users.field.active_flag')} value={params.active_flag} choices={activeFlagChoices(t)} onChange={(flag) => onChange({ active_flag: flag as '' | '0' | '1' })} emptyLabel={any} />
      <ChoiceField label={t('users.field.group')} value={params.group} choices={groupChoices(t)} onChange={(group) => onChange({ group: group as '' | UserGroup })} emptyLabel={any} />
      <StaffDealerPicker label={t('users.field.dealer')} value={params.dealer ? chosenDealer : null} onChange={(dealer) => onChange({ dealer: dealer?._id ?? '' })} helperText="" />
      <AreaFilterFields value={params} onChange={onChange} labelOf={(field) => t(`users.field.${field}`)} emptyLabel={any} />
    </SearchForm>
  );
}
