import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormEvent, ReactNode } from 'react';

interface SearchFormProps {
  /** Names the search (a landmark). */
  label: string;
  onSearch: () => void;
  /** The fields, four abreast on a wide screen. */
  children: ReactNode;
  /** Below the fields (the buttons, when they do not sit among them). */
  footer?: ReactNode;
}

/** A list's search form: its fields in a grid, sent with Search or Enter. */
export function SearchForm({ label, onSearch, children, footer }: SearchFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Paper variant="outlined" component="form" role="search" aria-label={label} onSubmit={submit} sx={{ p: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, minmax(0, 1fr))' } }}>{children}</Box>
      {footer}
    </Paper>
  );
}

interface SearchButtonsProps {
  searchLabel: string;
  clearLabel: string;
  onClear: () => void;
  sx: SxProps<Theme>;
}

/** Search (sends the form) and Clear (back to the whole list). */
export function SearchButtons({ searchLabel, clearLabel, onClear, sx }: SearchButtonsProps) {
  return (
    <Stack direction="row" spacing={1} sx={sx}>
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        {searchLabel}
      </Button>
      <Button onClick={onClear}>{clearLabel}</Button>
    </Stack>
  );
}
