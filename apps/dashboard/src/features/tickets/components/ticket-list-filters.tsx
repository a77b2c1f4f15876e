import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { STATUS_FILTERS, type StatusFilter, type TicketType } from '@voc/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDealerByIdQuery } from '../../../lib/dealers/dealer-lookup-api';
import { DEFAULT_LIST_PARAMS, type TicketListParams } from '../utils/ticket-list-params';
import { DealerPicker } from './dealer-picker';
import { DateField } from '../../../components/ui/date-field';
import { OwnerFilter } from './owner-filter';

interface TicketListFiltersProps {
  params: TicketListParams;
  onChange: (change: Partial<TicketListParams>) => void;
  type: TicketType;
  /** Users who see more than one dealer filter by dealer; dealer staff see only their own. */
  showDealer: boolean;
  /** Which filters to offer (the status report has no status or search). */
  withStatusAndSearch?: boolean;
}

/** Date range, dealer and (for lists) status and a search text; the route fixes source and type. */
export function TicketListFilters({ params, onChange, type, showDealer, withStatusAndSearch = true }: TicketListFiltersProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState(params.q);
  const [shownQ, setShownQ] = useState(params.q);
  // The address changed the search (back button, clear): show it.
  if (params.q !== shownQ) {
    setShownQ(params.q);
    setQ(params.q);
  }
  const { data: chosenDealer = null } = useDealerByIdQuery(params.dealer_id, { skip: !showDealer || !params.dealer_id });

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() });
  };
  const clear = () => {
    setQ('');
    onChange({ ...DEFAULT_LIST_PARAMS, sort: params.sort, order: params.order, limit: params.limit });
  };

  return (
    <Paper variant="outlined" component="form" role="search" aria-label={t('tickets.filters')} onSubmit={submitSearch} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}>
        {withStatusAndSearch && (
          <TextField
            select
            size="small"
            label={t('tickets.field.status')}
            value={params.status}
            onChange={(event) => onChange({ status: event.target.value as StatusFilter })}
            sx={{ minWidth: 220 }}
          >
            {STATUS_FILTERS.map((filter) => (
              <MenuItem key={filter} value={filter}>
                {t(`statusFilter.${filter}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <DateField size="small" label={t('tickets.filter.from')} value={params.from_created_date} onChange={(day) => onChange({ from_created_date: day })} sx={{ width: 190 }} />
        <DateField size="small" label={t('tickets.filter.to')} value={params.to_created_date} onChange={(day) => onChange({ to_created_date: day })} sx={{ width: 190 }} />
        {showDealer && (
          <Box sx={{ minWidth: { md: 340 }, flex: { md: 1 } }}>
            <DealerPicker
              size="small"
              label={t('tickets.field.dealer')}
              type={type}
              value={params.dealer_id ? chosenDealer : null}
              onChange={(dealer) => onChange({ dealer_id: dealer?._id ?? '' })}
            />
          </Box>
        )}
        {withStatusAndSearch && <OwnerFilter value={params.owner} onChange={(owner) => onChange({ owner })} />}
        {withStatusAndSearch && (
          <TextField
            size="small"
            type="search"
            label={t('tickets.filter.search')}
            placeholder={t('tickets.filter.searchHint')}
            value={q}
            onChange={(event) => setQ(event.target.value)}
            slotProps={{
              htmlInput: { maxLength: 100 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ minWidth: 260, flex: { md: 1 } }}
          />
        )}
        <Stack direction="row" spacing={1}>
          {withStatusAndSearch && (
            <Button type="submit" variant="contained">
              {t('tickets.filter.apply')}
            </Button>
          )}
          <Button onClick={clear}>{t('tickets.filter.clear')}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
