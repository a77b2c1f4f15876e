import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One field of a report's filter row: a narrow slot, or a wide one (a dealer picker) that takes a row of its own on a phone. */
export function FilterSlot({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <Box sx={{ minWidth: wide ? { xs: '100%', sm: 320 } : 150, flex: wide ? '2 1 320px' : '1 1 150px' }}>{children}</Box>;
}
