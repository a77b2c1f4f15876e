import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { dealerNames } from '../../lib/dealers/dealer-label';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DealerLookup, type DealerLookupItem, useLookupDealersQuery } from '../../lib/dealers/dealer-lookup-api';
import { dealerLabel } from '../../lib/dealers/dealer-label';
import { useDebouncedValue } from '../../lib/hooks/use-debounced-value';

export interface DealerPickerProps {
  label: string;
  value: DealerLookupItem | null;
  onChange: (dealer: DealerLookupItem | null) => void;
  /** Where to look (type, region, area, open branches only, how many at once); the text is what the user types. */
  lookup?: Omit<DealerLookup, 'search'>;
  /** Shown under the box when there is no error (translated). */
  hint?: string;
  /** Shown when nothing matches (translated). */
  noneText: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** A translated message. */
  error?: string;
  size?: 'small' | 'medium';
  name?: string;
}

/**
 * A dealer branch, found by typing part of its code, its Thai or English dealer or branch name or
 * its province (searched on the server); each option shows the branch's province under its name,
 * and the chosen one's whole name is the box's tooltip.
 */
export function DealerPicker({ label, value, onChange, lookup = {}, hint, noneText, placeholder, required, disabled, error, size, name }: DealerPickerProps) {
  const { t, i18n } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(value && input === dealerLabel(value, i18n.language) ? '' : input, 300);
  const { data: options = [], isFetching } = useLookupDealersQuery({ ...lookup, search }, { skip: disabled });

  return (
    <Autocomplete<DealerLookupItem>
      options={options}
      value={value}
      onChange={(_event, dealer) => onChange(dealer)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      getOptionLabel={(dealer) => dealerLabel(dealer, i18n.language)}
      isOptionEqualToValue={(option, chosen) => option._id === chosen._id}
      filterOptions={(all) => all}
      renderOption={({ key, ...props }, dealer) => {
        const province = dealerNames(dealer, i18n.language).province;
        return (
          <li key={key} {...props}>
            <span>
              {dealerLabel(dealer, i18n.language)}
              {province && (
                <span style={{ display: 'block', fontSize: '0.8125rem', color: 'rgba(0, 0, 0, 0.6)' }}>{province}</span>
              )}
            </span>
          </li>
        );
      }}
      loading={isFetching}
      loadingText={t('common.loading')}
      noOptionsText={noneText}
      disabled={disabled}
      size={size}
      fullWidth
      renderInput={(params) => (
        // The chosen branch's whole name, which a narrow box cuts (issue 32).
        <Tooltip title={value ? dealerLabel(value, i18n.language) : ''} describeChild placement="top-start">
          <TextField {...params} name={name} label={label} placeholder={placeholder} required={required} error={Boolean(error)} helperText={error ?? hint} />
        </Tooltip>
      )}
    />
  );
}
