import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ReportDealer, type ReportDealerSearch, useReportDealerQuery, useReportDealersQuery } from '../api/report-dealers-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { reportDealerLabel } from '../utils/dealer-names';

interface ReportDealerPickerProps {
  /** The chosen dealer branch id, or ''. */
  value: string;
  onChange: (dealerId: string) => void;
  /** Where to look: the ticket type and the region or area already chosen. */
  within: Omit<ReportDealerSearch, 'search'>;
}

/** A dealer branch for the report filters, found by its code or part of its name (searched on the server). */
export function ReportDealerPicker({ value, onChange, within }: ReportDealerPickerProps) {
  const { t, i18n } = useTranslation();
  const [input, setInput] = useState('');
  const { data: chosen = null } = useReportDealerQuery(value, { skip: !value });
  const selected = value && chosen?._id === value ? chosen : null;
  const typed = selected && input === reportDealerLabel(selected, i18n.language) ? '' : input;
  const search = useDebouncedValue(typed, 300);
  const { data: options = [], isFetching } = useReportDealersQuery({ search, ...within });

  return (
    <Autocomplete<ReportDealer>
      options={options}
      value={selected}
      onChange={(_event, dealer) => onChange(dealer?._id ?? '')}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      getOptionLabel={(dealer) => reportDealerLabel(dealer, i18n.language)}
      isOptionEqualToValue={(option, picked) => option._id === picked._id}
      filterOptions={(all) => all}
      loading={isFetching}
      loadingText={t('common.loading')}
      noOptionsText={t('reports.dealer.none')}
      size="small"
      fullWidth
      renderInput={(params) => <TextField {...params} label={t('reports.field.dealer')} placeholder={t('reports.dealer.all')} />}
    />
  );
}
