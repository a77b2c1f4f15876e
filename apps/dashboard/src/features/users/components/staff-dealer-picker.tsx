import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StaffDealer, useSearchStaffDealersQuery } from '../api/staff-dealers-api';
import { useDebouncedText } from '../hooks/use-debounced-text';
import { staffDealerLabel } from '../utils/staff-dealer-label';

interface StaffDealerPickerProps {
  label: string;
  value: StaffDealer | null;
  onChange: (dealer: StaffDealer | null) => void;
  required?: boolean;
  disabled?: boolean;
  /** A translated message. */
  error?: string;
  helperText?: string;
  size?: 'small' | 'medium';
  name?: string;
}

/** A dealer branch, found by typing its code or part of its dealer or branch name (searched on the server). */
export function StaffDealerPicker({ label, value, onChange, required, disabled, error, helperText, size = 'small', name }: StaffDealerPickerProps) {
  const { t, i18n } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedText(value && input === staffDealerLabel(value, i18n.language) ? '' : input, 300);
  const { data: options = [], isFetching } = useSearchStaffDealersQuery(search, { skip: disabled });

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, dealer) => onChange(dealer)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      getOptionLabel={(dealer) => staffDealerLabel(dealer, i18n.language)}
      isOptionEqualToValue={(option, chosen) => option._id === chosen._id}
      filterOptions={(all) => all}
      loading={isFetching}
      loadingText={t('common.loading')}
      noOptionsText={t('users.dealer.none')}
      disabled={disabled}
      size={size}
      fullWidth
      renderInput={(params) => (
        <TextField {...params} name={name} label={label} required={required} error={Boolean(error)} helperText={error ?? helperText ?? t('users.dealer.hint')} />
      )}
    />
  );
}
