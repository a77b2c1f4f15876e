import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** A report table's total row, in its footer: bold over a rule, on a shade. */
export function TotalRow({ children }: { children: ReactNode }) {
  return <TableRow sx={{ bgcolor: 'grey.50', '& td, & th': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem', borderTop: 2, borderColor: 'divider' } }}>{children}</TableRow>;
}
