import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TicketType } from '@voc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DealerOption, useSearchDealerOptionsQuery } from '../api/dealer-options-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { dealerLabel } from '../utils/dealer-label';

interface DealerPickerProps {
  label: string;
  value: DealerOption | null;
  onChange: (dealer: DealerOption | null) => void;
  /** Only branches that may receive new tickets. */
  openOnly?: boolean;
  type?: TicketType;
  required?: boolean;
  error?: string;
  helperText?: string;
  size?: 'small' | 'medium';
}

/** A dealer branch, found by typing its code or part of its dealer or branch name (searched on the server). */
export function DealerPicker({ label, value, onChange, openOnly = false, type, required, error, helperText, size }: DealerPickerProps) {
  const { t, i18n } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(value && input === dealerLabel(value, i18n.language) ? '' : input, 300);
  const { data: options = [], isFetching } = useSearchDealerOptionsQuery({ search, openOnly, type });

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, dealer) => onChange(dealer)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      getOptionLabel={(dealer) => dealerLabel(dealer, i18n.language)}
      isOptionEqualToValue={(option, chosen) => option._id === chosen._id}
      filterOptions={(all) => all}
      loading={isFetching}
      loadingText={t('common.loading')}
      noOptionsText={t('dealerPicker.none')}
      size={size}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? helperText ?? t('dealerPicker.hint')}
        />
      )}
    />
  );
}
