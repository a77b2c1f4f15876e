import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
// The Thai texts shown here load with this code (not with /app/main's first load).
import '../../i18n/report-reading-texts';

/** One applied filter, shown whole as a chip above a phone's figures. */
export interface FilterChip {
  /** The field's name (translated). */
  field: string;
  /** Its value in words (translated), never cut. */
  value: string;
}

interface ReportFilterPanelProps {
  /** The filter fields (FilterSlot boxes). */
  children: ReactNode;
  /** The filters the figures show, as chips on a phone. */
  chips: readonly FilterChip[];
  /** A form sent with "Show" ("Apply" in the drawer): false when the draft is not valid (the drawer stays open). Absent: the fields apply as they change. */
  onSubmit?: () => boolean;
  onClear?: () => void;
  className?: string;
}

/**
 * A report's filters (issue 32). On a wide screen the filter form above the figures, as before. On
 * a phone the figures come first: a "Filters" button with the applied filters as chips, and the
 * form in a drawer from the bottom whose "Apply" sends it and closes the drawer.
 */
export function ReportFilterPanel({ children, chips, onSubmit, onClear, className }: ReportFilterPanelProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!onSubmit || onSubmit()) setOpen(false);
  };
  const clear = () => {
    onClear?.();
    setOpen(false);
  };
  const form = (inDrawer: boolean) => (
    <Paper
      variant={inDrawer ? 'elevation' : 'outlined'}
      elevation={0}
      {...(onSubmit || inDrawer ? { component: 'form', noValidate: true, onSubmit: submit } : {})}
      role="search"
      aria-label={t('reports.filters')}
      className={inDrawer ? undefined : className}
      sx={{ p: 2 }}
    >
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {children}
      </Stack>
      {(onSubmit || inDrawer) && (
        <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 2, flexWrap: 'wrap', ...(inDrawer && { position: 'sticky', bottom: 0, py: 1, bgcolor: 'background.paper', zIndex: 1 }) }}>
          <Button type="submit" variant="contained">
            {inDrawer ? t('reports.filterDrawer.apply') : t('reports.show')}
          </Button>
          {onClear && <Button onClick={clear}>{t('reports.clear')}</Button>}
          {inDrawer && <Button onClick={() => setOpen(false)}>{t('reports.filterDrawer.close')}</Button>}
        </Stack>
      )}
    </Paper>
  );

  if (!phone) return form(false);
  return (
    <Box className={className}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open}>
          {t('reports.filterDrawer.open')}
        </Button>
        <Box component="ul" aria-label={t('reports.filterDrawer.inUse')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5, minWidth: 0 }}>
          {chips.map((chip) => (
            <Box component="li" key={chip.field} sx={{ maxWidth: '100%' }}>
              <Chip size="small" label={t('reports.filterChip', { field: chip.field, value: chip.value })} sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 } }} />
            </Box>
          ))}
        </Box>
      </Stack>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { maxHeight: '90vh' } } }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
          {t('reports.filterDrawer.title')}
        </Typography>
        {form(true)}
      </Drawer>
    </Box>
  );
}
