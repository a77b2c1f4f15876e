import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FieldListItem {
  label: string;
  value: ReactNode;
  /** Long text (descriptions) takes the whole row. */
  wide?: boolean;
}

/**
 * Label and value pairs as a definition list, two columns on wide screens. An empty value shows
 * a dash so a missing answer reads as missing, not as a layout gap.
 */
export function FieldList({ items, emptyText = '–' }: { items: readonly FieldListItem[]; emptyText?: string }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3, rowGap: 1.5 }}>
      {items.map((item) => (
        <Box key={item.label} sx={{ gridColumn: item.wide ? '1 / -1' : undefined, minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {item.value === null || item.value === undefined || item.value === '' ? emptyText : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
