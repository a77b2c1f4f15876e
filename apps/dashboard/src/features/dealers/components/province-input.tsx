import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { DealerValueField } from '@voc/contracts';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { useListDealerProvincesQuery } from '../api/dealers-api';
import type { DealerFormValues } from '../utils/dealer-form-values';

/**
 * A province box (Thai or English name): typed freely, with the provinces other dealers already
 * have offered as the user types, so the same province is spelled the same way.
 */
export function ProvinceInput({ control, name }: { control: Control<DealerFormValues>; name: DealerValueField }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const { data: provinces = [] } = useListDealerProvincesQuery(name);
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <Autocomplete
      freeSolo
      options={provinces}
      value={field.value}
      inputValue={field.value}
      onInputChange={(_event, text) => field.onChange(text)}
      onChange={(_event, chosen) => field.onChange(chosen ?? '')}
      size="small"
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          onBlur={field.onBlur}
          label={t(`dealers.field.${name}`)}
          error={Boolean(error)}
          helperText={error ? translate(error) : undefined}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: 100 } }}
        />
      )}
    />
  );
}
