import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A form section's boxes two abreast, one above the other on a phone. */
export function FormFieldGrid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>{children}</Box>;
}
